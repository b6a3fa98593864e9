// A CallAdapter for tests: records the machine's commands and lets the test play the SDK.
import { callLifecycleMachine } from '../src/callLifecycle.ts';
import {
  fromCallAdapter,
  type CallAdapter,
  type CallAdapterCommand,
  type CallAdapterEvent,
  type CallStartStage,
} from '../src/callAdapter.ts';

export interface FakeCallAdapter {
  adapter: CallAdapter;
  /** The call machine with this adapter provided as its `callAdapter` actor. */
  machine: typeof callLifecycleMachine;
  commands: CallAdapterCommand[];
  emit(...events: CallAdapterEvent[]): void;
  listenerCount(): number;
}

export function createFakeCallAdapter(overrides: Partial<CallAdapter> = {}): FakeCallAdapter {
  const listeners = new Set<(event: CallAdapterEvent) => void>();
  const commands: CallAdapterCommand[] = [];
  const adapter: CallAdapter = {
    start: (options) => commands.push({ type: 'start', options }),
    stop: () => commands.push({ type: 'stop' }),
    setMuted: (muted) => commands.push({ type: 'setMuted', muted }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...overrides,
  };
  return {
    adapter,
    machine: callLifecycleMachine.provide({ actors: { callAdapter: fromCallAdapter(adapter) } }),
    commands,
    emit: (...events) => events.forEach((event) => listeners.forEach((listen) => listen(event))),
    listenerCount: () => listeners.size,
  };
}

export const progress = (
  stage: CallStartStage | 'validation' | 'video-recording-started',
  status: 'started' | 'completed' | 'failed',
  extra: Partial<Extract<CallAdapterEvent, { type: 'call-start-progress' }>> = {},
): CallAdapterEvent => ({ type: 'call-start-progress', stage, status, ...extra });

/** What @vapi-ai/web 2.7.1 emits for a desktop start without video recording. */
export const SDK_SUCCESSFUL_START: CallAdapterEvent[] = [
  progress('initialization', 'started'),
  progress('web-call-creation', 'started'),
  progress('web-call-creation', 'completed', { duration: 180 }),
  progress('daily-call-object-creation', 'started'),
  progress('daily-call-object-creation', 'completed', { duration: 4 }),
  progress('mobile-permissions', 'started'),
  progress('mobile-permissions', 'completed'),
  progress('daily-call-join', 'started'),
  progress('daily-call-join', 'completed', { duration: 900 }),
  progress('video-recording-setup', 'completed'),
  progress('audio-observer-setup', 'started'),
  progress('audio-observer-setup', 'completed', { duration: 1 }),
  progress('audio-processing-setup', 'started'),
  progress('audio-processing-setup', 'completed', { duration: 2 }),
  { type: 'call-start-success', totalDuration: 1100, callId: 'call-1' },
];

/** What the SDK emits when Daily's join fails (offline: the call bundle cannot load). */
export const SDK_JOIN_FAILURE: CallAdapterEvent[] = [
  progress('initialization', 'started'),
  progress('web-call-creation', 'started'),
  progress('web-call-creation', 'completed'),
  progress('daily-call-object-creation', 'started'),
  progress('daily-call-object-creation', 'completed'),
  progress('mobile-permissions', 'started'),
  progress('mobile-permissions', 'completed'),
  progress('daily-call-join', 'started'),
  {
    type: 'error',
    error: { type: 'daily-error', error: { errorMsg: 'Failed to load call object bundle.' } },
  },
  progress('daily-call-join', 'failed', {
    duration: 6012,
    timestamp: '2026-01-02T10:00:06.000Z',
    metadata: { error: 'Failed to load call object bundle.' },
  }),
  {
    type: 'error',
    error: {
      type: 'daily-call-join-error',
      stage: 'daily-call-join',
      error: { message: 'Failed to load call object bundle.' },
    },
  },
  {
    type: 'call-start-failed',
    stage: 'unknown',
    error: 'Failed to load call object bundle.',
    totalDuration: 6300,
    timestamp: '2026-01-02T10:00:06.100Z',
  },
  { type: 'error', error: { type: 'start-method-error', stage: 'unknown', error: {} } },
];

/** A start that succeeds and connects: the SDK's start, then Vapi's call-start. */
export const SDK_CONNECTED: CallAdapterEvent[] = [...SDK_SUCCESSFUL_START, { type: 'call-start' }];

/** A transcript line as Vapi's server sends it (a client message of type transcript). */
export const transcriptMessage = (
  role: 'user' | 'assistant',
  transcriptType: 'partial' | 'final',
  transcript: string,
) => ({ type: 'transcript', role, transcriptType, transcript });

/** The SDK hands on a transcript line of the call. */
export const said = (...line: Parameters<typeof transcriptMessage>): CallAdapterEvent => ({
  type: 'message',
  message: transcriptMessage(...line),
});

/** The SDK hands on the server's word that the call ended, and why. */
export const serverEnded = (endedReason: string): CallAdapterEvent => ({
  type: 'message',
  message: { type: 'status-update', status: 'ended', endedReason },
});
