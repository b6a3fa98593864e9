import type { StegaConfig } from '@sanity/client';
import { lazyContentClient, type ContentClient } from '../content/client';
import { services } from '../config/env';
import { usable } from '../config/services';

/**
 * Preview mode: the site inside the Studio's Presentation tool, showing drafts with visual-editing
 * overlays. The server (web/server/preview/) renders such a page on request, only behind the
 * preview cookie it set after checking Presentation's secret, and marks it with this <meta>,
 * whose content is the Studio's URL. A published page never has it.
 */
export const PREVIEW_META_NAME = 'sanity-preview-studio';

/** Where the server answers the browser's draft queries, with its own token (never the browser's). */
export const PREVIEW_API_PATH = '/api/preview';

/**
 * Which strings get stega: @sanity/client's own choice (not URLs, dates, ids, slugs, `href` and
 * the like), and never a phone number or an e-mail address, which the page turns into `tel:`
 * and `mailto:` links.
 */
export const stegaFilter: NonNullable<StegaConfig['filter']> = (props) => {
  const field = props.sourcePath.at(-1);
  return !(typeof field === 'string' && /phone|email/i.test(field)) && props.filterDefault(props);
};

/** The Studio's URL when this page is in preview mode, else undefined. */
export function previewStudioUrl(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PREVIEW_META_NAME}"]`);
  return meta?.content || undefined;
}

/**
 * Drafts through the server's preview API, stega-encoded: each string carries, invisibly, the
 * document and field it came from, which @sanity/visual-editing turns into "edit" overlays.
 * The preview cookie goes along as on any request to the page's own origin.
 */
export function createPreviewContentClient(origin: string, studioUrl: string): ContentClient {
  return lazyContentClient(() => {
    const { dataset, apiVersion } = usable(services().sanity);
    return {
      projectId: 'preview',
      dataset,
      apiVersion,
      apiHost: new URL(PREVIEW_API_PATH, origin).href,
      useProjectHostname: false,
      useCdn: false,
      withCredentials: true,
      perspective: 'drafts',
      stega: { enabled: true, studioUrl, filter: stegaFilter },
    };
  });
}
