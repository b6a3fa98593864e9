// In the local Studio only, each event stream to the local Content Lake (web/local-stack/) goes to
// a host name of its own under .localhost, which browsers resolve to this machine: a browser opens
// at most six HTTP/1.1 connections to one host, each stream holds one, and the Studio holds more
// than six open. Everything else is the Studio's own code. Why, and why not HTTP/2:
// docs/decisions/0026-the-local-studio.md.

/** The host name of the `index`th stream to the local API at `apiHost` (`local.localhost`). */
export const streamHostName = (index: number) => `stream-${index}.localhost`;

/** The Content Lake's event streams: listeners and the Live Content API. */
const EVENT_STREAM_PATH = /^\/v[\w.-]+\/data\/(listen|live\/events)\//;

/**
 * Sends each event stream to the local API (`apiUrl`'s port on a .localhost name) to a host name
 * of its own, whether it is opened with the browser's EventSource or with the polyfill Sanity's
 * client takes when it sends headers, which reads it with fetch. Everything else stays as it is.
 */
export function spreadEventStreams(apiUrl: string) {
  const api = new URL(apiUrl);
  let opened = 0;
  const isLocalApi = (url: URL) =>
    url.port === api.port && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'));
  /** The stream's URL on a host name of its own, or undefined for any other request. */
  const spread = (input: string | URL) => {
    const url = new URL(input, globalThis.location.href);
    if (!isLocalApi(url) || !EVENT_STREAM_PATH.test(url.pathname)) return undefined;
    opened += 1;
    url.hostname = streamHostName(opened);
    return url;
  };

  const NativeEventSource = globalThis.EventSource;
  globalThis.EventSource = class extends NativeEventSource {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(spread(url) ?? url, init);
    }
  };
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = spread(input instanceof Request ? input.url : input);
    if (!url) return nativeFetch(input, init);
    return nativeFetch(input instanceof Request ? new Request(url, input) : url, init);
  };
}
