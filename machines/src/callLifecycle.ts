// The web call from the first click to the hang-up, driven only by the events of its
// `callAdapter` actor (the contract is callAdapter.ts; the failures it reports, callFailures.ts).
// The web app provides that actor over @vapi-ai/web; this file knows nothing of the SDK except
// the shape of its events and the traps found by running it, which the machine absorbs:
// - the actor is started with the machine, so an error listener exists before start();
// - start() is never awaited: every state change comes from an adapter event;
// - stop() while the web call is being created or joined does nothing in the SDK, so a stop asked
//   for during `starting` is remembered and carried out once the call can be stopped;
// - speech and volume events after call-end land in states that ignore them;
// - a start that never settles ends in `failed` after the `startTimeout` delay;
// - a fatal error without call-end stops the call and ends in `failed`;
// - a fatal error while the call is being created or joined (Daily reports a refused microphone
//   and joins anyway) is remembered and fails the call once the start succeeds or times out.
import { assign, emit, enqueueActions, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  CALL_START_STAGES,
  fromCallAdapter,
  type CallAdapter,
  type CallAdapterEvent,
  type CallStartOptions,
  type CallStartStage,
} from './callAdapter.ts';
import {
  callFailure,
  describeError,
  errorType,
  isNonFatalError,
  type CallErrorCode,
  type CallFailure,
  type CallFailureStage,
  type CallWarning,
} from './callFailures.ts';

export interface CallStatusUpdate {
  type: 'status-update';
  status: 'ended';
  endedReason: string;
}

export type CallLifecycleEvent =
  | { type: 'start'; options: CallStartOptions }
  | { type: 'stop' }
  | { type: 'mute.toggle' }
  | { type: 'mute.set'; muted: boolean }
  | CallAdapterEvent;

export type CallLifecycleEmitted =
  | CallStatusUpdate
  | { type: 'validation-failure'; reason: 'already-started' }
  | { type: 'call-failed'; failure: CallFailure }
  | { type: 'message'; message: unknown };

interface StageFailure {
  stage: CallStartStage;
  detail: string;
  timestamp: string;
  duration: number | null;
}

export interface CallLifecycleContext {
  /** The start stage entered last during the current start. */
  stage: CallStartStage | null;
  /** The last stage reported failed; the verdict (call-start-failed or success) comes later. */
  stageFailure: StageFailure | null;
  /** A fatal error reported during the start; it fails the call once the start succeeds. */
  startError: CallFailure | null;
  failure: CallFailure | null;
  warning: CallWarning | null;
  volume: number;
  muted: boolean;
  muteError: 'noCall' | null;
  stopRequested: boolean;
  /** Date.now() of the last start, for the duration of a timed-out start. */
  startedAt: number | null;
  /** The status-update of the last ended call; set once per call. */
  statusUpdate: CallStatusUpdate | null;
}

export function isCallStartStage(stage: string): stage is CallStartStage {
  return (CALL_START_STAGES as readonly string[]).includes(stage);
}

export function hasCallTarget(options: CallStartOptions): boolean {
  return Boolean(
    options.assistantId ||
    options.assistant ||
    options.squadId ||
    options.squad ||
    options.workflowId ||
    options.workflow,
  );
}

/** 0..1; anything that is not a finite number counts as silence. */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0;
}

/** Milliseconds since the current start, when there is one. */
const sinceStart = (context: CallLifecycleContext): number | null =>
  context.startedAt === null ? null : Date.now() - context.startedAt;

/** A start that never settled: the failure names the start stage it hung in, or `stage`. */
const startTimedOut =
  (stage?: CallFailureStage) =>
  ({ context }: { context: CallLifecycleContext }): CallFailure =>
    callFailure('startTimedOut', {
      stage: stage ?? context.stage ?? 'initialization',
      duration: sinceStart(context),
    });

// The default `callAdapter`: no voice-call client, so a start fails instead of pretending to
// connect. The web app provides the real one with fromCallAdapter().
const noAdapter: CallAdapter = {
  start() {
    throw new Error('callAdapter is not provided');
  },
  stop() {},
  setMuted() {},
  subscribe: () => () => undefined,
};

