import type { ServerResponse } from 'node:http';
import { afterEach, expect, it, vi } from 'vitest';
import { createLiveChanges, LIVE_LIMITS } from '../server/preview/liveChanges';
import { listen } from './listen';

// Preview mode's live channel (web/server/preview/liveChanges.ts) in front of a listener that
// refuses, then is welcomed and fails with an error event, then is welcomed: Sanity's listen API
// played with the local Content Lake's answers (429 tooManyListeners, channelError).

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  vi.restoreAllMocks();
});

/** Answers each listen request with the next of `answers`, the last one from then on. */
async function listenApi(answers: ((res: ServerResponse) => void)[]) {
  let served = 0;
  const server = await listen((_req, res) => answers[Math.min(served++, answers.length - 1)]!(res));
  closers.push(server.close);
  return new URL('/v1/data/listen/production', server.origin);
}

const stream = (res: ServerResponse, text: string) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(text);
};

it('tells the pages when the listener is refused or fails, and reloads them once it is back', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const listenUrl = await listenApi([
    (res) => res.writeHead(429).end('{"error":{"type":"tooManyListeners"}}'),
    (res) => {
      stream(res, 'event: welcome\ndata: {}\n\n');
      res.end('event: channelError\ndata: {"message":"The listener fell too far behind"}\n\n');
    },
    (res) => stream(res, 'event: welcome\ndata: {}\n\n'),
  ]);
  const live = createLiveChanges({
    listenUrl: () => listenUrl,
    token: 'server-token',
    limits: { ...LIVE_LIMITS, reconnectMs: 1 },
  });
  const site = await listen((_req, res) => void live.add(res, 'one session'));
  closers.push(site.close);

  const page = await fetch(site.origin);
  expect(page.status).toBe(200);
  const reader = page.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: string[] = [];
  // The test's timeout bounds the wait.
  while (events.length < 4) {
    const read = await reader.read();
    if (read.done) break;
    events.push(...[...read.value.matchAll(/^event: (\w+)$/gm)].map(([, name]) => name!));
  }
  await reader.cancel();
  expect(events).toEqual(['interrupted', 'change', 'interrupted', 'change']);
  expect(errors).toHaveBeenCalledTimes(2);
});
