// What the site's server says about a document (web/server/live/liveSite.ts, GET /api/live), and
// what the Studio says about it, in German.

/** The answer of GET /api/live?id=… (web/server/live/liveSite.ts, LiveStatus). */
export type LiveStatus = {
  id: string;
  rev: string | null;
  renderedAt: string | null;
  paths: string[];
  failures: { path: string; message: string }[];
  error: string | null;
  rendering: boolean;
};

/** The status of the published document `id` at the site on `siteOrigin`. */
export async function fetchLiveStatus(siteOrigin: string, id: string): Promise<LiveStatus> {
  const url = new URL('/api/live', siteOrigin);
  url.searchParams.set('id', id);
  const answer = await fetch(url, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`${url.href} answered ${answer.status}`);
  return (await answer.json()) as LiveStatus;
}

/** What the Studio shows: where the site is with the document's published revision `rev`. */
export type LiveState =
  | { kind: 'live'; time: string; paths: string[] }
  | { kind: 'removed'; time: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'waiting' };

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * The state of the site for the document, whose published revision the Studio knows as `rev`
 * (null: not published, or not heard of yet).
 */
export function liveStateOf(status: LiveStatus, rev: string | null): LiveState {
  if (status.error)
    return {
      kind: 'failed',
      reason: `Die Website wurde nicht neu erzeugt und zeigt ihren letzten Stand: ${status.error}`,
    };
  if (status.failures.length > 0)
    return {
      kind: 'failed',
      reason: status.failures
        .map(
          ({ path, message }) =>
            `Die Seite ${path} ließ sich nicht erzeugen und zeigt ihren letzten Stand (${message}).`,
        )
        .join(' '),
    };
  if (status.rendering || !status.renderedAt || (rev !== null && status.rev !== rev))
    return { kind: 'waiting' };
  if (status.rev === null) return { kind: 'removed', time: clock(status.renderedAt) };
  return { kind: 'live', time: clock(status.renderedAt), paths: status.paths };
}

/** The sentence of a state, as the badge's tooltip and the toast's title say it. */
export function liveSentence(state: LiveState): string {
  switch (state.kind) {
    case 'live':
      return `Live auf der Website seit ${state.time}`;
    case 'removed':
      return `Von der Website genommen um ${state.time}`;
    case 'failed':
      return `Nicht auf der Website: ${state.reason}`;
    case 'waiting':
      return 'Die Website wird neu erzeugt …';
  }
}