/** Everything the machine knows about one call, as it is before that call starts. */
const noCallYet: CallLifecycleContext = {
  stage: null,
  stageFailure: null,
  startError: null,
  failure: null,
  warning: null,
  volume: 0,
  muted: false,
  muteError: null,
  stopRequested: false,
  startedAt: null,
  statusUpdate: null,
};

const stageState = (stage: CallStartStage) => ({
  entry: { type: 'enterStage' as const, params: { stage } },
});

const callSetup = setup({
  types: {
    context: {} as CallLifecycleContext,
    events: {} as CallLifecycleEvent,
    emitted: {} as CallLifecycleEmitted,
    children: {} as { adapter: 'callAdapter' },
    tags: {} as 'inCall' | 'connecting' | 'callActive' | 'speaking' | 'ending' | 'failed',
  },
  actors: { callAdapter: fromCallAdapter(noAdapter) },
  actions: {
    startCall: sendTo('adapter', (_, options: CallStartOptions) => ({
      type: 'start' as const,
      options,
    })),
    stopCall: sendTo('adapter', { type: 'stop' as const }),
    applyMute: sendTo('adapter', ({ context }) => ({
      type: 'setMuted' as const,
      muted: context.muted,
    })),
    resetCall: assign({ ...noCallYet, startedAt: () => Date.now() }),
    enterStage: assign({
      stage: (_, params: { stage: CallStartStage }) => params.stage,
      stageFailure: null,
    }),
    recordStageFailure: assign({
      stageFailure: ({ event }) => {
        if (event.type !== 'call-start-progress' || !isCallStartStage(event.stage)) return null;
        return {
          stage: event.stage,
          detail: describeError(event.metadata),
          timestamp: event.timestamp ?? new Date().toISOString(),
          duration: event.duration ?? null,
        };
      },
    }),
    fail: enqueueActions(({ enqueue }, failure: CallFailure) => {
      enqueue.assign({ failure, volume: 0, muted: false });
      enqueue.emit({ type: 'call-failed', failure });
    }),
    rememberStop: assign({ stopRequested: true }),
    // The first fatal error of a start explains it best; later ones are its consequences.
    rememberStartError: assign({
      startError: ({ context }, params: { error: unknown }) => {
        if (context.startError) return context.startError;
        return callFailure('stageFailed', {
          stage: context.stage ?? 'initialization',
          error: params.error,
          duration: sinceStart(context),
        });
      },
    }),
    reportAlreadyStarted: emit({ type: 'validation-failure', reason: 'already-started' } as const),
    reportNoCall: assign({ muteError: 'noCall' as const }),
    toggleMute: assign({ muted: ({ context }) => !context.muted, muteError: null }),
    setMute: assign({ muted: (_, params: { muted: boolean }) => params.muted, muteError: null }),
    setVolume: assign({ volume: (_, params: { volume: number }) => clampVolume(params.volume) }),
    resetVolume: assign({ volume: 0 }),
    recordWarning: assign({
      warning: (_, params: { error: unknown }) => ({
        type: errorType(params.error) ?? 'error',
        message: describeError(params.error),
      }),
    }),
    handleMessage: enqueueActions(({ context, enqueue }, params: { message: unknown }) => {
      enqueue.emit({ type: 'message', message: params.message });
      const { message } = params;
      if (context.statusUpdate || message === null || typeof message !== 'object') return;
      const { type, status, endedReason } = message as Record<string, unknown>;
      if (type !== 'status-update' || status !== 'ended') return;
      // The server said how the call ended: call-end must not announce it a second time.
      const update: CallStatusUpdate = {
        type: 'status-update',
        status: 'ended',
        endedReason: typeof endedReason === 'string' ? endedReason : 'unknown',
      };
      enqueue.assign({ statusUpdate: update });
      enqueue.emit(update);
    }),
    announceEnded: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ volume: 0, muted: false });
      if (context.statusUpdate) return;
      const update: CallStatusUpdate = {
        type: 'status-update',
        status: 'ended',
        endedReason: 'customer-ended-call',
      };
      enqueue.assign({ statusUpdate: update });
      enqueue.emit(update);
    }),
  },
  guards: {
    hasCallTarget: (_, options: CallStartOptions) => hasCallTarget(options),
    stopRequested: ({ context }) => context.stopRequested,
    hasStartError: ({ context }) => context.startError !== null,
    progressStarted: ({ event }, params: { stage: CallStartStage }) =>
      event.type === 'call-start-progress' &&
      event.status === 'started' &&
      event.stage === params.stage,
    progressEnded: ({ event }, params: { status: 'completed' | 'failed' }) =>
      event.type === 'call-start-progress' &&
      event.status === params.status &&
      isCallStartStage(event.stage),
    isNonFatalError: (_, params: { error: unknown }) => isNonFatalError(params.error),
  },
  delays: {
    // How long a start (and then the wait for 'listening') may take before it counts as failed.
    startTimeout: 30_000,
    // How long to wait for call-end after stop() before treating the call as ended.
    endTimeout: 5_000,
  },
});

