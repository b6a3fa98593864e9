import { Stack, Text, useToast } from '@sanity/ui';
import { useEffect, useRef, useState } from 'react';
import type { DocumentBadgeComponent, DocumentBadgeProps } from 'sanity';
import { fetchLiveStatus, liveSentence, liveStateOf, type LiveState } from './liveStatus';

/** How often the Studio asks the site while a document is open. */
const ASK_EVERY_MS = 2000;

/** The pages as links on the site, for the toast. */
function PageLinks({ siteOrigin, paths }: { siteOrigin: string; paths: string[] }) {
  return (
    <Stack space={2}>
      {paths.map((path) => (
        <Text key={path} size={1}>
          <a href={new URL(path, siteOrigin).href} target="_blank" rel="noreferrer">
            {path}
          </a>
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A badge in the document's footer that says whether its published version is on the site
 * (`siteOrigin`, the Studio's preview URL), and a toast with links to its pages when a publish
 * reached the site, or why it did not (web/server/live/liveSite.ts).
 */
export function createLiveStatusBadge(siteOrigin: string): DocumentBadgeComponent {
  function LiveStatusBadge({ id, published }: DocumentBadgeProps) {
    const rev = published?._rev ?? null;
    const [state, setState] = useState<LiveState>();
    const toast = useToast();
    /** The revision and render the site answered with last: a change is news to tell. */
    const seen = useRef<{ rev: string | null; renderedAt: string | null }>(undefined);

    useEffect(() => {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ask = async () => {
        const status = await fetchLiveStatus(siteOrigin, id).catch(() => undefined);
        if (stopped) return;
        timer = setTimeout(() => void ask(), ASK_EVERY_MS);
        // A site that does not answer says nothing about the document: no badge.
        const next = status && liveStateOf(status, rev);
        setState(next);
        if (!status || !next || next.kind === 'waiting') return;
        const before = seen.current;
        seen.current = { rev: status.rev, renderedAt: status.renderedAt };
        // The first answer is how things stand; a later one with another revision (or a render
        // that failed) is what a publish did.
        const news =
          before &&
          (before.rev !== status.rev ||
            (next.kind === 'failed' && before.renderedAt !== status.renderedAt));
        if (!news) return;
        toast.push({
          id: `live-${id}`,
          status: next.kind === 'failed' ? 'error' : 'success',
          title: liveSentence(next),
          description:
            next.kind === 'live' ? (
              <PageLinks siteOrigin={siteOrigin} paths={next.paths} />
            ) : undefined,
          closable: true,
          duration: 15_000,
        });
      };
      void ask();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    }, [id, rev, toast]);

    if (!state || (state.kind === 'removed' && !published)) return null;
    const label = {
      live: `Live seit ${state.kind === 'live' ? state.time : ''}`,
      removed: 'Von der Website genommen',
      failed: 'Nicht live',
      waiting: 'Wird live …',
    }[state.kind];
    const color = (
      { live: 'success', removed: 'warning', failed: 'danger', waiting: 'primary' } as const
    )[state.kind];
    const where =
      state.kind === 'live' && state.paths.length > 0 ? `: ${state.paths.join(', ')}` : '';
    return { label, title: `${liveSentence(state)}${where}`, color };
  }
  return LiveStatusBadge;
}
