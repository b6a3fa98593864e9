import type { ShareImage } from '../src/content/images';
import type { SiteMetadata } from '../src/content/siteMetadata';
import { defaultLanguage, type Language } from '../src/i18n/languages';

// Everything the prerender writes for search engines and link previews: each page's head,
// the Organization's structured data, sitemap.xml, robots.txt and the web manifest. Pure
// functions of the content, so every escaping rule is unit-tested (web/test/seoHead.test.ts).

/**
 * The site settings with a checked canonical origin (siteUrl), company name and default share
 * image (by language).
 */
export type Site = NonNullable<SiteMetadata> & {
  siteUrl: string;
  companyName: string;
  shareImage: Readonly<Record<string, ShareImage>>;
};

export type PageHead = {
  path: string;
  title: string;
  description: string;
  /** false for the 404 pages: noindex, and no canonical URL, og:url or alternates. */
  indexable: boolean;
  language: Language;
  /** The same page in each language, by language, the page itself included. */
  alternates: Readonly<Record<Language, string>>;
  /** The page's own share image; without one, the site's default in the page's language. */
  shareImage?: ShareImage | undefined;
};

/** Open Graph wants a territory with the language. */
const ogLocales: Readonly<Record<Language, string>> = { de: 'de_DE', en: 'en_GB' };

export const ICON_PATH = '/favicon.svg';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The colour of index.html's theme-color, also the manifest's: the page's, --color-bg. */
export const THEME_COLOR = '#0b0d1a';

/** Text for an HTML attribute value in double quotes or for element content. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const escapeXml = escapeHtml;

/**
 * JSON for a <script> element: `<`, `>` and `&` as Unicode escapes, so no value can close the
 * element (`</script>`) or open a comment (`<!--`); JSON.parse reads the same values back.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * "https://www.example.de" and nothing else: no path, no trailing slash, no query. The Studio
 * validates the field with the same rule (studio/schemaTypes/documents/siteSettings.ts).
 */
export function isSiteOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}

/** Checks what every page's head depends on; a build without it would publish wrong URLs. */
export function readSite(metadata: SiteMetadata): Site {
  if (!metadata) throw new Error('The site settings document (siteSettings) is missing.');
  const { siteUrl, companyName, shareImage } = metadata;
  if (!isSiteOrigin(siteUrl)) {
    throw new Error(
      `Website-Einstellungen → "Adresse der Website" (siteUrl) must be an https origin without ` +
        `a trailing slash, like https://www.example.de; it is ${JSON.stringify(siteUrl)}.`,
    );
  }
  if (!companyName) throw new Error('Website-Einstellungen → "Firmenname" is missing.');
  if (!shareImage) {
    throw new Error(
      'Website-Einstellungen → "Standardbild beim Teilen" (shareImage) is missing: every page ' +
        'needs an image for link previews.',
    );
  }
  return { ...metadata, siteUrl, companyName, shareImage };
}

/** The page's absolute URL: the site's origin plus the route's path ("/" for the home page). */
export const canonicalUrl = (site: Pick<Site, 'siteUrl'>, path: string) => site.siteUrl + path;

/**
 * The share image's absolute URL. Hosted, @sanity/image-url wrote one (cdn.sanity.io). A local
 * build's images come from the local stack at the site's own origin, so the path goes after the
 * site's address: served by `npm start` there, it answers (docs/decisions/0012-images-from-the-content.md).
 */
const absoluteImageUrl = (site: Pick<Site, 'siteUrl'>, url: string) =>
  new URL(url, `${site.siteUrl}/`).href;

/** The page's share image: its own, else the site's default in its language (German as the fallback). */
function shareImageOf(site: Pick<Site, 'shareImage'>, page: PageHead): ShareImage {
  const image =
    page.shareImage ?? site.shareImage[page.language] ?? site.shareImage[defaultLanguage];
  if (!image) throw new Error(`No share image for ${page.path} (${page.language}).`);
  return image;
}

/** schema.org Organization from the site settings; empty settings are left out. */
export function organization(site: Site) {
  const { address } = site;
  const sameAs = (site.socialUrls ?? []).filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    url: site.siteUrl,
    logo: canonicalUrl(site, ICON_PATH),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            postalCode: address.postalCode,
            addressLocality: address.city,
            addressCountry: address.country,
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The page's twins for hreflang, its own language included, and x-default (German, the site's
 * default language); [hreflang, path] pairs.
 */
function alternateLinks(alternates: PageHead['alternates']): [string, string][] {
  // The language search engines show where no other matches the reader.
  return [...Object.entries(alternates), ['x-default', alternates[defaultLanguage]]];
}

/** Everything that replaces <!--app-head--> in index.html for one page. */
export function pageHead(site: Site, page: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const url = canonicalUrl(site, page.path);
  const otherLanguages = (Object.keys(page.alternates) as Language[]).filter(
    (code) => code !== page.language,
  );
  const image = shareImageOf(site, page);
  const imageUrl = absoluteImageUrl(site, image.url);
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.indexable
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : meta('name', 'robots', 'noindex'),
    ...(page.indexable
      ? alternateLinks(page.alternates).map(
          ([hreflang, path]) =>
            `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(canonicalUrl(site, path))}" />`,
        )
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.companyName),
    meta('property', 'og:locale', ogLocales[page.language]),
    ...otherLanguages.map((code) => meta('property', 'og:locale:alternate', ogLocales[code])),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.indexable ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<script type="application/ld+json">${scriptJson(organization(site))}</script>`,
  ].join('\n    ');
}

/**
 * The sitemap protocol (sitemaps.org): one <url> per prerendered page, each listing its twins in
 * every language as xhtml:link alternates (the form search engines read hreflang in sitemaps).
 */
export function sitemapXml(
  site: Pick<Site, 'siteUrl'>,
  pages: readonly Pick<PageHead, 'path' | 'alternates'>[],
): string {
  const urls = pages.map(({ path, alternates }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(canonicalUrl(site, path))}</loc>`,
      ...alternateLinks(alternates).map(
        ([hreflang, twin]) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(canonicalUrl(site, twin))}" />`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read everything; the sitemap lists the pages. */
export const robotsTxt = (site: Pick<Site, 'siteUrl'>) =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${canonicalUrl(site, '/sitemap.xml')}`, ''].join(
    '\n',
  );

/** manifest.webmanifest: the name and icon a browser shows for a bookmark or home-screen link. */
export const webManifest = (site: Site) =>
  JSON.stringify(
    {
      name: site.companyName,
      short_name: site.companyName,
      lang: defaultLanguage,
      start_url: '/',
      display: 'browser',
      background_color: THEME_COLOR,
      theme_color: THEME_COLOR,
      icons: [{ src: ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  ) + '\n';
