// The web call from the first click to the hang-up, driven only by the events of its
// `callAdapter` actor (contract: callAdapter.ts; failures: callFailures.ts), which the web app
// gives over @vapi-ai/web. Of the SDK it knows the shape of its events and the traps running it
// showed (docs/decisions/0008-pure-machines-walked-and-drawn.md). It keeps the live transcript
// (transcript.ts), the connect time, the time limit (`maxDuration`) and how the call ended.
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
  serverReasonFor,
  type CallEndedReason,
  type CallErrorCode,
  type CallFailure,
  type CallFailureStage,
  type CallWarning,
} from './callFailures.ts';
import { addToTranscript, readTranscriptMessage, type TranscriptLine } from './transcript.ts';

export interface CallStatusUpdate {
  type: 'status-update';
  status: 'ended';
  endedReason: string;
}

/** How long before the time limit the visitor is told that the demo ends soon. */
export const ENDING_SOON_SECONDS = 30;

/** The demo's time limit when the start does not give one: five minutes. */
export const DEFAULT_MAX_CALL_SECONDS = 300;

export type CallLifecycleEvent =
  | {
      type: 'start';
      options: CallStartOptions;
      /** The time limit of the call once connected; DEFAULT_MAX_CALL_SECONDS when absent. */
      maxDurationSeconds?: number;
    }
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
  /** The assistant's voice, 0..1. */
  volume: number;
  /** The visitor's microphone, 0..1 (silent while muted). */
  localVolume: number;
  muted: boolean;
  muteError: 'noCall' | null;
  /** Date.now() of the last start, for the duration of a timed-out start. */
  startedAt: number | null;
  /** The status-update of the last ended call; set once per call. */
  statusUpdate: CallStatusUpdate | null;
  /** What the visitor and the assistant said in the current or last call. */
  transcript: TranscriptLine[];
  /** The current call's time limit, counted from `connectedAt`. */
  maxDurationSeconds: number;
  /** Date.now() when the assistant first listened (the call became active). */
  connectedAt: number | null;
  /** The time limit is ENDING_SOON_SECONDS away, or less. */
  endingSoon: boolean;
  /** How long the last call was connected, in whole seconds; null for one that never connected. */
  lastCallSeconds: number | null;
  /**
   * Who asked this machine to end the call: the visitor (stop) or the time limit. A stop during
   * `starting` is only remembered here, and carried out once the start settles.
   */
  endRequest: 'visitor' | 'timeLimit' | null;
  /** How the last call ended; null while it runs and for a call that never started. */
  endedReason: CallEndedReason | null;
}

