import { createActor, fromPromise, waitFor, type EventFromLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { callLifecycleMachine, summarizeCall } from '../src/callLifecycle.ts';
import { consentDialogMachine, type StoreEmailOutcome } from '../src/consentDialog.ts';
import {
  selectCall,
  selectWidgetView,
  voiceWidgetMachine,
  type VoiceWidgetInput,
  type VoiceWidgetSnapshot,
} from '../src/voiceWidget.ts';
import { createFakeCallAdapter, said, SDK_CONNECTED, SDK_JOIN_FAILURE } from './fakeCallAdapter.ts';
import { walkMachine } from './graphWalk.ts';

/** What the page renders: the widget's snapshot with the view of its call child. */
const viewOf = (snapshot: VoiceWidgetSnapshot) =>
  selectWidgetView(snapshot, selectCall(snapshot.children.call?.getSnapshot()));

const CONFIG = { publicKey: 'pk-demo', assistantId: 'assistant-demo' };

interface Options {
  config?: Partial<VoiceWidgetInput>;
  storedEmail?: string | null | Error;
  recordSession?: () => Promise<void>;
  storeEmail?: StoreEmailOutcome;
  /** The browser's answer to the microphone request; granted when absent. */
  microphone?: () => Promise<void>;
}

function widget(options: Options = {}) {
  const fake = createFakeCallAdapter();
  const microphoneRequests: number[] = [];
  const sessions: string[] = [];
  const stored = options.storedEmail === undefined ? null : options.storedEmail;
  const machine = voiceWidgetMachine.provide({
    actors: {
      callLifecycle: fake.machine,
      checkStoredEmail: fromPromise(async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      }),
      microphoneAccess: fromPromise(async () => {
        microphoneRequests.push(Date.now());
        if (options.microphone) await options.microphone();
      }),
      recordSession: fromPromise<void, { email: string }>(({ input }) => {
        sessions.push(input.email);
        return options.recordSession?.() ?? Promise.resolve();
      }),
      consentDialog: consentDialogMachine.provide({
        actors: {
          storeEmail: fromPromise(async () => options.storeEmail ?? ('stored' as const)),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ...CONFIG, ...options.config },
  }).start();
  const view = () => viewOf(actor.getSnapshot());
  const dialog = () => actor.getSnapshot().context.consentDialog;
  const ready = () => waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return { ...fake, actor, view, dialog, sessions, ready, microphoneRequests };
}

const starts = (commands: { type: string }[]) => commands.filter((c) => c.type === 'start');

describe('voiceWidget: configuration and loading', () => {
  it.each([
    ['the public key', { publicKey: undefined }],
    ['the assistant id', { assistantId: '  ' }],
  ])('shows the missing-configuration message without %s and ignores triggers', (_, config) => {
    const w = widget({ config });
    expect(w.actor.getSnapshot().value).toBe('unavailable');
    expect(w.view().error).toBe('missingConfig');
    // Like a failed call: the page offers the contact form and the phone instead, no retry.
    expect(w.view()).toMatchObject({ failed: true, retryable: false });
    w.actor.send({ type: 'trigger' });
    expect(w.actor.getSnapshot().value).toBe('unavailable');
    expect(w.commands).toEqual([]);
  });

  it('is loading while it checks for a stored e-mail, and ignores triggers meanwhile', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    expect(w.actor.getSnapshot().value).toBe('loading');
    expect(w.view().loading).toBe(true);
    w.actor.send({ type: 'trigger' });
    await w.ready();
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(w.view().loading).toBe(false);
    expect(w.actor.getSnapshot().context.storedEmail).toBe('anna@example.de');
    expect(w.commands).toEqual([]);
  });

  it('treats an unreadable store as a first visit', async () => {
    const w = widget({ storedEmail: new Error('cookies blocked') });
    await w.ready();
    expect(w.actor.getSnapshot().context.storedEmail).toBeNull();
  });

  it('is one actor tree with the call and the dialog as children', async () => {
    const w = widget();
    await w.ready();
    expect(w.actor.system.get('call')).toBe(w.actor.getSnapshot().children.call);
    expect(w.actor.system.get('consentDialog')).toBe(w.dialog());
  });

  it('reads the call from its child and keeps no copy of it in its context', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    expect(Object.keys(w.actor.getSnapshot().context)).not.toContain('call');
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_CONNECTED);
    w.emit({ type: 'volume-level', volume: 0.4 });
    const child = w.actor.getSnapshot().children.call?.getSnapshot();
    expect(child?.context.volume).toBe(0.4);
    expect(w.view()).toMatchObject({ callActive: true, volume: 0.4 });
  });

  it('shows, without a call child to read, the call as the call machine starts', () => {
    const beforeStart = createActor(callLifecycleMachine).getSnapshot();
    expect(selectCall(undefined)).toEqual(summarizeCall(beforeStart));
    expect(selectCall(undefined)).toMatchObject({ inCall: false, status: null, transcript: [] });
  });

  it('starts with the harmless defaults: no stored e-mail', async () => {
    const actor = createActor(voiceWidgetMachine, { input: CONFIG }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.storedEmail).toBeNull();
  });
});

