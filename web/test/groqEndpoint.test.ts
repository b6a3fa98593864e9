import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutQuery, legalPageQuery } from '../src/content/queries';
import { readSeedDocuments } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';
import { seedFolder, serveLocalStack } from './localContent';

async function serveSeed(folder: string) {
  const served = await serveLocalStack(folder);
  return { ...served, client: served.client() };
}

describe('local GROQ endpoint with the real @sanity/client', () => {
  let served: Awaited<ReturnType<typeof serveSeed>>;
  beforeAll(async () => {
    served = await serveSeed(seedDir);
  });
  afterAll(() => served.close());

  const seedSettings = readSeedDocuments(seedDir).find(
    ({ _id }) => _id === 'siteSettings',
  ) as unknown as {
    companyName: string;
    footerBlurb: { de: string };
  };

  it('answers the layout query from the seed dataset', async () => {
    const layout = await served.client.fetch(layoutQuery, { lang: 'de' });
    expect(layout.settings?.companyName).toBe(seedSettings.companyName);
    expect(layout.settings?.footerBlurb).toEqual({ text: seedSettings.footerBlurb.de, lang: 'de' });
    expect(layout.navigation?.items).toHaveLength(5);
    expect(layout.journeySteps).toHaveLength(4);
  });

  it('passes values only as parameters: a hostile id matches nothing', async () => {
    const hostile = '"] | *[_type == "siteSettings"][0] | ["';
    await expect(
      served.client.fetch(legalPageQuery, { lang: 'de', id: hostile }),
    ).resolves.toBeNull();
  });

  it('reports a malformed query as a 400 that the client raises', async () => {
    await expect(served.client.fetch('*[_id == ')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers long queries, which the client sends by POST', async () => {
    const padding = ' '.repeat(12_000);
    const result = await served.client.fetch(`*[_id == $id][0].companyName${padding}`, {
      id: 'siteSettings',
    });
    expect(result).toBe(seedSettings.companyName);
  });
});

describe('local GROQ endpoint semantics', () => {
  it('serves published documents only and falls back to German, saying so', async () => {
    const folder = seedFolder([
      { _id: 'impressum', _type: 'legalPage', heading: { de: 'Impressum', en: 'Legal notice' } },
      { _id: 'drafts.impressum', _type: 'legalPage', heading: { de: 'Entwurf' } },
      { _id: 'datenschutz', _type: 'legalPage', heading: { de: 'Datenschutz' } },
      { _id: 'empty', _type: 'legalPage', heading: { de: 'Leer', en: '' }, body: { en: [] } },
    ]);
    const served = await serveSeed(folder);
    const legal = (lang: string, id: string) => served.client.fetch(legalPageQuery, { lang, id });
    try {
      await expect(served.client.fetch('count(*[_type == "legalPage"])')).resolves.toBe(3);
      await expect(legal('en', 'impressum')).resolves.toMatchObject({
        heading: { text: 'Legal notice', lang: 'en' },
      });
      await expect(legal('de', 'impressum')).resolves.toMatchObject({
        heading: { text: 'Impressum', lang: 'de' },
      });
      // Missing, or left empty: the German text, in German.
      await expect(legal('en', 'datenschutz')).resolves.toMatchObject({
        heading: { text: 'Datenschutz', lang: 'de' },
      });
      await expect(legal('en', 'empty')).resolves.toMatchObject({
        heading: { text: 'Leer', lang: 'de' },
        body: { text: null, lang: 'de' },
      });
    } finally {
      await served.close();
    }
  });

  it('re-reads the seed when its files change', async () => {
    const folder = seedFolder([{ _id: 'a', _type: 'x', n: 1 }]);
    const served = await serveSeed(folder);
    try {
      await expect(served.client.fetch('*[_id == "a"][0].n')).resolves.toBe(1);
      const later = new Date(Date.now() + 5000);
      writeFileSync(
        join(folder, 'production.ndjson'),
        JSON.stringify({ _id: 'a', _type: 'x', n: 2 }),
      );
      utimesSync(join(folder, 'production.ndjson'), later, later);
      await expect(served.client.fetch('*[_id == "a"][0].n')).resolves.toBe(2);
    } finally {
      await served.close();
    }
  });
});
