import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** A short plain-text answer no cache keeps: a refusal or a notice, in the words given. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
) {
  res
    .writeHead(status, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(text),
    })
    .end(text);
}
