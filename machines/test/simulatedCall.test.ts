import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallAdapter } from '../src/callAdapter.ts';
import { callLifecycleMachine } from '../src/callLifecycle.ts';
import type { SimulatedOutcome } from '../src/callFailures.ts';
import { createSimulatedCallAdapter } from '../src/simulatedCall.ts';
import {
  selectCall,
  selectWidgetView,
  voiceWidgetMachine,
  type PageAssistantOverrides,
} from '../src/voiceWidget.ts';

// The simulated call of development drives the real machines through a whole call.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function simulatedWidget(
  outcome: SimulatedOutcome | null = null,
  language = 'de',
  pageOverrides?: PageAssistantOverrides,
) {
  const machine = voiceWidgetMachine.provide({
    actors: {
      callLifecycle: callLifecycleMachine.provide({
        actors: {
          callAdapter: fromCallAdapter(createSimulatedCallAdapter({ outcome: () => outcome })),
        },
      }),
      checkStoredEmail: fromPromise<string | null>(async () => 'anna@example.de'),
    },
  });
  const actor = createActor(machine, {
    input: {
      publicKey: 'simulated',
      assistantId: 'simulated',
      language,
      maxCallSeconds: 60,
      pageOverrides,
    },
  }).start();
  await vi.advanceTimersByTimeAsync(0);
  const view = () => {
    const snapshot = actor.getSnapshot();
    return selectWidgetView(snapshot, selectCall(snapshot.children.call?.getSnapshot()));
  };
  /** The widget's view at each moment `ms` apart, until `until` ms. */
  const watch = async (until: number, every = 100) => {
    const seen: string[] = [];
    for (let ms = 0; ms <= until; ms += every) {
      const { status, callActive, inCall } = view();
      const now = inCall ? `${callActive ? 'active' : 'starting'}:${status}` : 'idle';
      if (seen.at(-1) !== now) seen.push(now);
      await vi.advanceTimersByTimeAsync(every);
    }
    return seen;
  };
  return { actor, view, watch };
}

describe('simulated call', () => {
  it('connects, lets the assistant and the visitor speak in turn, and ends when hung up', async () => {
    const w = await simulatedWidget();
    w.actor.send({ type: 'trigger' });
    const seen = await w.watch(16_000);
    expect(seen).toEqual([
      'starting:connecting',
      'active:listening',
      'active:assistant-speaking',
      'active:listening',
      'active:assistant-speaking',
      'active:listening',
      'active:assistant-speaking',
      'active:listening',
    ]);
    expect(w.view().transcript.map(({ role, final }) => `${role}:${final}`)).toEqual([
      'assistant:true',
      'user:true',
      'assistant:true',
      'user:true',
      'assistant:true',
    ]);
    w.actor.send({ type: 'mute.toggle' });
    await vi.advanceTimersByTimeAsync(0);
    expect(w.view().muted).toBe(true);
    w.actor.send({ type: 'trigger' });
    await vi.advanceTimersByTimeAsync(0);
    expect(w.view().status).toBe('ending');
    await vi.advanceTimersByTimeAsync(500);
    expect(w.view()).toMatchObject({ inCall: false, endedReason: 'visitor', cardShown: true });
  });

  it('speaks the language the start asks for', async () => {
    const w = await simulatedWidget(null, 'en');
    w.actor.send({ type: 'trigger' });
    await vi.advanceTimersByTimeAsync(4000);
    expect(w.view().transcript[0]?.text).toMatch(/^Hello/);
  });

  it("greets with the page's own greeting, then goes on as ever", async () => {
    const w = await simulatedWidget(null, 'de', { firstMessage: 'Praxis Dr. Weber, guten Tag!' });
    w.actor.send({ type: 'trigger' });
    await vi.advanceTimersByTimeAsync(7000);
    expect(w.view().transcript.map(({ text }) => text)).toEqual([
      'Praxis Dr. Weber, guten Tag!',
      'Ich möchte einen Termin vereinbaren.',
    ]);
  });

  it.each([
    ['callFailed', { error: 'callFailed', retryable: true }],
    ['demoUnavailable', { error: 'demoUnavailable', retryable: false }],
    ['offline', { error: 'offline', retryable: true }],
    ['startTimedOut', { error: 'startTimedOut', retryable: true }],
    ['assistant', { endedReason: 'assistant', error: null }],
    ['silence', { endedReason: 'silence', error: null, retryable: true }],
    ['timeLimit', { endedReason: 'timeLimit', error: null }],
    ['assistantProblem', { endedReason: 'assistantProblem', retryable: true }],
    ['connectionLost', { endedReason: 'connectionLost', retryable: true }],
  ] as const)('%s: the machines report it as a real call would', async (outcome, expected) => {
    const w = await simulatedWidget(outcome);
    w.actor.send({ type: 'trigger' });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(w.view()).toMatchObject({ inCall: false, ...expected });
  });
});
