import type { ContentClient } from '../src/content/client.ts';
import { pageHead, type PageHead, type Site } from './seoHead.ts';

export type EntryServer = typeof import('../src/entry-server');

/** index.html with the start script, kept next to the server entry for on-request rendering. */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/**
 * The template's comments but its three placeholders: notes for developers (web/index.html), which
 * every visitor would download with every page, and which a home page must fit into the network's
 * first window without (docs/decisions/0028-pages-from-sections.md).
 */
const developerComment = /<!--(?!app-(?:head|html|data)-->)[\s\S]*?-->/g;

/**
 * index.html with a page's language, head, markup and hydration data in place of the template's
 * `<html lang>` and its three comments, its other comments left out. Replacer functions, because
 * a replacement string would treat `$&`, `$'` or `` $` `` in the content as patterns and paste
 * parts of the template into the page.
 */
export function fillTemplate(
  template: string,
  { language, head, html, data }: { language: string; head: string; html: string; data: string },
) {
  return template
    .replace(developerComment, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-data-->', () => data);
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
    /** A page of preview mode: every section renders live from the page's data. */
    preview?: boolean;
  },
) {
  const page = await entry.renderPage(path, content, { preview });
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
    data: page.hydrationScript,
  });
  return { page, head, html };
}