describe('voiceWidget: trigger', () => {
  it('with a stored e-mail records the session, then starts the call', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'recordingSession' });
    expect(w.view().connecting).toBe(true);
    expect(w.sessions).toEqual(['anna@example.de']);
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(w.commands).toEqual([
      {
        type: 'start',
        options: {
          assistantId: 'assistant-demo',
          assistantOverrides: { variableValues: { language: 'de' }, maxDurationSeconds: 330 },
        },
      },
    ]);
    expect(w.view()).toMatchObject({ connecting: true, status: 'connecting', callActive: false });
  });

  it("tells the assistant the page's language", async () => {
    const w = widget({ storedEmail: 'anna@example.de', config: { language: 'en' } });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(w.commands).toEqual([
      expect.objectContaining({
        options: expect.objectContaining({
          assistantOverrides: expect.objectContaining({ variableValues: { language: 'en' } }),
        }),
      }),
    ]);
  });

  it("sends a page's own demo with the call: its greeting and variables beside the language", async () => {
    const pageOverrides = {
      firstMessage: 'Praxis Dr. Weber, guten Tag!',
      variableValues: { industry: 'Zahnarztpraxis', language: 'fr' },
    };
    const w = widget({ storedEmail: 'anna@example.de', config: { pageOverrides } });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(starts(w.commands)).toEqual([
      {
        type: 'start',
        options: {
          assistantId: 'assistant-demo',
          assistantOverrides: {
            firstMessage: 'Praxis Dr. Weber, guten Tag!',
            // The page's language is the page's, whatever the page's own values say.
            variableValues: { industry: 'Zahnarztpraxis', language: 'de' },
            maxDurationSeconds: 330,
          },
        },
      },
    ]);
  });

  it('starts the call even when recording the session fails', async () => {
    const w = widget({
      storedEmail: 'anna@example.de',
      recordSession: () => Promise.reject(new Error('rpc failed')),
    });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(starts(w.commands)).toHaveLength(1);
  });

  it('without a stored e-mail opens the consent dialog and starts the call after consent', async () => {
    const w = widget();
    await w.ready();
    w.actor.send({ type: 'trigger' });
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'consent' });
    expect(w.dialog().getSnapshot().hasTag('open')).toBe(true);
    w.actor.send({ type: 'trigger' });
    expect(w.commands).toEqual([]);

    w.dialog().send({ type: 'email.change', value: 'Anna@Example.de' });
    w.dialog().send({ type: 'consent.change', checked: true });
    w.dialog().send({ type: 'submit' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(w.actor.getSnapshot().context.storedEmail).toBe('anna@example.de');
    expect(w.dialog().getSnapshot().value).toBe('closed');
    expect(starts(w.commands)).toHaveLength(1);
    expect(w.sessions).toEqual([]);
  });

  it('stays without a call when storing the e-mail fails', async () => {
    const w = widget({ storeEmail: 'failed' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    w.dialog().send({ type: 'email.change', value: 'anna@example.de' });
    w.dialog().send({ type: 'consent.change', checked: true });
    w.dialog().send({ type: 'submit' });
    await waitFor(w.dialog(), (snapshot) => snapshot.context.emailError !== null);
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'consent' });
    expect(w.commands).toEqual([]);
  });

  it('goes back to idle when the dialog is cancelled, and opens it again on the next trigger', async () => {
    const w = widget();
    await w.ready();
    w.actor.send({ type: 'trigger' });
    w.dialog().send({ type: 'close' });
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    w.actor.send({ type: 'trigger' });
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'consent' });
    expect(w.dialog().getSnapshot().hasTag('open')).toBe(true);
  });

  it('ends an active call and is ready again when the call has ended', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_CONNECTED, { type: 'speech-start' });
    w.emit({ type: 'volume-level', volume: 0.6 });
    expect(w.view()).toEqual({
      loading: false,
      inCall: true,
      cardShown: true,
      callActive: true,
      askingMicrophone: false,
      connecting: false,
      orbAction: 'end',
      status: 'assistant-speaking',
      volume: 0.6,
      localVolume: 0,
      muted: false,
      endingSoon: false,
      lastCallSeconds: null,
      error: null,
      retryable: false,
      failed: false,
      transcript: [],
      connectedAt: expect.any(Number),
      maxCallSeconds: 300,
      endedReason: null,
    });
    w.emit({ type: 'speech-end' });
    expect(w.view().status).toBe('listening');
    w.actor.send({ type: 'trigger' });
    expect(w.commands.at(-1)).toEqual({ type: 'stop' });
    expect(w.view().status).toBe('ending');
    w.emit({ type: 'call-end' });
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(w.view()).toMatchObject({
      callActive: false,
      status: null,
      volume: 0,
      connectedAt: null,
      endedReason: 'visitor',
    });
  });

  it('asks to stop a call that is still connecting', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.actor.send({ type: 'trigger' });
    const call = w.actor.system.get('call');
    expect(call?.getSnapshot().context.endRequest).toBe('visitor');
  });

  it('shows the failure and lets the visitor try again', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_JOIN_FAILURE);
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(w.view()).toMatchObject({ error: 'callFailed', failed: true, retryable: true });
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(starts(w.commands)).toHaveLength(2);
    expect(w.view().error).toBeNull();
    expect(w.view().failed).toBe(false);
  });
});

