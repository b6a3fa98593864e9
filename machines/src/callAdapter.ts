// What the call machine (callLifecycle.ts) needs from a voice-call client, and the one way an
// implementation reaches it: `fromCallAdapter(adapter)`, provided as the machine's `callAdapter`
// actor. The web app implements the adapter over @vapi-ai/web (web/src/features/voice/
// vapiAdapter.ts); tests implement it with a fake (machines/test/fakeCallAdapter.ts).
import { fromCallback } from 'xstate';

/** The SDK's start stages, in the order it reports them in `call-start-progress`. */
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

/** The creation payload of a web call. */
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
  /** The visitor's microphone level, 0..1, every 100 ms while a call runs. */
  | { type: 'local-volume-level'; volume: number }
  | { type: 'message'; message: unknown }
  | { type: 'error'; error: unknown }
  | { type: 'call-end' };

/** How an adapter reports a refused microphone: the `type` of its error event. */
export const MICROPHONE_DENIED_ERROR = 'microphone-permission-denied';

/** How an adapter (or the microphone check) reports that there is no microphone at all. */
export const MICROPHONE_MISSING_ERROR = 'microphone-missing';

/** How an adapter reports an error that happened while the browser was offline. */
export const OFFLINE_ERROR = 'network-offline';

/** The `type` of the error reported when the adapter's stop() or setMuted() throws. */
export const ADAPTER_COMMAND_ERROR = 'adapter-command-error';

/**
 * A voice-call client. start() returns nothing: its outcome arrives as events, so an
 * implementation must not throw from a rejected start() promise.
 */
export interface CallAdapter {
  start(options: CallStartOptions): void;
  stop(): void;
  setMuted(muted: boolean): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: CallAdapterEvent) => void): () => void;
}

/** What the machine sends its `callAdapter` actor. */
export type CallAdapterCommand =
  | { type: 'start'; options: CallStartOptions }
  | { type: 'stop' }
  | { type: 'setMuted'; muted: boolean };

/**
 * The adapter as the call machine's `callAdapter` actor: subscribed for the actor's whole life
 * (so the SDK has an error listener before the first start), commands in, SDK events back.
 * When the actor stops (the page's widget goes away) during a call, the call is stopped too; a
 * stop while the web call is being created does nothing in the SDK, so a start that succeeds
 * after the actor stopped is stopped then.
 */
export function fromCallAdapter(adapter: CallAdapter) {
  return fromCallback<CallAdapterCommand>(({ sendBack, receive }) => {
    // From a start until the SDK says that call ended or never came about.
    let callRunning = false;
    const unsubscribe = adapter.subscribe((event) => {
      if (event.type === 'call-end' || event.type === 'call-start-failed') callRunning = false;
      sendBack(event);
    });
    receive((command) => {
      try {
        if (command.type === 'start') {
          callRunning = true;
          adapter.start(command.options);
        } else if (command.type === 'stop') adapter.stop();
        else adapter.setMuted(command.muted);
      } catch (error) {
        // A throwing start() ends the attempt; a throwing stop() or setMuted() is reported but
        // does not end a running call.
        if (command.type === 'start') callRunning = false;
        sendBack(
          command.type === 'start'
            ? { type: 'call-start-failed', stage: 'initialization', error }
            : { type: 'error', error: { type: ADAPTER_COMMAND_ERROR, error } },
        );
      }
    });
    return () => {
      unsubscribe();
      if (!callRunning) return;
      stopQuietly(adapter);
      const stopLateStart = adapter.subscribe((event) => {
        if (event.type === 'call-start-success') stopQuietly(adapter);
        if (['call-start-success', 'call-start-failed', 'call-end'].includes(event.type)) {
          stopLateStart();
        }
      });
    };
  });
}

// Nobody is left to hear about a failed stop once the actor is gone.
function stopQuietly(adapter: CallAdapter) {
  try {
    adapter.stop();
  } catch {
    // The call ends with the page anyway.
  }
}
