import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { statsCarouselMachine, type StatsCarouselInput } from '../src/statsCarousel.ts';
import { walkMachine } from './graphWalk.ts';

function start(input: StatsCarouselInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(statsCarouselMachine, { input, clock });
  actor.start();
  return { actor, clock };
}

describe('statsCarousel', () => {
  it('starts on card 0 of 4, unlocked', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ index: 0, count: 4 });
  });

  it('moves forward and wraps around 0..3 with a 1200 ms lock between moves', () => {
    const { actor, clock } = start();
    const indexes: number[] = [];
    for (let move = 0; move < 5; move += 1) {
      actor.send({ type: 'next' });
      indexes.push(actor.getSnapshot().context.index);
      expect(actor.getSnapshot().hasTag('locked')).toBe(true);
      clock.increment(1200);
      expect(actor.getSnapshot().value).toBe('ready');
    }
    expect(indexes).toEqual([1, 2, 3, 0, 1]);
  });

  it('moves backward from 0 to 3', () => {
    const { actor } = start();
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('ignores moves during the lock and accepts them right after it', () => {
    const { actor, clock } = start();
    actor.send({ type: 'next' });
    clock.increment(1199);
    actor.send({ type: 'next' });
    actor.send({ type: 'previous' });
    actor.send({ type: 'wheel', deltaY: 100, width: 1024 });
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(1);
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it.each([
    { deltaY: 120, width: 1024, index: 1 },
    { deltaY: -120, width: 1024, index: 3 },
    { deltaY: 0, width: 1024, index: 0 },
    { deltaY: 120, width: 768, index: 0 },
    { deltaY: -120, width: 375, index: 0 },
    { deltaY: 120, width: 769, index: 1 },
  ])('wheel deltaY $deltaY at width $width leads to card $index', ({ deltaY, width, index }) => {
    const { actor } = start();
    actor.send({ type: 'wheel', deltaY, width });
    expect(actor.getSnapshot().context.index).toBe(index);
    expect(actor.getSnapshot().hasTag('locked')).toBe(index !== 0);
  });

  it('lets the web app decide when the wheel counts (provided guard)', () => {
    const machine = statsCarouselMachine.provide({ guards: { wheelEnabled: () => true } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'wheel', deltaY: 50, width: 320 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('takes the lock length from the named delay', () => {
    const clock = new SimulatedClock();
    const machine = statsCarouselMachine.provide({ delays: { lock: 10 } });
    const actor = createActor(machine, { input: {}, clock }).start();
    actor.send({ type: 'next' });
    clock.increment(10);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it.each([
    { count: 6, expected: 6 },
    { count: 2.7, expected: 2 },
    { count: 0, expected: 4 },
    { count: Number.NaN, expected: 4 },
  ])('uses $expected cards for input count $count', ({ count, expected }) => {
    const { actor } = start({ count });
    expect(actor.getSnapshot().context.count).toBe(expected);
    actor.send({ type: 'previous' });
    expect(actor.getSnapshot().context.index).toBe(expected - 1);
  });

  it('reaches every state and transition on paths generated with xstate/graph', () => {
    const report = walkMachine(statsCarouselMachine, {
      input: {},
      events: [
        { type: 'next' },
        { type: 'previous' },
        { type: 'wheel', deltaY: 100, width: 1280 },
        { type: 'wheel', deltaY: -100, width: 1280 },
        { type: 'wheel', deltaY: 100, width: 600 },
        { type: 'xstate.after.lock.statsCarousel.locked' } as never,
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
    });
    expect(report.paths).toBe(8);
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
