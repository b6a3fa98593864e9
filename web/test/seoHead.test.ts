import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  isSiteOrigin,
  organization,
  pageHead,
  readSite,
  robotsTxt,
  sitemapXml,
  webManifest,
  type PageHead,
  type Site,
} from '../server/seoHead';
import { fillTemplate } from '../server/pageDocument';

const site: Site = {
  siteUrl: 'https://www.example.de',
  companyName: 'Muster KI GmbH',
  email: 'kontakt@example.de',
  phone: '+49 30 12345678',
  address: {
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
  },
  socialUrls: ['https://www.linkedin.com/company/example', null],
  // As a local build gets it from web/src/content/images.ts: a path at the site's own origin.
  shareImage: {
    de: {
      url: '/images/local/production/abc-1200x630.png?w=1200&h=630&fit=crop&fm=jpg',
      width: 1200,
      height: 630,
      alt: 'Muster KI: KI-Sprachassistenten',
    },
    en: {
      url: '/images/local/production/abc-1200x630.png?w=1200&h=630&fit=crop&fm=jpg',
      width: 1200,
      height: 630,
      alt: 'Muster KI: AI voice assistants',
    },
  },
};
/** The default share image's URL as the head's attribute holds it: absolute, `&` escaped. */
const localDefault =
  'https://www.example.de/images/local/production/abc-1200x630.png?w=1200&amp;h=630&amp;fit=crop&amp;fm=jpg';
const about: PageHead = {
  path: '/about',
  title: 'Über uns | Muster KI GmbH',
  description: 'Wer wir sind.',
  indexable: true,
  language: 'de',
  alternates: { de: '/about', en: '/en/about' },
};
const aboutInEnglish: PageHead = {
  ...about,
  path: '/en/about',
  title: 'About us | Muster KI GmbH',
  language: 'en',
};

/** The head's elements as a browser would read them. */
function parseHead(head: string) {
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
  const tags = [...head.matchAll(/<(meta|link)\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const meta = (key: string) =>
    tags.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content);
  const canonical = tags.filter((tag) => tag.rel === 'canonical').map((tag) => tag.href);
  const alternates = tags
    .filter((tag) => tag.rel === 'alternate')
    .map((tag) => [tag.hreflang, tag.href]);
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return { meta, canonical, alternates, scripts: scripts.map(([, body]) => body!) };
}

describe('pageHead', () => {
  it('gives a page its canonical URL, sharing tags and the Organization', () => {
    const { meta, canonical, scripts } = parseHead(pageHead(site, about));
    expect(canonical).toEqual(['https://www.example.de/about']);
    expect(meta('description')).toEqual(['Wer wir sind.']);
    expect(meta('robots')).toEqual([]);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('og:site_name')).toEqual(['Muster KI GmbH']);
    expect(meta('og:locale')).toEqual(['de_DE']);
    expect(meta('og:title')).toEqual(['Über uns | Muster KI GmbH']);
    expect(meta('og:description')).toEqual(['Wer wir sind.']);
    expect(meta('og:url')).toEqual(['https://www.example.de/about']);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(meta('twitter:title')).toEqual(['Über uns | Muster KI GmbH']);
    expect(meta('twitter:description')).toEqual(['Wer wir sind.']);
    expect(pageHead(site, about)).toContain('<title>Über uns | Muster KI GmbH</title>');
    expect(pageHead(site, about)).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(scripts.map((body) => JSON.parse(body))).toEqual([organization(site)]);
  });

  it('links the page to its twin in every language, German as x-default', () => {
    const expected = [
      ['de', 'https://www.example.de/about'],
      ['en', 'https://www.example.de/en/about'],
      ['x-default', 'https://www.example.de/about'],
    ];
    expect(parseHead(pageHead(site, about)).alternates).toEqual(expected);
    expect(parseHead(pageHead(site, aboutInEnglish)).alternates).toEqual(expected);
    expect(parseHead(pageHead(site, about)).meta('og:locale:alternate')).toEqual(['en_GB']);
  });

  it('gives an English page its own canonical URL and locale', () => {
    const { meta, canonical } = parseHead(pageHead(site, aboutInEnglish));
    expect(canonical).toEqual(['https://www.example.de/en/about']);
    expect(meta('og:url')).toEqual(['https://www.example.de/en/about']);
    expect(meta('og:locale')).toEqual(['en_GB']);
    expect(meta('og:locale:alternate')).toEqual(['de_DE']);
  });

  it('marks the 404 page noindex, without canonical URL, og:url or alternates', () => {
    const head = pageHead(site, { ...about, path: '/404', indexable: false });
    const { meta, canonical, alternates } = parseHead(head);
    expect(meta('robots')).toEqual(['noindex']);
    expect(alternates).toEqual([]);
    expect(canonical).toEqual([]);
    expect(meta('og:url')).toEqual([]);
    expect(meta('og:title')).toEqual(['Über uns | Muster KI GmbH']);
  });

  it("shows the site's default share image, absolute, with its size and alt text in the page's language", () => {
    const german = parseHead(pageHead(site, about)).meta;
    expect(german('og:image')).toEqual([localDefault]);
    expect(german('og:image:type')).toEqual(['image/jpeg']);
    expect(german('og:image:width')).toEqual(['1200']);
    expect(german('og:image:height')).toEqual(['630']);
    expect(german('og:image:alt')).toEqual(['Muster KI: KI-Sprachassistenten']);
    expect(german('twitter:image')).toEqual([localDefault]);
    expect(german('twitter:image:alt')).toEqual(['Muster KI: KI-Sprachassistenten']);
    const english = parseHead(pageHead(site, aboutInEnglish)).meta;
    expect(english('og:image:alt')).toEqual(['Muster KI: AI voice assistants']);
    // The 404 pages are shared too.
    const notFound = parseHead(pageHead(site, { ...about, path: '/404', indexable: false })).meta;
    expect(notFound('og:image')).toEqual([localDefault]);
  });

  it("prefers the page's own share image, and keeps a hosted CDN URL as it is", () => {
    const cdn =
      'https://cdn.sanity.io/images/abc123/production/f00-1600x900.jpg?rect=0,24,1600,840&w=1200&h=630&fit=crop&fm=jpg';
    const { meta } = parseHead(
      pageHead(site, {
        ...about,
        shareImage: { url: cdn, width: 1200, height: 630, alt: 'Das Team' },
      }),
    );
    expect(meta('og:image')).toEqual([cdn.replace(/&/g, '&amp;')]);
    expect(meta('twitter:image')).toEqual([cdn.replace(/&/g, '&amp;')]);
    expect(meta('og:image:alt')).toEqual(['Das Team']);
  });

  it('the home page is the site URL with a slash', () => {
    expect(canonicalUrl(site, '/')).toBe('https://www.example.de/');
  });
});

