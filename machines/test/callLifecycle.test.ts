import { createActor, SimulatedClock, type EventFromLogic } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALL_START_STAGES,
  fromCallAdapter,
  OFFLINE_ERROR,
  type CallAdapter,
} from '../src/callAdapter.ts';
import { describeError, mayTryAgain, serverReasonFor } from '../src/callFailures.ts';
import {
  callLifecycleMachine,
  clampVolume,
  DEFAULT_MAX_CALL_SECONDS,
  endedReasonFromServer,
  hasCallTarget,
  maxCallSeconds,
  summarizeCall,
  type CallLifecycleEmitted,
} from '../src/callLifecycle.ts';
import {
  createFakeCallAdapter,
  progress,
  refusedWebCall,
  said,
  SDK_CONNECTED,
  SDK_JOIN_FAILURE,
  SDK_SUCCESSFUL_START,
  serverEnded,
} from './fakeCallAdapter.ts';
import { walkMachine } from './graphWalk.ts';

const START = { type: 'start', options: { assistantId: 'demo-assistant' } } as const;

function startMachine(overrides: Partial<CallAdapter> = {}) {
  const fake = createFakeCallAdapter(overrides);
  const clock = new SimulatedClock();
  const actor = createActor(fake.machine, { clock });
  const emitted: CallLifecycleEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { ...fake, actor, clock, emitted, value, context };
}

/** Started, connected and listening. */
function activeCall() {
  const call = startMachine();
  call.actor.send(START);
  call.emit(...SDK_CONNECTED);
  return call;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('callLifecycle: adapter', () => {
  it('subscribes when the machine starts, before any start(), and unsubscribes when stopped', () => {
    const call = startMachine();
    expect(call.listenerCount()).toBe(1);
    expect(call.commands).toEqual([]);
    call.actor.stop();
    expect(call.listenerCount()).toBe(0);
  });

  it('starts the call through the adapter with the creation payload, without waiting', () => {
    const call = startMachine();
    call.actor.send({
      type: 'start',
      options: { assistantId: 'demo-assistant', assistantOverrides: { firstMessage: 'Hallo' } },
    });
    expect(call.commands).toEqual([
      {
        type: 'start',
        options: { assistantId: 'demo-assistant', assistantOverrides: { firstMessage: 'Hallo' } },
      },
    ]);
    expect(call.value()).toEqual({ starting: 'initialization' });
    expect(call.actor.getSnapshot().hasTag('connecting')).toBe(true);
  });

  it('fails a start when no callAdapter is provided, instead of pretending to connect', () => {
    const actor = createActor(callLifecycleMachine).start();
    actor.send(START);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      stage: 'initialization',
      type: 'start-method-error',
      code: 'callFailed',
      detail: 'callAdapter is not provided',
    });
  });

  it('fails when the adapter cannot subscribe', () => {
    const call = startMachine({
      subscribe: () => {
        throw new Error('SDK missing');
      },
    });
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toMatchObject({
      stage: 'initialization',
      type: 'start-method-error',
      code: 'callFailed',
      detail: 'SDK missing',
    });
  });

  it('turns a throwing start() into a failed start', () => {
    const call = startMachine({
      start: () => {
        throw new TypeError('vapi.start is not a function');
      },
    });
    call.actor.send(START);
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toMatchObject({
      stage: 'initialization',
      type: 'start-method-error',
      code: 'callFailed',
      detail: 'vapi.start is not a function',
    });
  });

  it('keeps the call when setMuted() throws and records a warning', () => {
    const call = startMachine({
      setMuted: () => {
        throw new Error('no local audio');
      },
    });
    call.actor.send(START);
    call.emit(...SDK_CONNECTED);
    call.actor.send({ type: 'mute.toggle' });
    expect(call.value()).toEqual({ active: 'listening' });
    expect(call.context().warning).toEqual({
      type: 'adapter-command-error',
      message: 'no local audio',
    });
  });
});

describe('callLifecycle: start stages', () => {
  it('enters each stage when it starts and leaves it when it completes', () => {
    const call = startMachine();
    call.actor.send(START);
    const seen = SDK_SUCCESSFUL_START.slice(0, -1).map((event) => {
      call.emit(event);
      return JSON.stringify(call.value());
    });
    expect(seen).toEqual([
      '{"starting":"initialization"}',
      '{"starting":"web-call-creation"}',
      '{"starting":"betweenStages"}',
      '{"starting":"daily-call-object-creation"}',
      '{"starting":"betweenStages"}',
      '{"starting":"mobile-permissions"}',
      '{"starting":"betweenStages"}',
      '{"starting":"daily-call-join"}',
      '{"starting":"betweenStages"}',
      '{"starting":"betweenStages"}',
      '{"starting":"audio-observer-setup"}',
      '{"starting":"betweenStages"}',
      '{"starting":"audio-processing-setup"}',
      '{"starting":"betweenStages"}',
    ]);
    expect(call.context().stage).toBe('audio-processing-setup');
  });

  it.each(CALL_START_STAGES)('has a state for the stage %s', (stage) => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress(stage, 'started'));
    expect(call.value()).toEqual({ starting: stage });
    expect(call.context().stage).toBe(stage);
  });

  it('ignores progress of stages it does not know', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('web-call-creation', 'started'));
    call.emit(progress('validation', 'failed'), progress('video-recording-started', 'completed'));
    expect(call.value()).toEqual({ starting: 'web-call-creation' });
  });

  it('connects on call-start-success and becomes active when the remote side says listening', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START);
    expect(call.value()).toBe('connecting');
    expect(summarizeCall(call.actor.getSnapshot()).status).toBe('connecting');
    call.emit({ type: 'call-start' });
    expect(call.value()).toEqual({ active: 'listening' });
    expect(summarizeCall(call.actor.getSnapshot())).toEqual({
      inCall: true,
      active: true,
      connecting: false,
      status: 'listening',
      volume: 0,
      localVolume: 0,
      muted: false,
      error: null,
      failed: false,
      transcript: [],
      connectedAt: expect.any(Number),
      maxDurationSeconds: 300,
      endingSoon: false,
      lastCallSeconds: null,
      endedReason: null,
    });
  });

  it('goes on after a nonfatal stage failure (video recording is optional)', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(
      progress('daily-call-join', 'started'),
      progress('daily-call-join', 'completed'),
      progress('video-recording-setup', 'started'),
      progress('video-recording-setup', 'failed', { metadata: { error: 'no recording' } }),
      { type: 'error', error: { type: 'video-recording-setup-error' } },
      progress('audio-observer-setup', 'started'),
    );
    expect(call.context().stageFailure).toBeNull();
    call.emit({ type: 'call-start-success' });
    expect(call.value()).toBe('connecting');
    expect(call.context().failure).toBeNull();
  });
});

