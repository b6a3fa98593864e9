import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySeed } from '../e2e/support/seedCopy';
import { readNdjson } from '../local-stack/groqEndpoint';
import { pageWeightsOf } from '../scripts/launchCheckReport';
import { pageWeightCrossing } from '../scripts/pageWeight';
import { prerender } from '../scripts/prerender';
import { readRenderRecord } from '../server/live/siteFiles';
import { pageWeightFindings } from '../src/content/pageWeight';
import { sourceBuild } from './sourceBuild';

// The launch check's hint on heavy pages: where a page, compressed as sent, passes the first
// window, and the section it names.

/** Text Brotli cannot shrink much: each section weighs about what it holds. */
const noise = (characters: number) =>
  randomBytes(characters).toString('base64').slice(0, characters);

/** A page as PageSections renders it: a section per text, each with its heading, then the footer. */
const page = (texts: string[]) =>
  '<!doctype html><html><head></head><body><main>' +
  texts
    .map(
      (text, index) =>
        `<div class="page-section" data-surface="plain" data-section="key${index}">` +
        `<section><h2 id="section-key${index}-heading">Abschnitt ${index}</h2><p>${text}</p></section></div>`,
    )
    .join('') +
  '</main><footer class="site-footer">Fußzeile</footer></body></html>';

describe('a page’s weight', () => {
  it('passes its budget at the first section whose end, read from the start, lies beyond it', () => {
    // About 2.3 kB each compressed: the ends lie near 0.1, 2.4, 4.7, 7.0 and 9.3 kB.
    const crossing = pageWeightCrossing(
      page(['kurz', ...[1, 2, 3, 4].map(() => noise(3000))]),
      5500,
    );
    expect(crossing).toMatchObject({ limit: 'whole', sectionKey: 'key3', heading: 'Abschnitt 3' });
    expect(crossing!.bytes).toBeGreaterThan(5500);
  });

  it('names the first section when the first screen alone misses the window', () => {
    expect(pageWeightCrossing(page([noise(8000), 'kurz']), 5500)).toMatchObject({
      limit: 'firstScreen',
      sectionKey: 'key0',
      heading: 'Abschnitt 0',
    });
  });

  it('is no hint where the page fits, nor for a page without sections', () => {
    expect(pageWeightCrossing(page(['kurz', noise(3000)]), 5500)).toBeUndefined();
    expect(pageWeightCrossing(`<main>${noise(20_000)}</main>`, 5500)).toBeUndefined();
  });
});

describe('the hint on a page’s weight', () => {
  const crossing = {
    limit: 'firstScreen',
    bytes: 15_000,
    budget: 13_200,
    documentId: 'homePage',
    sectionKey: 'hero',
    heading: 'Ihr Assistent',
  } as const;
  const home = { _id: 'homePage', _type: 'homePage', sections: [{ _key: 'hero' }] };

  it('is one for the pages that cross at the same section, the German page first', () => {
    const findings = pageWeightFindings(
      { '/en': { ...crossing, heading: 'Your assistant' }, '/': crossing },
      [home],
    );
    expect(findings).toEqual([
      {
        documentId: 'homePage',
        documentType: 'homePage',
        path: ['sections', { _key: 'hero' }],
        kind: 'pageWeight',
        message: expect.stringMatching(
          /^Seiten \/, \/en: Der erste Bildschirm ist komprimiert 15,0 kB groß .*\(13,2 kB\); dieser Abschnitt \(„Ihr Assistent“\)/,
        ),
      },
    ]);
  });

  it('is none for a section the published content no longer holds', () => {
    expect(pageWeightFindings({ '/': crossing }, [{ ...home, sections: [] }])).toEqual([]);
  });
});

type SeedDocument = { _id: string; _type: string; sections?: { _key: string }[] };

describe('npm run build on a seed with a heavy page', () => {
  it('hints at the heavy page’s section and at none of the seed’s pages', async () => {
    // A landing page that carries, after its own sections, every other section of the home
    // page three times over.
    const heavyId = 'landingPage-schwer';
    const seedDir = copySeed('page-weight');
    const seedFile = join(seedDir, 'production.ndjson');
    const documents = readNdjson<SeedDocument & Record<string, unknown>>(seedFile);
    const home = documents.find(({ _id }) => _id === 'homePage')!;
    const landing = documents.find(({ _id }) => _id === 'landingPage-arztpraxen')!;
    const added = [1, 2, 3].flatMap((copy) =>
      home.sections!.slice(1).map((section) => ({ ...section, _key: `${section._key}x${copy}` })),
    );
    const heavy = {
      ...landing,
      _id: heavyId,
      slug: { _type: 'slug', current: 'schwer' },
      sections: [...landing.sections!, ...added],
    };
    writeFileSync(seedFile, [...documents, heavy].map((d) => JSON.stringify(d)).join('\n') + '\n');

    // The real server entry, and the site's own stylesheets as the one the page links.
    const sources = join(import.meta.dirname, '../src');
    const css = readdirSync(sources, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => readFileSync(join(sources, file), 'utf8'))
      .join('\n')
      .replace(/^@import .*$/gm, '');
    const { clientDir, serverDir } = sourceBuild('page-weight', { css });
    await prerender({ env: {}, seedDir, clientDir, serverDir });

    const weights = pageWeightsOf(readRenderRecord(clientDir)!.pages);
    expect(Object.keys(weights).sort()).toEqual(['/en/l/schwer', '/l/schwer']);
    const findings = pageWeightFindings(weights, [...documents, heavy]);
    // German and English cross where their texts add up: at one section, or at two.
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(finding).toMatchObject({
        documentId: heavyId,
        documentType: 'landingPage',
        kind: 'pageWeight',
      });
      // One of the sections added: the landing page's own fit, as its page does.
      expect(added.map(({ _key }) => ['sections', { _key }])).toContainEqual(finding.path);
    }
    const german = weights['/l/schwer']!;
    expect(german.heading).not.toBe('');
    const hint = findings.find(
      ({ path }) => (path[1] as { _key: string })._key === german.sectionKey,
    )!;
    expect(hint.message).toMatch(
      /^Seiten? \/l\/schwer(, \/en\/l\/schwer)?: Die Seite ist komprimiert/,
    );
    expect(hint.message).toContain(`ab diesem Abschnitt („${german.heading}“)`);
  });
});
