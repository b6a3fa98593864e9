import { and, createMachine, fromPromise, not, or, setup, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guardLabel, toMermaid } from '../src/mermaid.ts';

const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } },
  guards: { allowed: () => true },
  actors: { alarm: fromPromise(async () => undefined) },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: { guard: 'allowed', target: 'opened' }, lock: 'locked' } },
    opened: { tags: ['open'], on: { close: 'closed' }, after: { 5000: 'closed' } },
    locked: {
      invoke: { id: 'alarm', src: 'alarm', onDone: 'gone', onError: 'closed' },
      always: { guard: 'allowed', target: 'gone' },
    },
    gone: { type: 'final' },
  },
});

describe('toMermaid', () => {
  it('draws states, initial and final states, guards, delays, always, invoke and tags', () => {
    expect(toMermaid(door)).toBe(
      [
        'stateDiagram-v2',
        '  %% door: generated from machines/src by `npm run machines:diagrams`; do not edit.',
        '  state "door" as door',
        '  state door {',
        '    [*] --> door_closed',
        '    state "closed" as door_closed',
        '    state "opened" as door_opened',
        '    door_opened : tags open',
        '    state "locked" as door_locked',
        '    door_locked : invoke alarm',
        '    state "gone" as door_gone',
        '    door_gone --> [*]',
        '    door_closed --> door_opened : open [allowed]',
        '    door_closed --> door_locked : lock',
        '    door_opened --> door_closed : close<br/>after 5000 ms',
        '    door_locked --> door_gone : done alarm<br/>always [allowed]',
        '    door_locked --> door_closed : error alarm',
        '  }',
        '',
      ].join('\n'),
    );
  });

  const nested = createMachine({
    id: 'nested',
    initial: 'form',
    on: { reset: '.form', ping: {} },
    states: {
      form: {
        initial: 'editing',
        invoke: { id: 'inline', src: fromPromise(async () => 1), onDone: 'done' },
        on: { jump: '.sending', '*': {} },
        states: {
          editing: { on: { send: 'sending', quit: '#nested.done', up: '#nested.form' } },
          sending: { after: { wait: 'editing' } },
        },
        onDone: 'done',
      },
      both: {
        type: 'parallel',
        states: {
          left: { initial: 'a', states: { a: { on: { go: '#nested.form.sending' } } } },
          right: {},
        },
      },
      done: { type: 'final' },
    },
  });

  it('keeps every edge inside one composite state and names the real ends', () => {
    const text = toMermaid(nested);
    // editing -> done leaves the form: drawn from form, labelled with the real source.
    expect(text).toContain(
      'nested_form --> nested_done : done<br/>done inline<br/>quit (from form.editing)',
    );
    // A transition into another composite state's child is drawn to that composite state.
    expect(text).toContain('nested_both --> nested_form : go (from both.left.a) (to form.sending)');
    // A state's transition to its own descendant, and targetless ones, are loops.
    expect(text).toContain('nested_form --> nested_form : jump (to form.sending)<br/>any event');
    expect(text).toContain('nested_form_editing --> nested_form_editing : up (to form)');
    // The root's own transitions are loops on the outermost box, outside it.
    expect(text).toMatch(/\n {2}nested --> nested : reset \(to form\)<br\/>ping\n$/);
    expect(text).toContain('after wait');
    expect(text).toContain('state "form (invoke inline)" as nested_form');
  });

  it('names the actor of snapshot events and of hand-written actor events', () => {
    const machine = createMachine({
      id: 'watch',
      invoke: { id: 'child', src: createMachine({}), onSnapshot: {} },
      initial: 'a',
      states: { a: { on: { 'xstate.done.actor.elsewhere': 'b' } }, b: {} },
    });
    const text = toMermaid(machine);
    expect(text).toContain('watch --> watch : snapshot child');
    expect(text).toContain('watch_a --> watch_b : done elsewhere');
  });

  it('separates the regions of a parallel state and gives no initial arrow to them', () => {
    const text = toMermaid(nested);
    const both = text.slice(text.indexOf('state nested_both {'));
    expect(both).toMatch(/state "left" as nested_both_left[\s\S]*\n {6}--\n[\s\S]*state "right"/);
    expect(both.slice(0, both.indexOf('--'))).not.toContain('[*] --> nested_both_left');
  });
});

describe('guardLabel', () => {
  const named = function isOwner() {
    return true;
  };
  it.each([
    ['nothing', undefined, undefined],
    ['allowed', 'allowed', 'allowed'],
    [
      'progressStarted(daily-call-join)',
      { type: 'progressStarted', params: { stage: 'daily-call-join' } },
      'progressStarted(daily-call-join)',
    ],
    ['dynamic', { type: 'dynamic', params: () => ({}) }, 'dynamic'],
    ['nested', { type: 'nested', params: { list: [1] } }, 'nested'],
    ['and(a, not(b))', and(['a', not('b')]), 'and(a, not(b))'],
    ['or(a, c(2))', or(['a', { type: 'c', params: { n: 2 } }]), 'or(a, c(2))'],
    ['stateIn', stateIn('#door.opened'), 'stateIn("#door.opened")'],
    ['a named function', named, 'isOwner'],
    ['an anonymous function', () => true, 'inline guard'],
  ])('labels %s', (_, guard, expected) => {
    expect(guardLabel(guard)).toBe(expected);
  });

  it('drops characters that would end a Mermaid label', () => {
    const machine = createMachine({
      id: 'labels',
      initial: 'a',
      states: { a: { on: { go: { guard: stateIn('#labels.a'), target: 'a' } } } },
    });
    expect(toMermaid(machine)).toContain('labels_a --> labels_a : go [stateIn(labels.a)]');
  });
});