describe('callLifecycle: failures', () => {
  it('fails at daily-call-join with its error type, timestamp and duration', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_JOIN_FAILURE);
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toEqual({
      stage: 'daily-call-join',
      type: 'daily-call-join-error',
      code: 'callFailed',
      detail: 'Failed to load call object bundle.',
      timestamp: '2026-01-02T10:00:06.100Z',
      duration: 6012,
    });
    expect(call.emitted.filter((event) => event.type === 'call-failed')).toHaveLength(1);
    expect(summarizeCall(call.actor.getSnapshot()).error).toBe('callFailed');
  });

  it.each([
    ['a DOMException', { name: 'NotAllowedError', message: 'NotAllowedError: Permission denied' }],
    ["Daily's words", { type: 'daily-error', error: { msg: 'Permission denied' } }],
  ])('names a refused microphone in %s microphoneDenied', (_, error) => {
    const call = activeCall();
    call.emit({ type: 'error', error });
    expect(call.context().failure?.code).toBe('microphoneDenied');
    expect(summarizeCall(call.actor.getSnapshot()).error).toBe('microphoneDenied');
  });

  it.each([
    [401, 'demoUnavailable'],
    [403, 'demoUnavailable'],
    [404, 'demoUnavailable'],
    [402, 'callFailed'],
    [429, 'callFailed'],
    [500, 'callFailed'],
    [503, 'callFailed'],
  ] as const)('names a web call Vapi answers with %s %s', (status, code) => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('initialization', 'started'), progress('web-call-creation', 'started'));
    call.emit(...refusedWebCall(status));
    expect(call.value()).toBe('failed');
    expect(call.context().failure?.code).toBe(code);
    expect(mayTryAgain(code, null)).toBe(code === 'callFailed');
  });

  it.each([
    ['an unreachable API', new TypeError('Failed to fetch'), 'callFailed'],
    ["Daily's call machine that never loaded", 'Failed to load call object bundle.', 'callFailed'],
    ['an error while offline', { type: OFFLINE_ERROR, message: 'Failed to fetch' }, 'offline'],
    [
      'a missing microphone',
      { name: 'NotFoundError', message: 'Requested device not found' },
      'microphoneMissing',
    ],
  ] as const)('names %s %s', (_, error, code) => {
    const call = startMachine();
    call.actor.send(START);
    call.emit({ type: 'error', error }, { type: 'call-start-failed', stage: 'unknown', error });
    expect(call.context().failure?.code).toBe(code);
  });

  it('fails at daily-call-object-creation with its error type', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(
      progress('daily-call-object-creation', 'started'),
      progress('daily-call-object-creation', 'failed', {
        duration: 3,
        metadata: { error: 'Duplicate DailyIframe instances are not allowed' },
      }),
      { type: 'call-start-failed', stage: 'unknown', error: {} },
    );
    expect(call.context().failure).toMatchObject({
      stage: 'daily-call-object-creation',
      type: 'daily-call-object-creation-error',
      code: 'callFailed',
      detail: 'Duplicate DailyIframe instances are not allowed',
      duration: 3,
    });
    expect(call.context().failure?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('fails during web-call-creation with start-method-error (the SDK only throws)', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('initialization', 'started'), progress('web-call-creation', 'started'), {
      type: 'call-start-failed',
      stage: 'unknown',
      error: 'Unauthorized',
      totalDuration: 210,
    });
    expect(call.context().failure).toMatchObject({
      stage: 'web-call-creation',
      type: 'start-method-error',
      code: 'callFailed',
      detail: 'Unauthorized',
      duration: 210,
    });
  });

  it('fails with the stage it was in when call-start-failed comes first', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit({ type: 'call-start-failed', stage: 'unknown', error: 'boom' });
    expect(call.context().failure).toMatchObject({
      stage: 'initialization',
      type: 'start-method-error',
      code: 'callFailed',
      detail: 'boom',
      duration: null,
    });
  });

  it('refuses a start without assistant, squad or workflow', () => {
    const call = startMachine();
    call.actor.send({ type: 'start', options: { assistantOverrides: { x: 1 } } });
    expect(call.value()).toBe('failed');
    expect(call.commands).toEqual([]);
    expect(call.context().failure).toMatchObject({
      stage: 'input-validation',
      type: 'validation-error',
      code: 'missingTarget',
      detail: null,
    });
    call.actor.send({ type: 'start', options: {} });
    expect(call.value()).toBe('failed');
    expect(call.emitted.filter((event) => event.type === 'call-failed')).toHaveLength(2);
  });

  it('starts again from failed', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_JOIN_FAILURE);
    call.actor.send(START);
    expect(call.value()).toEqual({ starting: 'initialization' });
    expect(call.context().failure).toBeNull();
    expect(call.commands.filter((command) => command.type === 'start')).toHaveLength(2);
  });

  it('fails after startTimeout when the start never settles, and stops the call', () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T10:00:00.000Z'), toFake: ['Date'] });
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('daily-call-join', 'started'));
    call.clock.increment(29_999);
    expect(call.value()).toEqual({ starting: 'daily-call-join' });
    vi.setSystemTime(new Date('2026-01-02T10:00:30.000Z'));
    call.clock.increment(1);
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toEqual({
      stage: 'daily-call-join',
      type: 'start-method-error',
      code: 'startTimedOut',
      detail: null,
      timestamp: '2026-01-02T10:00:30.000Z',
      duration: 30_000,
    });
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
  });

  it('fails after startTimeout when the remote side never says listening', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START);
    call.clock.increment(30_000);
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toMatchObject({
      stage: 'connecting',
      type: 'start-method-error',
    });
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
  });

  it('uses the provided startTimeout', () => {
    const fake = createFakeCallAdapter();
    const clock = new SimulatedClock();
    const machine = fake.machine.provide({ delays: { startTimeout: 50 } });
    const actor = createActor(machine, { clock }).start();
    actor.send(START);
    clock.increment(50);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('stops the call and fails on a fatal error without call-end', () => {
    const call = activeCall();
    call.actor.send({ type: 'mute.toggle' });
    call.emit({ type: 'error', error: { type: 'daily-error', error: { errorMsg: 'ejected' } } });
    expect(call.context().muted).toBe(false);
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toMatchObject({
      stage: 'in-call',
      type: 'call-error',
      code: 'callFailed',
      detail: 'ejected',
    });
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    call.emit({ type: 'call-end' }, { type: 'speech-start' }, { type: 'volume-level', volume: 1 });
    expect(call.value()).toBe('failed');
    expect(call.context().volume).toBe(0);
  });

  it('fails while connecting on a fatal error', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START, { type: 'error', error: 'Meeting has ended' });
    expect(call.context().failure).toMatchObject({ stage: 'connecting', type: 'call-error' });
  });

  it.each(['audio-processing-setup-error', 'audio-processor-recovery-error', 'audio-start-failed'])(
    'keeps the call on the nonfatal error %s',
    (type) => {
      const call = activeCall();
      call.emit({ type: 'error', error: { type, error: { message: 'KrispInitError: Canceled' } } });
      expect(call.value()).toEqual({ active: 'listening' });
      expect(call.context().warning).toEqual({ type, message: 'KrispInitError: Canceled' });
      expect(call.commands.filter((command) => command.type === 'stop')).toEqual([]);
    },
  );

  it('keeps a connecting call on a nonfatal error', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START, {
      type: 'error',
      error: { type: 'audio-processing-setup-error' },
    });
    expect(call.value()).toBe('connecting');
  });
});

