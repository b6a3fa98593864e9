// The graph walk must be able to fail: these machines hide a state and a transition from it.
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { walkMachine } from './graphWalk.ts';

const machine = setup({
  types: { events: {} as { type: 'go' } | { type: 'back' } | { type: 'jump' } },
}).createMachine({
  id: 'sample',
  initial: 'a',
  states: {
    a: { on: { go: 'b' } },
    b: { on: { back: 'a', jump: 'c' } },
    c: {},
    orphan: {},
  },
});

describe('walkMachine', () => {
  it('reports a state nothing leads to and a transition whose event was never sent', () => {
    const report = walkMachine(machine, {
      events: [{ type: 'go' }, { type: 'back' }],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(report.paths).toBe(2);
    expect(report.unreachedStates).toEqual(['sample.c', 'sample.orphan']);
    expect(report.unreachedTransitions).toEqual(['sample.b --jump#2--> sample.c']);
  });

  it('reports nothing missing when every event is sent, except the orphan', () => {
    const report = walkMachine(machine, {
      events: [{ type: 'go' }, { type: 'back' }, { type: 'jump' }],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual(['sample.orphan']);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