// While the call starts and while it runs: a nonfatal error is noted and the call goes on.
const keepCallOnNonFatalError = callSetup.createStateConfig({
  on: {
    error: {
      guard: { type: 'isNonFatalError', params: ({ event }) => ({ error: event.error }) },
      actions: { type: 'recordWarning', params: ({ event }) => ({ error: event.error }) },
    },
  },
}).on!.error!;

// idle and failed: no call, so a start begins one; a start that settles late is stopped.
const noCall = callSetup.createStateConfig({
  on: {
    start: [
      {
        guard: { type: 'hasCallTarget', params: ({ event }) => event.options },
        target: 'starting',
        actions: ['resetCall', { type: 'startCall', params: ({ event }) => event.options }],
      },
      {
        target: 'failed',
        actions: [
          'resetCall',
          {
            type: 'fail',
            params: () => callFailure('missingTarget', { stage: 'input-validation' }),
          },
        ],
      },
    ],
    // A start that settles after it timed out or was given up: the call must not stay up.
    'call-start-success': { actions: 'stopCall' },
  },
});

// connecting and active: the call object exists, so stop, mute and errors act on it at once.
const withCall = (stage: 'connecting' | 'in-call') =>
  callSetup.createStateConfig({
    on: {
      stop: { target: 'ending', actions: 'stopCall' },
      'call-end': { target: 'idle', actions: 'announceEnded' },
      error: [
        keepCallOnNonFatalError,
        {
          target: 'failed',
          actions: [
            'stopCall',
            {
              type: 'fail',
              params: ({ event }) => callFailure('callError', { stage, error: event.error }),
            },
          ],
        },
      ],
      message: {
        actions: { type: 'handleMessage', params: ({ event }) => ({ message: event.message }) },
      },
      'mute.toggle': { actions: ['toggleMute', 'applyMute'] },
      'mute.set': { actions: [{ type: 'setMute', params: ({ event }) => event }, 'applyMute'] },
    },
  }).on;