describe('callLifecycle: a second start', () => {
  it.each([
    ['starting', [] as EventFromLogic<typeof callLifecycleMachine>[]],
    ['connecting', SDK_SUCCESSFUL_START],
    ['active', SDK_CONNECTED],
  ])('is ignored while %s and reported as validation failure already-started', (_, events) => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...(events as Parameters<typeof call.emit>));
    const before = call.actor.getSnapshot().value;
    call.actor.send(START);
    expect(call.value()).toEqual(before);
    expect(call.commands.filter((command) => command.type === 'start')).toHaveLength(1);
    expect(call.emitted).toContainEqual({ type: 'validation-failure', reason: 'already-started' });
  });

  it('is ignored while ending', () => {
    const call = activeCall();
    call.actor.send({ type: 'stop' });
    call.actor.send(START);
    expect(call.value()).toBe('ending');
    expect(call.emitted.at(-1)).toEqual({ type: 'validation-failure', reason: 'already-started' });
  });
});

describe('callLifecycle: the running call', () => {
  it('knows when the assistant speaks', () => {
    const call = activeCall();
    call.emit({ type: 'speech-start' });
    expect(call.value()).toEqual({ active: 'speaking' });
    expect(summarizeCall(call.actor.getSnapshot()).status).toBe('assistant-speaking');
    call.emit({ type: 'speech-end' });
    expect(call.value()).toEqual({ active: 'listening' });
  });

  it.each([
    [0.42, 0.42],
    [1.7, 1],
    [-0.2, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('keeps the volume %s as %s', (volume, expected) => {
    const call = activeCall();
    call.emit({ type: 'volume-level', volume });
    expect(call.context().volume).toBe(expected);
  });

  it('follows the visitor’s microphone level while active, and shows none while muted', () => {
    const call = activeCall();
    const level = () => call.context().localVolume;
    call.emit({ type: 'local-volume-level', volume: 0.35 });
    expect(level()).toBe(0.35);
    call.emit({ type: 'local-volume-level', volume: 7 });
    expect(level()).toBe(1);
    call.actor.send({ type: 'mute.toggle' });
    expect(level()).toBe(0);
    call.emit({ type: 'local-volume-level', volume: 0.5 });
    expect(level()).toBe(0);
    call.actor.send({ type: 'mute.toggle' });
    call.emit({ type: 'local-volume-level', volume: 0.5 });
    expect(level()).toBe(0.5);
    call.actor.send({ type: 'stop' });
    expect(level()).toBe(0);
  });

  it('mutes and unmutes through the adapter', () => {
    const call = activeCall();
    call.actor.send({ type: 'mute.toggle' });
    expect(call.context().muted).toBe(true);
    call.actor.send({ type: 'mute.set', muted: false });
    call.actor.send({ type: 'mute.set', muted: true });
    expect(call.commands.filter((command) => command.type === 'setMuted')).toEqual([
      { type: 'setMuted', muted: true },
      { type: 'setMuted', muted: false },
      { type: 'setMuted', muted: true },
    ]);
    expect(summarizeCall(call.actor.getSnapshot()).muted).toBe(true);
  });

  it('mutes while connecting', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START);
    call.actor.send({ type: 'mute.set', muted: true });
    expect(call.commands.at(-1)).toEqual({ type: 'setMuted', muted: true });
  });

  it.each([
    ['idle', () => startMachine()],
    [
      'starting',
      () => {
        const call = startMachine();
        call.actor.send(START);
        return call;
      },
    ],
  ])('says noCall when muting while %s', (_, setUp) => {
    const call = setUp();
    call.actor.send({ type: 'mute.toggle' });
    expect(call.context().muteError).toBe('noCall');
    expect(summarizeCall(call.actor.getSnapshot()).error).toBe('noCall');
    expect(call.commands.filter((command) => command.type === 'setMuted')).toEqual([]);
    call.actor.send({ type: 'mute.set', muted: true });
    expect(call.context().muted).toBe(false);
  });

  it('passes messages on', () => {
    const call = activeCall();
    const transcript = { type: 'transcript', role: 'assistant', transcript: 'Guten Tag' };
    call.emit({ type: 'message', message: transcript }, { type: 'message', message: 'text' });
    expect(call.emitted.filter((event) => event.type === 'message')).toEqual([
      { type: 'message', message: transcript },
      { type: 'message', message: 'text' },
    ]);
  });
});

describe('callLifecycle: ending', () => {
  it('stops, ends on call-end and announces one status-update', () => {
    const call = activeCall();
    call.emit({ type: 'volume-level', volume: 0.5 });
    call.actor.send({ type: 'mute.toggle' });
    call.actor.send({ type: 'stop' });
    expect(call.value()).toBe('ending');
    expect(summarizeCall(call.actor.getSnapshot()).status).toBe('ending');
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    call.emit({ type: 'call-end' });
    // The SDK sends its own status-update right after call-end, and speech-end a second later.
    call.emit(
      {
        type: 'message',
        message: { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
      },
      { type: 'speech-end' },
      { type: 'volume-level', volume: 0.9 },
    );
    expect(call.value()).toBe('idle');
    expect(call.context()).toMatchObject({ volume: 0, muted: false });
    const updates = call.emitted.filter((event) => event.type === 'status-update');
    expect(updates).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
    expect(call.context().statusUpdate).toEqual(updates[0]);
  });

  it('keeps the reason the server gave and does not announce the end twice', () => {
    const call = activeCall();
    call.emit(
      {
        type: 'message',
        message: { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
      },
      { type: 'message', message: { type: 'status-update', status: 'ended' } },
      { type: 'message', message: { type: 'status-update', status: 'in-progress' } },
      { type: 'message', message: null },
      { type: 'call-end' },
    );
    expect(call.emitted.filter((event) => event.type === 'status-update')).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    ]);
  });

  it('records an unknown reason when the server gives none', () => {
    const call = activeCall();
    call.emit({ type: 'message', message: { type: 'status-update', status: 'ended' } });
    expect(call.context().statusUpdate?.endedReason).toBe('unknown');
  });

  it('takes a status-update that arrives while ending', () => {
    const call = activeCall();
    call.actor.send({ type: 'stop' });
    call.emit({
      type: 'message',
      message: {
        type: 'status-update',
        status: 'ended',
        endedReason: 'assistant-said-end-call-phrase',
      },
    });
    call.emit({ type: 'call-end' });
    expect(call.context().statusUpdate?.endedReason).toBe('assistant-said-end-call-phrase');
  });

  it('ends after endTimeout when stop() brings no call-end', () => {
    const call = activeCall();
    call.actor.send({ type: 'stop' });
    call.clock.increment(4_999);
    expect(call.value()).toBe('ending');
    call.clock.increment(1);
    expect(call.value()).toBe('idle');
    expect(call.emitted.filter((event) => event.type === 'status-update')).toHaveLength(1);
  });

  it('ends when the call ends without anyone asking, and announces it as broken off', () => {
    const call = activeCall();
    call.emit({ type: 'call-end' });
    expect(call.value()).toBe('idle');
    expect(call.context().endedReason).toBe('connectionLost');
    expect(call.emitted.at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'unknown',
    });
  });

  it('announces a stop without the server’s word as the visitor’s end', () => {
    const call = activeCall();
    call.actor.send({ type: 'stop' });
    call.emit({ type: 'call-end' });
    expect(call.context().endedReason).toBe('visitor');
    expect(call.emitted.at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
  });

  it('ends when the call ends while connecting or starting', () => {
    const connecting = startMachine();
    connecting.actor.send(START);
    connecting.emit(...SDK_SUCCESSFUL_START, { type: 'call-end' });
    expect(connecting.value()).toBe('idle');
    const starting = startMachine();
    starting.actor.send(START);
    starting.emit({ type: 'call-end' });
    expect(starting.value()).toBe('idle');
  });

  it('stops a connecting call at once', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START);
    call.actor.send({ type: 'stop' });
    expect(call.value()).toBe('ending');
  });
});