function isCallStartStage(stage: string): stage is CallStartStage {
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

/** A usable time limit in whole seconds, or the default. */
export function maxCallSeconds(seconds: number | undefined): number {
  return seconds !== undefined && Number.isFinite(seconds) && seconds >= 1
    ? Math.round(seconds)
    : DEFAULT_MAX_CALL_SECONDS;
}

// Vapi's endedReasons for a failure on the assistant's side: its pipeline (language model, voice,
// transcriber), a provider's or Vapi's own fault, or an assistant that never joined.
const ASSISTANT_PROBLEM =
  /^pipeline-error|^call\.in-progress\.error|providerfault|vapifault|^assistant-join-timed-out$|^assistant-not-found$|^assistant-request-/;

/**
 * The server's endedReason (Vapi's names) as the visitor is told it. Anything else is a call that
 * broke off.
 */
export function endedReasonFromServer(endedReason: string): CallEndedReason {
  if (endedReason === 'exceeded-max-duration') return 'timeLimit';
  if (endedReason === 'silence-timed-out') return 'silence';
  if (ASSISTANT_PROBLEM.test(endedReason)) return 'assistantProblem';
  if (endedReason.startsWith('customer-')) return 'visitor';
  if (endedReason.startsWith('assistant-') || endedReason === 'voicemail') return 'assistant';
  return 'connectionLost';
}

/** Why the call that is ending ended: our own request first, then the server's word. */
const endedReasonOf = (context: CallLifecycleContext): CallEndedReason => {
  if (context.endRequest === 'visitor' && context.connectedAt === null) return 'cancelled';
  if (context.endRequest) return context.endRequest;
  const server = context.statusUpdate?.endedReason;
  return server ? endedReasonFromServer(server) : 'connectionLost';
};

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
  localVolume: 0,
  muted: false,
  muteError: null,
  startedAt: null,
  statusUpdate: null,
  transcript: [],
  maxDurationSeconds: DEFAULT_MAX_CALL_SECONDS,
  connectedAt: null,
  endingSoon: false,
  lastCallSeconds: null,
  endRequest: null,
  endedReason: null,
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
    resetCall: assign({
      ...noCallYet,
      startedAt: () => Date.now(),
      maxDurationSeconds: ({ event }) =>
        maxCallSeconds(event.type === 'start' ? event.maxDurationSeconds : undefined),
    }),
    warnEndingSoon: assign({ endingSoon: true }),
    markConnected: assign({ connectedAt: () => Date.now() }),
    requestEnd: assign({
      endRequest: ({ context }, params: { by: 'visitor' | 'timeLimit' }) =>
        context.endRequest ?? params.by,
    }),
    markConnectionLost: assign({ endedReason: 'connectionLost' as const }),
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
      enqueue.assign({ failure, volume: 0, localVolume: 0, muted: false });
      enqueue.emit({ type: 'call-failed', failure });
    }),
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
    // Muted, the visitor's level drops at once rather than with the next measurement.
    toggleMute: assign({ muted: ({ context }) => !context.muted, localVolume: 0, muteError: null }),
    setMute: assign({
      muted: (_, params: { muted: boolean }) => params.muted,
      localVolume: 0,
      muteError: null,
    }),
    setVolume: assign({ volume: (_, params: { volume: number }) => clampVolume(params.volume) }),
    setLocalVolume: assign({
      localVolume: ({ context }, params: { volume: number }) =>
        context.muted ? 0 : clampVolume(params.volume),
    }),
    resetVolume: assign({ volume: 0, localVolume: 0 }),
    recordWarning: assign({
      warning: (_, params: { error: unknown }) => ({
        type: errorType(params.error) ?? 'error',
        message: describeError(params.error),
      }),
    }),
    handleMessage: enqueueActions(({ context, enqueue }, params: { message: unknown }) => {
      enqueue.emit({ type: 'message', message: params.message });
      const { message } = params;
      const said = readTranscriptMessage(message);
      if (said) {
        enqueue.assign({ transcript: addToTranscript(context.transcript, said) });
        return;
      }
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
    // The call is over: how it ended, and the status-update when the server sent none, saying
    // the same as endedReason (a time limit is not the visitor hanging up).
    announceEnded: enqueueActions(({ context, enqueue }) => {
      const endedReason = endedReasonOf(context);
      const { connectedAt } = context;
      enqueue.assign({
        volume: 0,
        localVolume: 0,
        muted: false,
        endedReason,
        // Whole seconds, as the clock showed them; never past the limit that ended it.
        lastCallSeconds:
          connectedAt === null
            ? null
            : Math.min(
                context.maxDurationSeconds,
                Math.max(0, Math.floor((Date.now() - connectedAt) / 1000)),
              ),
      });
      if (context.statusUpdate) return;
      const update: CallStatusUpdate = {
        type: 'status-update',
        status: 'ended',
        endedReason: serverReasonFor[endedReason],
      };
      enqueue.assign({ statusUpdate: update });
      enqueue.emit(update);
    }),
  },
  guards: {
    hasCallTarget: (_, options: CallStartOptions) => hasCallTarget(options),
    endRequested: ({ context }) => context.endRequest !== null,
    hasStartError: ({ context }) => context.startError !== null,
    serverEndedCall: ({ context }) => context.statusUpdate !== null,
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
    // The time limit of a connected call, given with its start.
    maxDuration: ({ context }) => context.maxDurationSeconds * 1000,
    // When the visitor is told that the demo ends soon.
    endingSoon: ({ context }) =>
      Math.max(0, (context.maxDurationSeconds - ENDING_SOON_SECONDS) * 1000),
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
      stop: {
        target: 'ending',
        actions: [{ type: 'requestEnd', params: { by: 'visitor' } }, 'stopCall'],
      },
      'call-end': { target: 'idle', actions: 'announceEnded' },
      error: [
        keepCallOnNonFatalError,
        // The server ended the call and Daily reports its room closing: an end, not a failure.
        { guard: 'serverEndedCall', target: 'ending', actions: 'stopCall' },
        {
          target: 'failed',
          actions: [
            'stopCall',
            'markConnectionLost',
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
          { guard: 'endRequested', target: 'ending', actions: 'stopCall' },
          {
            guard: 'hasStartError',
            target: 'failed',
            actions: ['stopCall', { type: 'fail', params: ({ context }) => context.startError! }],
          },
          { target: 'connecting' },
        ],
        'call-start-failed': [
          { guard: 'endRequested', target: 'idle' },
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
        stop: { actions: { type: 'requestEnd', params: { by: 'visitor' } } },
      },
      after: {
        startTimeout: [
          { guard: 'endRequested', target: 'idle', actions: 'stopCall' },
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
      entry: 'markConnected',
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
        'local-volume-level': {
          actions: { type: 'setLocalVolume', params: ({ event }) => ({ volume: event.volume }) },
        },
      },
      after: {
        endingSoon: { actions: 'warnEndingSoon' },
        maxDuration: {
          target: 'ending',
          actions: [{ type: 'requestEnd', params: { by: 'timeLimit' } }, 'stopCall'],
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
  localVolume: number;
  muted: boolean;
  error: CallErrorCode | null;
  /** The last call failed, at its start or while it ran (not a mute without a call). */
  failed: boolean;
  transcript: readonly TranscriptLine[];
  /** Date.now() when the running call connected; null when no call is connected. */
  connectedAt: number | null;
  maxDurationSeconds: number;
  /** The time limit is ENDING_SOON_SECONDS away, or less. */
  endingSoon: boolean;
  /** How long the last call was connected; null while one runs or for one that never did. */
  lastCallSeconds: number | null;
  endedReason: CallEndedReason | null;
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
    localVolume: snapshot.context.localVolume,
    muted: snapshot.context.muted,
    error: snapshot.context.failure?.code ?? snapshot.context.muteError,
    failed: snapshot.context.failure !== null,
    transcript: snapshot.context.transcript,
    connectedAt: active ? snapshot.context.connectedAt : null,
    maxDurationSeconds: snapshot.context.maxDurationSeconds,
    endingSoon: active && snapshot.context.endingSoon,
    lastCallSeconds: snapshot.hasTag('inCall') ? null : snapshot.context.lastCallSeconds,
    endedReason: snapshot.context.endedReason,
  };
}
