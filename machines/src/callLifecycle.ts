// The web call from the first click to the hang-up, driven only by the events of a CallAdapter.
// The web app implements the adapter with @vapi-ai/web; this file knows nothing of the SDK except
// the shape of its events and the traps found by running it, which the machine absorbs:
// - the adapter is subscribed when the machine starts, so an error listener exists before start();
// - start() is never awaited: every state change comes from an adapter event;
// - stop() while the web call is being created or joined does nothing in the SDK, so a stop asked
//   for during `starting` is remembered and carried out once the call can be stopped;
// - speech and volume events after call-end land in states that ignore them;
// - a start that never settles ends in `failed` after the `startTimeout` delay;
// - a fatal error without call-end stops the call and ends in `failed`;
// - a fatal error while the call is being created or joined (Daily reports a refused microphone
//   and joins anyway) is remembered and fails the call once the start succeeds or times out.
import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  sendTo,
  setup,
  type SnapshotFrom,
} from 'xstate';

export const CALL_START_STAGES = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

export type CallStartStage = (typeof CALL_START_STAGES)[number];

/** SPEC section 8: the call client's error types. */
export type CallStartErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error';

/** 'call-error': a fatal error after the start succeeded (e.g. Daily's 'daily-error'). */
export type CallFailureType = CallStartErrorType | 'call-error';

export type CallFailureStage = 'input-validation' | CallStartStage | 'connecting' | 'in-call';

/**
 * What the visitor is told about the call, as a code; the words are the web app's
 * (web/src/i18n/de.json, `errors.voice.<code>`). 'missingTarget': started without assistant,
 * squad or workflow; 'startTimedOut': the start or the wait for 'listening' never settled;
 * 'microphoneDenied': the browser or Daily refused the microphone; 'callFailed': any other failure
 * of the start or the call; 'noCall': muting while there is no call.
 */
export type CallErrorCode =
  'missingTarget' | 'startTimedOut' | 'microphoneDenied' | 'callFailed' | 'noCall';

export interface CallFailure {
  stage: CallFailureStage;
  type: CallFailureType;
  code: Exclude<CallErrorCode, 'noCall'>;
  /** The SDK's or Daily's own words, for the developer (inspector, logs); null for the machine's own checks. */
  detail: string | null;
  /** ISO 8601 */
  timestamp: string;
  /** Milliseconds, when known. */
  duration: number | null;
}

/** A nonfatal error of the running call; the call goes on. */
export interface CallWarning {
  type: string;
  message: string;
}

export interface CallStatusUpdate {
  type: 'status-update';
  status: 'ended';
  endedReason: string;
}

/** The creation payload of a web call (SPEC section 3). */
export interface CallStartOptions {
  assistantId?: string;
  assistant?: Record<string, unknown>;
  assistantOverrides?: Record<string, unknown>;
  squadId?: string;
  squad?: Record<string, unknown>;
  workflowId?: string;
  workflow?: Record<string, unknown>;
  workflowOverrides?: Record<string, unknown>;
}

/** The SDK's events, one object each (the SDK passes volume and message as bare arguments). */
export type CallAdapterEvent =
  | {
      type: 'call-start-progress';
      stage: string;
      status: 'started' | 'completed' | 'failed';
      duration?: number;
      timestamp?: string;
      metadata?: Record<string, unknown>;
    }
  | { type: 'call-start-success'; totalDuration?: number; callId?: string; timestamp?: string }
  | {
      type: 'call-start-failed';
      stage: string;
      error: unknown;
      totalDuration?: number;
      timestamp?: string;
    }
  | { type: 'call-start' }
  | { type: 'speech-start' }
  | { type: 'speech-end' }
  | { type: 'volume-level'; volume: number }
  | { type: 'message'; message: unknown }
  | { type: 'error'; error: unknown }
  | { type: 'call-end' };

/**
 * What the machine needs from a voice-call client. start() returns nothing: its outcome arrives
 * as events, so an implementation must not throw from a rejected start() promise.
 */
export interface CallAdapter {
  start(options: CallStartOptions): void;
  stop(): void;
  setMuted(muted: boolean): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: CallAdapterEvent) => void): () => void;
}

export type CallAdapterCommand =
  | { type: 'start'; options: CallStartOptions }
  | { type: 'stop' }
  | { type: 'setMuted'; muted: boolean };

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

export interface CallLifecycleInput {
  adapter: CallAdapter;
}

interface StageFailure {
  stage: CallStartStage;
  message: string;
  timestamp: string;
  duration: number | null;
}

export interface CallLifecycleContext {
  adapter: CallAdapter;
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

/** How an adapter reports a refused microphone: the `type` of its error event. */
export const MICROPHONE_DENIED_ERROR = 'microphone-permission-denied';

// The words in which the browser (a DOMException 'NotAllowedError') and Daily ('Permission
// denied') refuse the microphone when no adapter has named it. Read here, once, so that the view
// decides by the failure's code.
const MICROPHONE_REFUSAL = /NotAllowedError|Permission denied/i;

const STAGE_ERROR_TYPES: Partial<Record<CallStartStage, CallStartErrorType>> = {
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

const ADAPTER_COMMAND_ERROR = 'adapter-command-error';

// Errors the SDK reports while the call keeps running (it says so in its source: optional
// recording, non-critical observers, noise cancellation turned off, autoplay blocked), and a
// failed stop() or setMuted() of the adapter.
const NONFATAL_ERROR_TYPES: ReadonlySet<string> = new Set([
  ADAPTER_COMMAND_ERROR,
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-start-failed',
]);

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

const UNKNOWN_ERROR = 'Unknown error';

/**
 * A readable message from whatever the SDK or Daily put into an error: a string, an Error, or
 * nested objects whose `message` may itself be an object.
 */
export function describeError(error: unknown, depth = 0): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error !== null && typeof error === 'object' && depth < 4) {
    const fields = error as Record<string, unknown>;
    for (const key of ['message', 'errorMsg', 'msg', 'error']) {
      const text = describeError(fields[key], depth + 1);
      if (text !== UNKNOWN_ERROR) return text;
    }
  }
  return UNKNOWN_ERROR;
}