describe('callLifecycle: stop while the call is being created or joined', () => {
  it('waits until the start succeeded, then stops the call and ends in idle', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('web-call-creation', 'started'));
    call.actor.send({ type: 'stop' });
    expect(call.commands).toHaveLength(1);
    expect(call.context().endRequest).toBe('visitor');
    expect(call.value()).toEqual({ starting: 'web-call-creation' });
    call.emit(...SDK_SUCCESSFUL_START.slice(2));
    expect(call.value()).toBe('ending');
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    call.emit({ type: 'call-end' });
    expect(call.value()).toBe('idle');
  });

  it('ends in idle, not failed, when the start fails after a stop', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('daily-call-join', 'started'));
    call.actor.send({ type: 'stop' });
    call.emit(...SDK_JOIN_FAILURE.slice(8));
    expect(call.value()).toBe('idle');
    expect(call.context().failure).toBeNull();
  });

  it('ends in idle when the start never settles after a stop (join left pending)', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('daily-call-join', 'started'));
    call.actor.send({ type: 'stop' });
    call.clock.increment(30_000);
    expect(call.value()).toBe('idle');
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
  });

  it.each(['idle', 'failed'])('stops a start that succeeds late while %s', (state) => {
    const call = startMachine();
    call.actor.send(START);
    // Given up either way: by the timeout alone (failed) or after a stop (idle).
    if (state === 'idle') call.actor.send({ type: 'stop' });
    call.clock.increment(30_000);
    const stops = call.commands.filter((command) => command.type === 'stop').length;
    call.emit({ type: 'call-start-success' }, { type: 'call-start' });
    expect(call.commands.filter((command) => command.type === 'stop')).toHaveLength(stops + 1);
    expect(call.value()).toBe(state === 'failed' ? 'failed' : 'idle');
  });

  it('ignores a stop when there is no call', () => {
    const call = startMachine();
    call.actor.send({ type: 'stop' });
    expect(call.value()).toBe('idle');
    expect(call.commands).toEqual([]);
  });
});