describe('voiceWidget: transcript, time limit and how the call ended', () => {
  it('starts the call with the time limit from its input, Vapi’s own limit a margin later', async () => {
    const w = widget({ storedEmail: 'anna@example.de', config: { maxCallSeconds: 120 } });
    await w.ready();
    expect(w.view().maxCallSeconds).toBe(120);
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(starts(w.commands)).toEqual([
      {
        type: 'start',
        options: {
          assistantId: 'assistant-demo',
          assistantOverrides: { variableValues: { language: 'de' }, maxDurationSeconds: 150 },
        },
      },
    ]);
    expect(w.actor.getSnapshot().children.call?.getSnapshot().context.maxDurationSeconds).toBe(120);
  });

  it('shows the transcript during the call and after it, and how it ended only after it', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_CONNECTED);
    w.emit(said('assistant', 'final', 'Hallo'));
    expect(w.view()).toMatchObject({
      transcript: [{ id: 1, role: 'assistant', text: 'Hallo', final: true }],
      endedReason: null,
    });
    w.emit({ type: 'call-end' });
    expect(w.view()).toMatchObject({
      transcript: [{ text: 'Hallo' }],
      endedReason: 'connectionLost',
      failed: false,
    });
  });
});

describe('voiceWidget: mute and end', () => {
  it('forwards mute toggles to the call', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_CONNECTED);
    w.actor.send({ type: 'mute.toggle' });
    expect(w.view().muted).toBe(true);
    expect(w.commands.at(-1)).toEqual({ type: 'setMuted', muted: true });
    w.actor.send({ type: 'end' });
    expect(w.commands.at(-1)).toEqual({ type: 'stop' });
  });

  it('shows noCall when muting without a call', async () => {
    const w = widget();
    await w.ready();
    w.actor.send({ type: 'mute.toggle' });
    expect(w.view().error).toBe('noCall');
    w.actor.send({ type: 'end' });
    expect(w.commands).toEqual([]);
  });

  it('becomes unavailable when the call child crashes', async () => {
    const fake = createFakeCallAdapter();
    const machine = voiceWidgetMachine.provide({
      actors: {
        callLifecycle: fake.machine.provide({
          actions: {
            startCall: () => {
              throw new Error('call machine broke');
            },
          },
        }),
        checkStoredEmail: fromPromise<string | null>(async () => 'anna@example.de'),
      },
    });
    const actor = createActor(machine, { input: CONFIG }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'trigger' });
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(viewOf(actor.getSnapshot()).error).toBe('unexpected');
    expect(viewOf(actor.getSnapshot()).failed).toBe(true);
  });
});

