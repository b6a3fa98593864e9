import type { PageWeightReport } from '../../web/src/content/pageWeight.ts';

/**
 * What the site on `siteOrigin` (the Studio's preview URL) measured of its pages at its last
 * render (web/server/live/liveSite.ts, GET /api/page-weight): the Studio cannot compress the
 * pages it does not render, so it asks the site that does (docs/decisions/0044-page-weight-warnings.md).
 */
export async function fetchPageWeights(siteOrigin: string): Promise<PageWeightReport> {
  const url = new URL('/api/page-weight', siteOrigin);
  const answer = await fetch(url, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`${url.href} antwortete ${answer.status}`);
  return (await answer.json()) as PageWeightReport;
}