describe('callLifecycle: a fatal error while the call is being created or joined', () => {
  // Daily reports a refused microphone during join and then joins without one.
  const MICROPHONE_REFUSED = {
    type: 'error',
    error: { type: 'microphone-permission-denied', message: 'microphone-permission-denied' },
  } as const;
  const JOIN_STARTED = SDK_SUCCESSFUL_START.slice(0, 8);
  const JOIN_COMPLETED_AND_SUCCESS = SDK_SUCCESSFUL_START.slice(8);

  it('remembers the error and fails, stopping the call, once the start succeeds', () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T10:00:00.000Z'), toFake: ['Date'] });
    const call = startMachine();
    call.actor.send(START);
    call.emit(...JOIN_STARTED);
    vi.setSystemTime(new Date('2026-01-02T10:00:01.500Z'));
    call.emit(MICROPHONE_REFUSED);
    expect(call.value()).toEqual({ starting: 'daily-call-join' });
    expect(call.emitted.filter((event) => event.type === 'call-failed')).toEqual([]);
    call.emit(...JOIN_COMPLETED_AND_SUCCESS);
    expect(call.value()).toBe('failed');
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    const failure = {
      stage: 'daily-call-join',
      type: 'daily-call-join-error',
      code: 'microphoneDenied',
      detail: 'microphone-permission-denied',
      timestamp: '2026-01-02T10:00:01.500Z',
      duration: 1500,
    };
    expect(call.context().failure).toEqual(failure);
    expect(call.emitted.filter((event) => event.type === 'call-failed')).toEqual([
      { type: 'call-failed', failure },
    ]);
    // The call that was joined anyway ends; nothing about it reaches the visitor as connected.
    call.emit({ type: 'call-start' }, { type: 'call-end' });
    expect(call.value()).toBe('failed');
  });

  it('keeps the first fatal error when more follow', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...JOIN_STARTED, MICROPHONE_REFUSED, { type: 'error', error: 'Meeting has ended' });
    call.emit(...JOIN_COMPLETED_AND_SUCCESS);
    expect(call.context().failure).toMatchObject({
      code: 'microphoneDenied',
      detail: 'microphone-permission-denied',
    });
  });

  it('keeps the details of a failed start over errors reported before it', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...JOIN_STARTED, MICROPHONE_REFUSED, ...SDK_JOIN_FAILURE.slice(8));
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toMatchObject({
      stage: 'daily-call-join',
      type: 'daily-call-join-error',
      code: 'callFailed',
      detail: 'Failed to load call object bundle.',
      duration: 6012,
    });
  });

  it('names the remembered error when the start never settles', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(MICROPHONE_REFUSED);
    call.clock.increment(30_000);
    expect(call.value()).toBe('failed');
    expect(call.context().failure).toMatchObject({
      stage: 'initialization',
      type: 'start-method-error',
      code: 'microphoneDenied',
      detail: 'microphone-permission-denied',
    });
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
  });

  it('ends in idle, not failed, when the visitor stopped the start', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...JOIN_STARTED, MICROPHONE_REFUSED);
    call.actor.send({ type: 'stop' });
    call.emit(...JOIN_COMPLETED_AND_SUCCESS);
    expect(call.value()).toBe('ending');
    call.emit({ type: 'call-end' });
    expect(call.value()).toBe('idle');
    expect(call.context().failure).toBeNull();
  });

  it('records a nonfatal error as a warning and goes on', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...JOIN_STARTED, {
      type: 'error',
      error: { type: 'audio-observer-setup-error', message: 'observer' },
    });
    call.emit(...JOIN_COMPLETED_AND_SUCCESS);
    expect(call.value()).toBe('connecting');
    expect(call.context().warning).toEqual({
      type: 'audio-observer-setup-error',
      message: 'observer',
    });
  });

  it('forgets the error of the last attempt when the visitor starts again', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...JOIN_STARTED, MICROPHONE_REFUSED, ...JOIN_COMPLETED_AND_SUCCESS);
    call.actor.send(START);
    call.emit(...SDK_CONNECTED);
    expect(call.value()).toEqual({ active: 'listening' });
    expect(call.context().failure).toBeNull();
  });
});