describe('voiceWidget: the microphone first', () => {
  const refused = (name: string) => async () => {
    throw Object.assign(new Error(`${name}: the browser says no`), { name });
  };
  /** A returning visitor whose browser asks for the microphone until `grant()`. */
  function askedUntilGranted() {
    let grant = () => {};
    const w = widget({
      storedEmail: 'anna@example.de',
      microphone: () => new Promise<void>((resolve) => (grant = resolve)),
    });
    return { w, grant: () => grant() };
  }

  it('asks for the microphone before the call is created, and starts once it is granted', async () => {
    const { w, grant } = askedUntilGranted();
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.hasTag('askingMicrophone'));
    expect(w.view()).toMatchObject({ askingMicrophone: true, inCall: true, orbAction: 'cancel' });
    expect(starts(w.commands)).toEqual([]);
    grant();
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(starts(w.commands)).toHaveLength(1);
  });

  it.each([
    ['NotAllowedError', 'microphoneDenied'],
    ['NotFoundError', 'microphoneMissing'],
  ] as const)('creates no call when the browser answers %s, and says %s', async (name, code) => {
    const w = widget({ storedEmail: 'anna@example.de', microphone: refused(name) });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'idle' }) && w.view().failed);
    expect(starts(w.commands)).toEqual([]);
    expect(w.view()).toMatchObject({
      error: code,
      failed: true,
      inCall: false,
      orbAction: 'start',
      // Allowed or plugged in, the microphone may answer the next attempt.
      retryable: true,
    });
  });

  it('a trigger while the browser asks cancels: no call, no error, and its late answer is ignored', async () => {
    const { w, grant } = askedUntilGranted();
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.hasTag('askingMicrophone'));
    w.actor.send({ type: 'trigger' });
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    grant();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(starts(w.commands)).toEqual([]);
    // The page says so, and offers to try again.
    expect(w.view()).toMatchObject({
      error: null,
      failed: false,
      endedReason: 'cancelled',
      retryable: true,
    });
  });

  it('a cancel at the microphone speaks for itself, not for the call before it', async () => {
    let answer: () => Promise<void> = async () => undefined;
    const w = widget({ storedEmail: 'anna@example.de', microphone: () => answer() });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_CONNECTED);
    w.emit(said('assistant', 'final', 'Hallo'));
    w.actor.send({ type: 'trigger' });
    w.emit({ type: 'call-end' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(w.view()).toMatchObject({ endedReason: 'visitor', retryable: false });
    answer = () => new Promise<void>(() => {});
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.hasTag('askingMicrophone'));
    w.actor.send({ type: 'trigger' });
    expect(w.view()).toMatchObject({
      endedReason: 'cancelled',
      lastCallSeconds: null,
      transcript: [],
      cardShown: true,
    });
    // Closed by the visitor; the next attempt opens it again.
    w.actor.send({ type: 'outcome.close' });
    expect(w.view().cardShown).toBe(false);
    w.actor.send({ type: 'trigger' });
    expect(w.view().cardShown).toBe(true);
  });

  it('hides the last failure while a new attempt runs: one message at a time', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    w.emit(...SDK_CONNECTED);
    w.emit({ type: 'error', error: { type: 'daily-error', message: 'gone' } });
    expect(w.view()).toMatchObject({ error: 'callFailed', failed: true, endedReason: null });
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.matches({ ready: 'inCall' }));
    expect(w.view()).toMatchObject({ error: null, failed: false, orbAction: 'cancel' });
  });
});