describe('hostile content stays text', () => {
  const hostile = `"><script>alert(1)</script><!-- ' & </SCRIPT> <\u2028`;
  const hostileSite: Site = {
    ...site,
    companyName: hostile,
    email: `</script><script>alert("email")</script>`,
    address: { street: '<!--', postalCode: '</script', city: hostile, country: '-->' },
    socialUrls: [`https://example.de/"></script><script>alert(2)</script>`],
  };
  const head = pageHead(hostileSite, {
    ...about,
    title: hostile,
    description: hostile,
    shareImage: { url: `/images/x.png?a=1&b="><script>`, width: 1200, height: 630, alt: hostile },
  });

  it('cannot open or close an element from an attribute value or the title', () => {
    // The same elements as for harmless content: nothing opened, closed or commented out.
    const elements = (html: string) => html.match(/<[a-z!/]+/gi);
    expect(elements(head)).toEqual(elements(pageHead(site, about)));
    expect(head.match(/<\/?script/gi)).toEqual(['<script', '</script']);
    const { meta } = parseHead(head);
    expect(meta('og:site_name')).toEqual([
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &#39; &amp; &lt;/SCRIPT&gt; &lt;\u2028',
    ]);
    expect(meta('og:image:alt')).toEqual(meta('og:site_name'));
    // The URL parser percent-encodes what a URL may not hold; & stays, escaped for the attribute.
    expect(meta('og:image')).toEqual([
      'https://www.example.de/images/x.png?a=1&amp;b=%22%3E%3Cscript%3E',
    ]);
  });

  it('cannot break out of the JSON-LD script, which still parses to the same values', () => {
    const { scripts } = parseHead(head);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toMatch(/[<>&]/);
    expect(scripts[0]).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(scripts[0]!)).toEqual(organization(hostileSite));
    expect(JSON.parse(scripts[0]!).name).toBe(hostile);
  });

  it('escapes the sitemap', () => {
    const xml = sitemapXml({ siteUrl: 'https://www.example.de' }, [
      { path: '/a?b=1&c=<2>', alternates: { de: '/a?b=1&c=<2>', en: '/en/a?b=1' } },
    ]);
    expect(xml).toContain('<loc>https://www.example.de/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('href="https://www.example.de/a?b=1&amp;c=&lt;2&gt;"');
  });
});