describe('callLifecycle: the live transcript', () => {
  it('replaces a partial line by its final line, for both speakers', () => {
    const call = activeCall();
    call.emit(said('assistant', 'partial', 'Guten'));
    expect(call.context().transcript).toEqual([
      { id: 1, role: 'assistant', text: 'Guten', final: false },
    ]);
    call.emit(said('assistant', 'final', 'Guten Tag!'), said('user', 'partial', 'Hallo'));
    call.emit(said('user', 'final', 'Hallo, ich habe eine Frage.'));
    expect(summarizeCall(call.actor.getSnapshot()).transcript).toEqual([
      { id: 1, role: 'assistant', text: 'Guten Tag!', final: true },
      { id: 2, role: 'user', text: 'Hallo, ich habe eine Frage.', final: true },
    ]);
  });

  it('still passes every message on, transcripts included', () => {
    const call = activeCall();
    call.emit(said('user', 'final', 'Hallo'));
    expect(call.emitted.filter((event) => event.type === 'message')).toHaveLength(1);
  });

  it('takes lines while connecting and ending, keeps them after the end until the next start', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START, said('assistant', 'final', 'Willkommen'));
    call.emit({ type: 'call-start' });
    call.actor.send({ type: 'stop' });
    call.emit(said('user', 'final', 'Tschüss'), { type: 'call-end' });
    // After the end: readable, and nothing more is added.
    call.emit(said('assistant', 'final', 'zu spät'));
    expect(call.value()).toBe('idle');
    expect(call.context().transcript.map((line) => line.text)).toEqual(['Willkommen', 'Tschüss']);
    call.actor.send(START);
    expect(call.context().transcript).toEqual([]);
  });
});

describe('callLifecycle: the time limit', () => {
  it('ends a connected call after five minutes by default, and says so', () => {
    const call = activeCall();
    expect(call.context().maxDurationSeconds).toBe(DEFAULT_MAX_CALL_SECONDS);
    call.clock.increment(DEFAULT_MAX_CALL_SECONDS * 1000 - 1);
    expect(call.value()).toEqual({ active: 'listening' });
    call.clock.increment(1);
    expect(call.value()).toBe('ending');
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    call.emit({ type: 'call-end' });
    expect(call.value()).toBe('idle');
    expect(call.context().endedReason).toBe('timeLimit');
    expect(call.emitted.at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'exceeded-max-duration',
    });
  });

  it('counts from the moment the call connected, with the limit the start gave', () => {
    const call = startMachine();
    call.actor.send({ ...START, maxDurationSeconds: 60 });
    call.emit(...SDK_SUCCESSFUL_START);
    call.clock.increment(20_000);
    call.emit({ type: 'call-start' });
    call.clock.increment(59_999);
    expect(call.value()).toEqual({ active: 'listening' });
    call.clock.increment(1);
    expect(call.value()).toBe('ending');
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    // The end stays the time limit's even when the SDK's call-end takes the end timeout.
    call.clock.increment(5_000);
    expect(call.value()).toBe('idle');
    expect(call.context().endedReason).toBe('timeLimit');
  });

  it('says that the demo ends soon half a minute before the limit, by the simulated clock', () => {
    const call = startMachine();
    call.actor.send({ ...START, maxDurationSeconds: 60 });
    call.emit(...SDK_CONNECTED);
    const endingSoon = () => summarizeCall(call.actor.getSnapshot()).endingSoon;
    call.clock.increment(29_999);
    expect(endingSoon()).toBe(false);
    call.clock.increment(1);
    expect(endingSoon()).toBe(true);
    expect(call.value()).toEqual({ active: 'listening' });
    // A limit shorter than the warning warns at once.
    const short = startMachine();
    short.actor.send({ ...START, maxDurationSeconds: 20 });
    short.emit(...SDK_CONNECTED);
    short.clock.increment(0);
    expect(summarizeCall(short.actor.getSnapshot()).endingSoon).toBe(true);
  });

  it('keeps how long the last call was connected until the next one starts', () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T10:00:00.000Z'), toFake: ['Date'] });
    const call = activeCall();
    vi.setSystemTime(new Date('2026-01-02T10:01:14.600Z'));
    call.actor.send({ type: 'stop' });
    call.emit({ type: 'call-end' });
    expect(summarizeCall(call.actor.getSnapshot()).lastCallSeconds).toBe(74);
    call.actor.send(START);
    expect(summarizeCall(call.actor.getSnapshot()).lastCallSeconds).toBeNull();
  });

  it('records when the call connected, and forgets it when the call is over', () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T10:00:00.000Z'), toFake: ['Date'] });
    const call = activeCall();
    expect(summarizeCall(call.actor.getSnapshot()).connectedAt).toBe(
      Date.parse('2026-01-02T10:00:00.000Z'),
    );
    call.actor.send({ type: 'stop' });
    expect(summarizeCall(call.actor.getSnapshot()).connectedAt).toBeNull();
  });

  it.each([
    [undefined, DEFAULT_MAX_CALL_SECONDS],
    [90, 90],
    [90.4, 90],
    [0, DEFAULT_MAX_CALL_SECONDS],
    [-5, DEFAULT_MAX_CALL_SECONDS],
    [Number.NaN, DEFAULT_MAX_CALL_SECONDS],
  ])('a time limit of %s seconds is %s', (given, used) => {
    expect(maxCallSeconds(given)).toBe(used);
  });
});