function errorType(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { type } = error as { type?: unknown };
  return typeof type === 'string' ? type : undefined;
}

const now = (): string => new Date().toISOString();

/** The code of a failure caused by `error`, described as `detail`. */
function failureCode(error: unknown, detail: string): 'microphoneDenied' | 'callFailed' {
  return errorType(error) === MICROPHONE_DENIED_ERROR || MICROPHONE_REFUSAL.test(detail)
    ? 'microphoneDenied'
    : 'callFailed';
}

/** A start that never settled: the failure names the start stage it hung in, or `stage`. */
const startTimedOut =
  (stage?: CallFailureStage) =>
  ({ context }: { context: CallLifecycleContext }): CallFailure => ({
    stage: stage ?? context.stage ?? 'initialization',
    type: 'start-method-error',
    code: 'startTimedOut',
    detail: null,
    timestamp: now(),
    duration: context.startedAt === null ? null : Date.now() - context.startedAt,
  });

/** Everything the machine knows about one call, as it is before that call starts. */
const noCallYet: Omit<CallLifecycleContext, 'adapter'> = {
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

const callAdapterBridge = fromCallback<CallAdapterCommand, CallLifecycleInput>(
  ({ input, sendBack, receive }) => {
    receive((command) => {
      try {
        if (command.type === 'start') input.adapter.start(command.options);
        else if (command.type === 'stop') input.adapter.stop();
        else input.adapter.setMuted(command.muted);
      } catch (error) {
        // A throwing start() ends the attempt; a throwing stop() or setMuted() is reported but
        // does not end a running call.
        sendBack(
          command.type === 'start'
            ? { type: 'call-start-failed', stage: 'initialization', error }
            : { type: 'error', error: { type: ADAPTER_COMMAND_ERROR, error } },
        );
      }
    });
    return input.adapter.subscribe((event) => sendBack(event));
  },
);

const stageState = (stage: CallStartStage) => ({
  entry: { type: 'enterStage' as const, params: { stage } },
});

const callSetup = setup({
  types: {
    context: {} as CallLifecycleContext,
    events: {} as CallLifecycleEvent,
    input: {} as CallLifecycleInput,
    emitted: {} as CallLifecycleEmitted,
    children: {} as { adapter: 'callAdapter' },
    tags: {} as 'inCall' | 'connecting' | 'callActive' | 'speaking' | 'ending' | 'failed',
  },
  actors: { callAdapter: callAdapterBridge },
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
          message: describeError(event.metadata),
          timestamp: event.timestamp ?? now(),
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
        const stage = context.stage ?? 'initialization';
        const detail = describeError(params.error);
        return {
          stage,
          type: STAGE_ERROR_TYPES[stage] ?? 'start-method-error',
          code: failureCode(params.error, detail),
          detail,
          timestamp: now(),
          duration: context.startedAt === null ? null : Date.now() - context.startedAt,
        };
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
    isNonFatalError: (_, params: { error: unknown }) =>
      NONFATAL_ERROR_TYPES.has(errorType(params.error) ?? ''),
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
            params: () => ({
              stage: 'input-validation',
              type: 'validation-error',
              code: 'missingTarget',
              detail: null,
              timestamp: now(),
              duration: null,
            }),
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
              params: ({ event }) => {
                const detail = describeError(event.error);
                return {
                  stage,
                  type: 'call-error',
                  code: failureCode(event.error, detail),
                  detail,
                  timestamp: now(),
                  duration: null,
                };
              },
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
  context: ({ input }) => ({
    adapter: input.adapter,
    ...noCallYet,
  }),
  // Subscribed for the machine's whole life, so the adapter's listeners (error included) are
  // attached before the first start.
  invoke: {
    id: 'adapter',
    src: 'callAdapter',
    input: ({ context }) => ({ adapter: context.adapter }),
    onError: {
      target: '.failed',
      actions: {
        type: 'fail',
        params: ({ context, event }) => {
          const detail = describeError(event.error);
          return {
            stage: context.stage ?? 'initialization',
            type: 'start-method-error',
            code: failureCode(event.error, detail),
            detail,
            timestamp: now(),
            duration: null,
          };
        },
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
                const described = describeError(event.error);
                const detail = described === UNKNOWN_ERROR && failed ? failed.message : described;
                return {
                  stage: failed?.stage ?? context.stage ?? 'initialization',
                  type: (failed && STAGE_ERROR_TYPES[failed.stage]) ?? 'start-method-error',
                  code: failureCode(event.error, detail),
                  detail,
                  timestamp: event.timestamp ?? failed?.timestamp ?? now(),
                  duration: failed?.duration ?? event.totalDuration ?? null,
                };
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
