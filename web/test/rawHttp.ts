import { connect } from 'node:net';

/** What came back for a raw request: the status (undefined when none) and the whole text. */
export type RawAnswer = { status: number | undefined; text: string; closed: boolean };

/**
 * Sends bytes as they are over a fresh TCP connection (no client library to tidy them up),
 * half-closes it and collects the answer until the server closes or `timeoutMs` passes.
 */
export function rawRequest(origin: string, bytes: string | Buffer, timeoutMs = 3_000) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname);
    let closed = false;
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => (closed = true));
    // A reset after the server's answer is still an answer.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(text)?.[1];
      resolve({ status: status ? Number(status) : undefined, text, closed });
    });
    socket.end(bytes);
  });
}