describe('callLifecycle: how a call ended', () => {
  it('the visitor ended it', () => {
    const call = activeCall();
    call.actor.send({ type: 'stop' });
    call.emit({ type: 'call-end' });
    expect(call.context().endedReason).toBe('visitor');
  });

  it('the visitor cancelled it while it was still starting: no call to hang up', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('web-call-creation', 'started'));
    call.actor.send({ type: 'stop' });
    call.emit(...SDK_SUCCESSFUL_START.slice(2), { type: 'call-end' });
    expect(call.context().endedReason).toBe('cancelled');
    expect(call.context().lastCallSeconds).toBeNull();
  });

  it('the visitor cancelled it while it was connecting', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(...SDK_SUCCESSFUL_START);
    call.actor.send({ type: 'stop' });
    call.emit({ type: 'call-end' });
    expect(call.context().endedReason).toBe('cancelled');
  });

  it('the assistant hung up: the server said so, then Daily reports the room closing', () => {
    const call = activeCall();
    call.emit(serverEnded('assistant-ended-call'));
    call.emit({
      type: 'error',
      error: { type: 'daily-error', error: { errorMsg: 'Meeting has ended' } },
    });
    expect(call.value()).toBe('ending');
    expect(call.context().failure).toBeNull();
    call.emit({ type: 'call-end' });
    expect(call.value()).toBe('idle');
    expect(call.context().endedReason).toBe('assistant');
    expect(summarizeCall(call.actor.getSnapshot())).toMatchObject({ failed: false, error: null });
  });

  it('the server’s own time limit ended it', () => {
    const call = activeCall();
    call.emit(serverEnded('exceeded-max-duration'), { type: 'call-end' });
    expect(call.context().endedReason).toBe('timeLimit');
  });

  it('the call ended with nobody asking for it: the connection was lost', () => {
    const call = activeCall();
    call.emit({ type: 'call-end' });
    expect(call.context().endedReason).toBe('connectionLost');
  });

  it('a fatal error broke the running call off: failed, and the connection was lost', () => {
    const call = activeCall();
    call.emit({ type: 'error', error: { type: 'daily-error', error: { errorMsg: 'network' } } });
    expect(call.value()).toBe('failed');
    expect(summarizeCall(call.actor.getSnapshot())).toMatchObject({
      failed: true,
      error: 'callFailed',
      endedReason: 'connectionLost',
    });
  });

  it('is not set while a call runs nor for a start that failed, and resets with the next start', () => {
    const call = activeCall();
    expect(call.context().endedReason).toBeNull();
    call.actor.send({ type: 'stop' });
    call.emit({ type: 'call-end' });
    call.actor.send(START);
    expect(call.context().endedReason).toBeNull();
    call.emit(...SDK_JOIN_FAILURE);
    expect(call.context().endedReason).toBeNull();
    expect(summarizeCall(call.actor.getSnapshot()).failed).toBe(true);
  });

  it.each([
    ['customer-ended-call', 'visitor'],
    ['customer-did-not-give-microphone-permission', 'visitor'],
    ['assistant-ended-call', 'assistant'],
    ['assistant-said-end-call-phrase', 'assistant'],
    ['assistant-forwarded-call', 'assistant'],
    ['silence-timed-out', 'silence'],
    ['voicemail', 'assistant'],
    ['exceeded-max-duration', 'timeLimit'],
    ['pipeline-error-openai-llm-failed', 'assistantProblem'],
    ['pipeline-error-eleven-labs-voice-not-found', 'assistantProblem'],
    [
      'call.in-progress.error-providerfault-deepgram-returning-502-network-error',
      'assistantProblem',
    ],
    ['assistant-join-timed-out', 'assistantProblem'],
    ['worker-shutdown', 'connectionLost'],
    ['unknown', 'connectionLost'],
  ])('the server’s %s is %s', (server, reason) => {
    expect(endedReasonFromServer(server)).toBe(reason);
  });

  // 'cancelled' is the page's own word for a visitor's stop before the call connected.
  it.each([
    'visitor',
    'assistant',
    'silence',
    'timeLimit',
    'assistantProblem',
    'connectionLost',
  ] as const)(
    'the status-update the machine writes itself for %s reads back as the same reason',
    (reason) => {
      expect(endedReasonFromServer(serverReasonFor[reason])).toBe(reason);
    },
  );
});

