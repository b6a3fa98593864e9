import { selectCall, selectWidgetView, voiceWidgetMachine } from '@site/machines/voiceWidget';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { viewBeforeUse } from '../src/features/voice/viewBeforeUse';

// The demo shows viewBeforeUse until its code has loaded on first use: these are the views the
// widget machine itself renders at those moments, which the hand-written one must equal.

const MAX_CALL_SECONDS = 300;
const input = (configured: boolean) => ({
  publicKey: configured ? 'pk-demo' : '',
  assistantId: configured ? 'assistant-demo' : '',
  language: 'de',
  maxCallSeconds: MAX_CALL_SECONDS,
  pageOverrides: {},
});

function widget(configured: boolean) {
  // The stored address is read once the widget is asked: held here until the test lets it go.
  let answer = (_email: string | null) => {};
  const machine = voiceWidgetMachine.provide({
    actors: {
      checkStoredEmail: fromPromise(
        () => new Promise<string | null>((resolve) => (answer = resolve)),
      ),
    },
  });
  const actor = createActor(machine, { input: input(configured) });
  const view = () => {
    const snapshot = actor.getSnapshot();
    const call = snapshot.children.call as AnyActorRef | undefined;
    return selectWidgetView(snapshot, selectCall(call?.getSnapshot()));
  };
  return { actor, view, answer: (email: string | null) => answer(email) };
}

describe('the voice demo before its code has loaded', () => {
  it('shows, while the page hydrates, what the prerender of a configured widget shows: loading', () => {
    const { actor, view } = widget(true);
    expect(viewBeforeUse(true, false, MAX_CALL_SECONDS)).toEqual(view());
    expect(view().loading).toBe(true);
    actor.stop();
  });

  it('shows, once hydrated, the configured widget ready and idle', async () => {
    const { actor, view, answer } = widget(true);
    actor.start();
    answer(null);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(viewBeforeUse(true, true, MAX_CALL_SECONDS)).toEqual(view());
    expect(viewBeforeUse(true, true, MAX_CALL_SECONDS)).not.toEqual(
      viewBeforeUse(true, false, MAX_CALL_SECONDS),
    );
    actor.stop();
  });

  it('shows, without Vapi, the missing configuration before and after hydration', () => {
    const { actor, view } = widget(false);
    expect(viewBeforeUse(false, false, MAX_CALL_SECONDS)).toEqual(view());
    actor.start();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(viewBeforeUse(false, true, MAX_CALL_SECONDS)).toEqual(view());
    actor.stop();
  });
});