describe('Organization', () => {
  it('carries the site settings, the logo as an absolute URL and the social profiles', () => {
    expect(organization(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Muster KI GmbH',
      url: 'https://www.example.de',
      logo: 'https://www.example.de/favicon.svg',
      email: 'kontakt@example.de',
      telephone: '+49 30 12345678',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Musterstraße 1',
        postalCode: '10115',
        addressLocality: 'Berlin',
        addressCountry: 'Deutschland',
      },
      sameAs: ['https://www.linkedin.com/company/example'],
    });
  });

  it('leaves out what the settings do not have', () => {
    const bare = organization({ ...site, email: null, phone: null, address: null, socialUrls: [] });
    expect(Object.keys(bare)).toEqual(['@context', '@type', 'name', 'url', 'logo']);
  });
});

describe('sitemap.xml, robots.txt and the web manifest', () => {
  it('lists every page as an absolute URL with its twins in every language', () => {
    const home = { path: '/', alternates: { de: '/', en: '/en' } };
    expect(sitemapXml(site, [home, { ...home, path: '/en' }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...['https://www.example.de/', 'https://www.example.de/en'].flatMap((loc) => [
          '  <url>',
          `    <loc>${loc}</loc>`,
          '    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.de/" />',
          '    <xhtml:link rel="alternate" hreflang="en" href="https://www.example.de/en" />',
          '    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.de/" />',
          '  </url>',
        ]),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('allows every crawler and points to the sitemap', () => {
    expect(robotsTxt(site)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.de/sitemap.xml\n',
    );
  });

  it('names the site and its icon in the manifest', () => {
    const manifest = JSON.parse(webManifest(site));
    expect(manifest).toMatchObject({ name: 'Muster KI GmbH', lang: 'de', start_url: '/' });
    expect(manifest.icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });
});

describe('readSite', () => {
  it('accepts an https origin', () => {
    expect(readSite(site).siteUrl).toBe('https://www.example.de');
  });

  it.each([
    null,
    undefined,
    '',
    'https://www.example.de/',
    'https://www.example.de/site',
    'http://www.example.de',
    'https://www.Example.de',
    'www.example.de',
  ])('refuses to build with siteUrl %j', (siteUrl) => {
    expect(isSiteOrigin(siteUrl)).toBe(false);
    expect(() => readSite({ ...site, siteUrl: siteUrl as string })).toThrow(/siteUrl/);
  });

  it('needs the settings document, the company name and the default share image', () => {
    expect(() => readSite(null)).toThrow(/siteSettings/);
    expect(() => readSite({ ...site, companyName: null })).toThrow(/Firmenname/);
    expect(() => readSite({ ...site, shareImage: null })).toThrow(/Standardbild beim Teilen/);
  });
});

describe('fillTemplate', () => {
  it("sets the page's language on <html>", () => {
    const filled = fillTemplate('<html lang="de"><head><!--app-head-->', {
      language: 'en',
      head: '',
      html: '',
      data: '',
    });
    expect(filled).toBe('<html lang="en"><head>');
  });

  it("leaves out the template's own comments, not the page's", () => {
    const template =
      '<head><!-- a note\n for developers --><!--app-head--></head><div><!--app-html--></div><!--app-data-->';
    const filled = fillTemplate(template, {
      language: 'de',
      head: '<title>T</title>',
      html: '<!--$--><p>Text</p><!--/$-->',
      data: '',
    });
    expect(filled).toBe('<head><title>T</title></head><div><!--$--><p>Text</p><!--/$--></div>');
  });

  it("pastes content with $& or $' as it is", () => {
    const template = '<head><!--app-head--></head><div><!--app-html--></div><!--app-data-->';
    const filled = fillTemplate(template, {
      language: 'de',
      head: "<title>Ab 5 $' im Monat</title>",
      html: '<p>100 $& mehr $` Umsatz</p>',
      data: '<script>1</script>',
    });
    expect(filled).toBe(
      "<head><title>Ab 5 $' im Monat</title></head><div><p>100 $& mehr $` Umsatz</p></div><script>1</script>",
    );
  });
});