describe('callLifecycle: the adapter when the machine goes away', () => {
  it('stops a running call when the machine is stopped', () => {
    const call = activeCall();
    call.actor.stop();
    expect(call.commands.at(-1)).toEqual({ type: 'stop' });
    expect(call.listenerCount()).toBe(1);
    call.emit({ type: 'call-end' });
    expect(call.listenerCount()).toBe(0);
  });

  it('stops a start that succeeds after the machine was stopped (stop() was ignored then)', () => {
    const call = startMachine();
    call.actor.send(START);
    call.emit(progress('web-call-creation', 'started'));
    call.actor.stop();
    const stops = () => call.commands.filter((command) => command.type === 'stop').length;
    expect(stops()).toBe(1);
    call.emit(...SDK_SUCCESSFUL_START.slice(2));
    expect(stops()).toBe(2);
    expect(call.listenerCount()).toBe(0);
  });

  it('leaves the SDK alone when no call runs, or the last one is over', () => {
    const idle = startMachine();
    idle.actor.stop();
    expect(idle.commands).toEqual([]);
    expect(idle.listenerCount()).toBe(0);

    const ended = activeCall();
    ended.actor.send({ type: 'stop' });
    ended.emit({ type: 'call-end' });
    ended.actor.stop();
    expect(ended.commands.filter((command) => command.type === 'stop')).toHaveLength(1);
    expect(ended.listenerCount()).toBe(0);
  });

  it('does not throw when stop() throws as the machine goes away', () => {
    const call = startMachine({
      stop: () => {
        throw new Error('already gone');
      },
    });
    call.actor.send(START);
    expect(() => call.actor.stop()).not.toThrow();
  });

  it('forgets a start that threw', () => {
    const fake = createFakeCallAdapter({
      start: () => {
        throw new Error('no SDK');
      },
    });
    const actor = createActor(
      callLifecycleMachine.provide({ actors: { callAdapter: fromCallAdapter(fake.adapter) } }),
    ).start();
    actor.send(START);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.stop();
    expect(fake.commands).toEqual([]);
  });
});

describe('callLifecycle: helpers', () => {
  it.each([
    ['a string', 'Unauthorized', 'Unauthorized'],
    ['an Error', new Error('Network down'), 'Network down'],
    ['an SDK error payload', { type: 'x', error: { message: 'inner' } }, 'inner'],
    ['an object message', { message: { msg: 'deep' } }, 'deep'],
    ['a Daily error', { errorMsg: 'Meeting has ended' }, 'Meeting has ended'],
    ['an empty object', {}, 'Unknown error'],
    ['a blank string', '  ', 'Unknown error'],
    ['null', null, 'Unknown error'],
    ['a number', 42, 'Unknown error'],
    [
      'endless nesting',
      { error: { error: { error: { error: { error: 'too deep' } } } } },
      'Unknown error',
    ],
  ])('describes %s', (_, error, expected) => {
    expect(describeError(error)).toBe(expected);
  });

  it.each([
    [{ assistantId: 'a' }, true],
    [{ assistant: { model: {} } }, true],
    [{ squadId: 's' }, true],
    [{ squad: { members: [] } }, true],
    [{ workflowId: 'w' }, true],
    [{ workflow: { nodes: [] } }, true],
    [{ assistantId: '' }, false],
    [{ assistantOverrides: { a: 1 } }, false],
  ])('hasCallTarget(%j) is %s', (options, expected) => {
    expect(hasCallTarget(options)).toBe(expected);
  });

  it('clamps volumes', () => {
    expect([clampVolume(0), clampVolume(1), clampVolume(2)]).toEqual([0, 1, 1]);
  });
});

describe('callLifecycle: graph', () => {
  it('reaches every state and transition on paths generated with xstate/graph', () => {
    const fake = createFakeCallAdapter();
    const events = [
      START,
      { type: 'start', options: {} },
      { type: 'stop' },
      { type: 'mute.toggle' },
      { type: 'mute.set', muted: true },
      ...CALL_START_STAGES.map((stage) => progress(stage, 'started')),
      progress('web-call-creation', 'completed'),
      progress('daily-call-join', 'failed'),
      { type: 'call-start-success' },
      { type: 'call-start-failed', stage: 'unknown', error: 'x' },
      { type: 'call-start' },
      { type: 'speech-start' },
      { type: 'speech-end' },
      { type: 'volume-level', volume: 0.5 },
      { type: 'local-volume-level', volume: 0.5 },
      { type: 'message', message: { type: 'status-update', status: 'ended' } },
      said('user', 'final', 'Hallo'),
      { type: 'error', error: { type: 'audio-processing-setup-error' } },
      { type: 'error', error: { type: 'daily-error' } },
      { type: 'call-end' },
      { type: 'xstate.after.startTimeout.callLifecycle.starting' },
      { type: 'xstate.after.startTimeout.callLifecycle.connecting' },
      { type: 'xstate.after.endTimeout.callLifecycle.ending' },
      { type: 'xstate.after.endingSoon.callLifecycle.active' },
      { type: 'xstate.after.maxDuration.callLifecycle.active' },
      { type: 'xstate.error.actor.adapter', error: new Error('adapter died') },
    ] as EventFromLogic<typeof callLifecycleMachine>[];
    const report = walkMachine(fake.machine, {
      events,
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.muted,
          snapshot.context.statusUpdate !== null,
          snapshot.context.startError !== null,
          snapshot.context.endRequest,
        ]),
    });
    expect(report.paths).toBeGreaterThan(20);
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