export const callLifecycleMachine = callSetup.createMachine({
  id: 'callLifecycle',
  context: noCallYet,
  // Running for the machine's whole life, so the adapter's listeners (error included) are
  // attached before the first start.
  invoke: {
    id: 'adapter',
    src: 'callAdapter',
    onError: {
      target: '.failed',
      actions: {
        type: 'fail',
        params: ({ context, event }) =>
          callFailure('startFailed', {
            stage: context.stage ?? 'initialization',
            error: event.error,
          }),
      },
    },
  },
  initial: 'idle',
  on: {
    // Overridden where a start or a mute is possible.
    start: { actions: 'reportAlreadyStarted' },
    'mute.toggle': { actions: 'reportNoCall' },
    'mute.set': { actions: 'reportNoCall' },
  },
  states: {
    idle: noCall,
    starting: {
      tags: ['inCall', 'connecting'],
      initial: 'initialization',
      states: {
        initialization: stageState('initialization'),
        'web-call-creation': stageState('web-call-creation'),
        'daily-call-object-creation': stageState('daily-call-object-creation'),
        'mobile-permissions': stageState('mobile-permissions'),
        'daily-call-join': stageState('daily-call-join'),
        'video-recording-setup': stageState('video-recording-setup'),
        'audio-observer-setup': stageState('audio-observer-setup'),
        'audio-processing-setup': stageState('audio-processing-setup'),
        // After a stage completed or failed, until the next one starts or the start settles.
        betweenStages: {},
      },
      on: {
        'call-start-progress': [
          ...CALL_START_STAGES.map((stage) => ({
            guard: { type: 'progressStarted' as const, params: { stage } },
            target: `.${stage}`,
          })),
          {
            guard: { type: 'progressEnded', params: { status: 'completed' } },
            target: '.betweenStages',
          },
          {
            guard: { type: 'progressEnded', params: { status: 'failed' } },
            target: '.betweenStages',
            actions: 'recordStageFailure',
          },
        ],
        'call-start-success': [
          { guard: 'stopRequested', target: 'ending', actions: 'stopCall' },
          {
            guard: 'hasStartError',
            target: 'failed',
            actions: ['stopCall', { type: 'fail', params: ({ context }) => context.startError! }],
          },
          { target: 'connecting' },
        ],
        'call-start-failed': [
          { guard: 'stopRequested', target: 'idle' },
          // The SDK's own verdict names the stage that failed; errors before it are its symptoms.
          {
            target: 'failed',
            actions: {
              type: 'fail',
              params: ({ context, event }) => {
                const failed = context.stageFailure;
                return callFailure(failed ? 'stageFailed' : 'startFailed', {
                  stage: failed?.stage ?? context.stage ?? 'initialization',
                  error: event.error,
                  detail: failed?.detail,
                  timestamp: event.timestamp ?? failed?.timestamp,
                  duration: failed?.duration ?? event.totalDuration ?? null,
                });
              },
            },
          },
        ],
        error: [
          keepCallOnNonFatalError,
          {
            actions: {
              type: 'rememberStartError',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
        'call-end': { target: 'idle', actions: 'announceEnded' },
        stop: { actions: 'rememberStop' },
      },
      after: {
        startTimeout: [
          { guard: 'stopRequested', target: 'idle', actions: 'stopCall' },
          {
            target: 'failed',
            actions: [
              'stopCall',
              {
                type: 'fail',
                params: (args) => args.context.startError ?? startTimedOut()(args),
              },
            ],
          },
        ],
      },
    },
    connecting: {
      tags: ['inCall', 'connecting'],
      on: { ...withCall('connecting'), 'call-start': 'active' },
      after: {
        startTimeout: {
          target: 'failed',
          actions: ['stopCall', { type: 'fail', params: startTimedOut('connecting') }],
        },
      },
    },
    active: {
      tags: ['inCall', 'callActive'],
      initial: 'listening',
      exit: 'resetVolume',
      states: {
        listening: { on: { 'speech-start': 'speaking' } },
        speaking: { tags: ['speaking'], on: { 'speech-end': 'listening' } },
      },
      on: {
        ...withCall('in-call'),
        'volume-level': {
          actions: { type: 'setVolume', params: ({ event }) => ({ volume: event.volume }) },
        },
      },
    },
    ending: {
      tags: ['inCall', 'ending'],
      on: {
        'call-end': { target: 'idle', actions: 'announceEnded' },
        message: {
          actions: { type: 'handleMessage', params: ({ event }) => ({ message: event.message }) },
        },
      },
      // stop() did not produce call-end (e.g. the Daily object was already gone).
      after: { endTimeout: { target: 'idle', actions: 'announceEnded' } },
    },
    failed: { ...noCall, tags: ['failed'] },
  },
});

export type CallLifecycleSnapshot = SnapshotFrom<typeof callLifecycleMachine>;

export type CallStatus = 'connecting' | 'listening' | 'assistant-speaking' | 'ending' | null;

/** Everything the orb and its controls show about the call. */
export interface CallSummary {
  inCall: boolean;
  active: boolean;
  connecting: boolean;
  status: CallStatus;
  volume: number;
  muted: boolean;
  error: CallErrorCode | null;
}

export function summarizeCall(snapshot: CallLifecycleSnapshot): CallSummary {
  const connecting = snapshot.hasTag('connecting');
  const active = snapshot.hasTag('callActive');
  let status: CallStatus = null;
  if (connecting) status = 'connecting';
  else if (snapshot.hasTag('speaking')) status = 'assistant-speaking';
  else if (active) status = 'listening';
  else if (snapshot.hasTag('ending')) status = 'ending';
  return {
    inCall: snapshot.hasTag('inCall'),
    active,
    connecting,
    status,
    volume: snapshot.context.volume,
    muted: snapshot.context.muted,
    error: snapshot.context.failure?.code ?? snapshot.context.muteError,
  };
}
