import type { ContentClient } from '../src/content/client.ts';
import { pageHead, type PageHead, type Site } from './seoHead.ts';

export type EntryServer = typeof import('../src/entry-server');

/** index.html with the start script, kept next to the server entry for on-request rendering. */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/**
 * index.html with a page's language, head and markup in place of the template's `<html lang>`
 * and its two comments. Replacer functions, because a replacement string would
 * treat `$&`, `$'` or `` $` `` in the content as patterns and paste parts of the template into
 * the page.
 */
export function fillTemplate(
  template: string,
  { language, head, html }: { language: string; head: string; html: string },
) {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
}

/**
 * One page as a whole HTML document: rendered with its content by the server entry, its head
 * (seoHead.ts) and `extraHead` in place. The prerender writes it to a file; the preview server
 * (web/server/preview/) sends it.
 */
export async function renderDocument(
  entry: EntryServer,
  {
    template,
    site,
    content,
    path,
    indexable,
    extraHead = '',
    preview = false,
  }: {
    template: string;
    site: Site;
    content: ContentClient;
    path: string;
    indexable: boolean;
    extraHead?: string;
    /** A page of preview mode: it carries its loader data (web/src/app/hydrationData.ts). */
    preview?: boolean;
  },
) {
  const page = await entry.renderPage(path, content);
  const head: PageHead = {
    path,
    title: page.title,
    description: page.description,
    indexable,
    language: page.language,
    alternates: page.alternates,
    shareImage: page.shareImage,
  };
  const html = fillTemplate(template, {
    language: page.language,
    head: pageHead(site, head) + extraHead,
    html: page.html,
  });
  const data = preview ? page.dataScript : '';
  return { page, head, html: html.replace('</body>', () => `${data}</body>`) };
}
