import {
  MICROPHONE_DENIED_ERROR,
  OFFLINE_ERROR,
  type CallAdapter,
  type CallAdapterEvent,
  type CallStartOptions,
} from '@site/machines/callAdapter';

type VapiModule = typeof import('@vapi-ai/web');
type Vapi = InstanceType<VapiModule['default']>;
type VapiClass = new (
  publicKey: string,
  apiBaseUrl?: string,
  dailyCallConfig?: Record<string, unknown>,
) => Vapi;

type StartArguments = Parameters<Vapi['start']>;

// The machine's options are plain objects; the SDK takes the same shapes as positional DTOs.
const startArguments = (options: CallStartOptions) =>
  [
    options.assistantId ?? options.assistant,
    options.assistantOverrides,
    options.squadId ?? options.squad,
    options.workflowId ?? options.workflow,
    options.workflowOverrides,
  ] as StartArguments;

export type VapiAdapterOptions = {
  publicKey: string;
  /** VITE_VAPI_BASE_URL; Vapi's own API when empty. */
  baseUrl?: string;
  /** Loads the SDK; only tests replace it. */
  loadSdk?: () => Promise<unknown>;
};

/**
 * An error of a browser that has lost its network says so: the visitor is told they are offline
 * (machines/src/callFailures.ts), not that the assistant failed.
 */
function whileOffline(event: CallAdapterEvent): CallAdapterEvent {
  if (typeof navigator === 'undefined' || navigator.onLine) return event;
  if (event.type !== 'error' && event.type !== 'call-start-failed') return event;
  return {
    ...event,
    error: { type: OFFLINE_ERROR, message: 'The browser is offline', cause: event.error },
  };
}

// Vite hands over the CommonJS module's exports object; the class sits one level deeper.
function vapiClass(module: unknown): VapiClass {
  const exports = (module as { default?: { default?: unknown } }).default;
  return (exports?.default ?? exports) as VapiClass;
}

/**
 * The call machine's adapter over @vapi-ai/web. The SDK (with Daily, about 80 kB) is imported
 * on the first start only and kept as one instance for the page, because Vapi's API client is
 * module-global. Its listeners are attached before the first start: without an error listener
 * a failed start leaves the SDK stuck as "started". start() never waits for the SDK's promise;
 * the outcome arrives as events.
 */
export function createVapiAdapter({
  publicKey,
  baseUrl,
  loadSdk = () => import('@vapi-ai/web'),
}: VapiAdapterOptions): CallAdapter {
  const listeners = new Set<(event: CallAdapterEvent) => void>();
  const emit = (event: CallAdapterEvent) =>
    listeners.forEach((listener) => listener(whileOffline(event)));
  let instance: Promise<Vapi> | undefined;

  function attach(vapi: Vapi) {
    vapi.on('call-start-progress', (event) => emit({ ...event, type: 'call-start-progress' }));
    vapi.on('call-start-success', (event) => emit({ ...event, type: 'call-start-success' }));
    vapi.on('call-start-failed', (event) => emit({ ...event, type: 'call-start-failed' }));
    vapi.on('call-start', () => emit({ type: 'call-start' }));
    vapi.on('speech-start', () => emit({ type: 'speech-start' }));
    vapi.on('speech-end', () => emit({ type: 'speech-end' }));
    vapi.on('volume-level', (volume) => emit({ type: 'volume-level', volume }));
    // Listening starts Daily's microphone level observer (every 100 ms) in the SDK.
    vapi.on('local-volume-level', (volume) => emit({ type: 'local-volume-level', volume }));
    vapi.on('message', (message) => emit({ type: 'message', message }));
    vapi.on('error', (error) => emit({ type: 'error', error }));
    // Daily joins without a microphone it was refused and only reports it; a voice call without
    // one is useless, so it counts as the call's error, of the type the call machine names
    // microphoneDenied.
    vapi.on('camera-error', (error) =>
      emit({
        type: 'error',
        error: { type: MICROPHONE_DENIED_ERROR, message: MICROPHONE_DENIED_ERROR, cause: error },
      }),
    );
    vapi.on('call-end', () => emit({ type: 'call-end' }));
  }

  function vapi(): Promise<Vapi> {
    instance ??= loadSdk().then((module) => {
      const Vapi = vapiClass(module);
      // avoidEval: Daily loads its call machine as a script, so the CSP needs no unsafe-eval.
      const created = new Vapi(publicKey, baseUrl || undefined, { avoidEval: true });
      attach(created);
      return created;
    });
    return instance;
  }

  return {
    start(options: CallStartOptions) {
      vapi().then(
        (sdk) => {
          // A failed start is reported through the SDK's own events, never by this promise.
          sdk.start(...startArguments(options)).catch(() => undefined);
        },
        (error: unknown) => {
          // The SDK could not even load (offline, blocked): the next trigger tries again.
          instance = undefined;
          emit({ type: 'call-start-failed', stage: 'initialization', error });
        },
      );
    },
    stop() {
      void instance
        ?.then((sdk) => sdk.stop())
        .catch((error: unknown) => emit({ type: 'error', error }));
    },
    setMuted(muted: boolean) {
      void instance
        ?.then((sdk) => sdk.setMuted(muted))
        .catch((error: unknown) => emit({ type: 'error', error }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