describe('voiceWidget: writing instead of talking', () => {
  it('opens the written conversation for a returning visitor, with the call’s time limit', async () => {
    const w = widget({ storedEmail: 'anna@example.de', config: { maxCallSeconds: 90 } });
    await w.ready();
    w.actor.send({ type: 'chat.open' });
    const chat = w.actor.getSnapshot().context.chat.getSnapshot();
    expect(chat.hasTag('open')).toBe(true);
    expect(chat.context.maxSeconds).toBe(90);
    expect(starts(w.commands)).toEqual([]);
    expect(w.microphoneRequests).toEqual([]);
  });

  it('asks for consent first on a first visit, then opens it instead of a call', async () => {
    const w = widget();
    await w.ready();
    w.actor.send({ type: 'chat.open' });
    expect(w.dialog().getSnapshot().hasTag('open')).toBe(true);
    w.dialog().send({ type: 'email.change', value: 'anna@example.de' });
    w.dialog().send({ type: 'consent.change', checked: true });
    w.dialog().send({ type: 'submit' });
    await waitFor(w.actor, (snapshot) => snapshot.context.chat.getSnapshot().hasTag('open'));
    expect(w.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(w.microphoneRequests).toEqual([]);
    expect(starts(w.commands)).toEqual([]);
  });

  it('a call replaces the end card of a written conversation, and writing anew starts afresh', async () => {
    const w = widget({ storedEmail: 'anna@example.de' });
    await w.ready();
    w.actor.send({ type: 'chat.open' });
    const chat = w.actor.getSnapshot().context.chat;
    chat.send({ type: 'end' });
    expect(chat.getSnapshot().hasTag('ended')).toBe(true);
    w.actor.send({ type: 'chat.open' });
    expect(chat.getSnapshot().hasTag('open')).toBe(true);
    chat.send({ type: 'end' });
    w.actor.send({ type: 'trigger' });
    await waitFor(w.actor, (snapshot) => snapshot.hasTag('askingMicrophone') || w.view().inCall);
    expect(chat.getSnapshot().value).toBe('closed');
  });
});

describe('voiceWidget: graph', () => {
  it('reaches every state and transition on paths generated with xstate/graph', () => {
    const pending = () => new Promise<never>(() => undefined);
    const fake = createFakeCallAdapter();
    const machine = voiceWidgetMachine.provide({
      actors: {
        callLifecycle: fake.machine,
        checkStoredEmail: fromPromise<string | null>(pending),
        recordSession: fromPromise<void, { email: string }>(pending),
        microphoneAccess: fromPromise<void>(pending),
      },
    });
    const idleCall = createActor(fake.machine);
    const events = [
      { type: 'trigger' },
      { type: 'chat.open' },
      { type: 'mute.toggle' },
      { type: 'end' },
      { type: 'outcome.close' },
      { type: 'call.settled' },
      { type: 'consent.granted', email: 'anna@example.de' },
      { type: 'consent.dismissed' },
      { type: 'xstate.done.actor.checkStoredEmail', output: 'anna@example.de' },
      { type: 'xstate.done.actor.checkStoredEmail', output: null },
      { type: 'xstate.error.actor.checkStoredEmail', error: new Error('x') },
      { type: 'xstate.done.actor.recordSession', output: undefined },
      { type: 'xstate.error.actor.recordSession', error: new Error('x') },
      { type: 'xstate.done.actor.microphoneAccess', output: undefined },
      { type: 'xstate.error.actor.microphoneAccess', error: new Error('x') },
      { type: 'xstate.error.actor.consentEvents', error: new Error('x') },
      { type: 'xstate.error.actor.call', error: new Error('x') },
      { type: 'xstate.snapshot.call', snapshot: idleCall.getSnapshot() },
    ] as EventFromLogic<typeof voiceWidgetMachine>[];
    const serializeState = (snapshot: ReturnType<typeof machine.transition>) =>
      JSON.stringify([snapshot.value, snapshot.context.storedEmail, snapshot.context.intent]);
    const configured = walkMachine(machine, {
      input: CONFIG,
      events,
      serializeState,
    });
    const unconfigured = walkMachine(machine, {
      input: {},
      events,
      serializeState,
    });
    expect([...configured.mismatches, ...unconfigured.mismatches]).toEqual([]);
    const both = (a: string[], b: string[]) => a.filter((item) => b.includes(item));
    expect(both(configured.unreachedStates, unconfigured.unreachedStates)).toEqual([]);
    expect(both(configured.unreachedTransitions, unconfigured.unreachedTransitions)).toEqual([]);
  });
});
