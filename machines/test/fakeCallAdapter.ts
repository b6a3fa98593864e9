// A CallAdapter for tests: records the machine's commands and lets the test play the SDK.
import { callLifecycleMachine } from '../src/callLifecycle.ts';
import {
  fromCallAdapter,
  type CallAdapter,
  type CallAdapterCommand,
  type CallAdapterEvent,
} from '../src/callAdapter.ts';
import { progress } from '../src/simulatedCall.ts';

// What the SDK emits, shared with the simulated call of development.
export {
  progress,
  refusedWebCall,
  said,
  SDK_CONNECTED,
  SDK_SUCCESSFUL_START,
  serverEnded,
  transcriptMessage,
} from '../src/simulatedCall.ts';

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
