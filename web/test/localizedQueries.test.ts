import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../local-stack/groqEndpoint';
import { homePageQuery, legalPageQuery, siteMetadataQuery } from '../src/content/queries';
import { seedDir } from '../server/paths';

// The site's queries (web/src/content/queries.ts) evaluated by groq-js, the engine of the local
// GROQ endpoint, over the seed with some English texts left blank: an English text counts where
// it has more than spaces, tabs, line breaks and no-break spaces, as the Studio counts it
// (studio/schemaTypes/objects/localized.ts).

type Localized = { de: unknown; en?: unknown };
type Document = Record<string, unknown> & { _id: string };
const seed = readNdjson<Document>(join(seedDir, 'production.ndjson'));
const seedDocument = <T>(id: string) => seed.find(({ _id }) => _id === id) as unknown as T;

async function run(query: string, params: Record<string, unknown>, documents: Document[]) {
  const tree = parse(query, { params });
  return (await evaluate(tree, { dataset: documents, params })).get();
}

/** The seed, with `changes` merged into the document of that id. */
const seedWith = (id: string, changes: object) =>
  seed.map((document) => (document._id === id ? { ...document, ...changes } : document));

type SeedSection = { _type: string; [field: string]: unknown };

describe('a localised text in the queries', () => {
  // The home page's hero and key figures (studio/schemaTypes/sections/), as the seed holds them.
  const { sections } = seedDocument<{ sections: SeedSection[] }>('homePage');
  const sectionOf = <T>(type: string) => sections.find(({ _type }) => _type === type) as T;
  const home = sectionOf<{
    heading: Localized;
    intro: Localized;
    badges: (Localized & { _key: string })[];
  }>('heroSection');
  const { figures } = sectionOf<{ figures: { value: Localized }[] }>('keyFiguresSection');
  const blank = {
    heading: { ...home.heading, en: '   ' },
    intro: { ...home.intro, en: ' \n\t\r\n ' },
    badges: home.badges.map((badge, index) => (index === 0 ? { ...badge, en: '\u00a0 ' } : badge)),
  };
  type Page = {
    sections: (SeedSection & {
      heading: unknown;
      intro: unknown;
      badges: { label: unknown }[];
      figures: { value: unknown }[];
    })[];
  };
  /** The home page's query over the seed with `changes` made to its hero: the hero and the figures. */
  const homePage = async (lang: string, changes: object) => {
    const changed = sections.map((section) =>
      section._type === 'heroSection' ? { ...section, ...changes } : section,
    );
    const page = (await run(
      homePageQuery,
      { lang },
      seedWith('homePage', { sections: changed }),
    )) as Page;
    const hero = page.sections.find(({ _type }) => _type === 'heroSection')!;
    const stats = page.sections.find(({ _type }) => _type === 'keyFiguresSection')!.figures;
    return { ...hero, stats };
  };

  it('gives the German text, marked German, on /en where the English is only blanks', async () => {
    const page = await homePage('en', blank);
    expect(page.heading).toEqual({ text: home.heading.de, lang: 'de' });
    expect(page.intro).toEqual({ text: home.intro.de, lang: 'de' });
    expect(page.badges[0]?.label).toEqual({ text: home.badges[0]?.de, lang: 'de' });
  });

  it('gives a real English text on /en, in English, blanks around it included', async () => {
    const page = await homePage('en', { ...blank, heading: { ...home.heading, en: ' Hello ' } });
    expect(page.heading).toEqual({ text: ' Hello ', lang: 'en' });
    // The seed's own English, next to the blank ones.
    expect(page.badges[1]?.label).toEqual({ text: home.badges[1]?.en, lang: 'en' });
    expect(page.stats[0]?.value).toEqual({ text: figures[0]?.value.en, lang: 'en' });
  });

  it('gives the German text on the German page, whatever the English', async () => {
    const page = await homePage('de', { heading: { ...home.heading, en: ' Hello ' } });
    expect(page.heading).toEqual({ text: home.heading.de, lang: 'de' });
  });

  it('gives the German legal text on /en where the English blocks hold only blanks', async () => {
    const impressum = seedDocument<{ body: { de: unknown[]; en: unknown[] } }>('impressum');
    const legal = (en: unknown) =>
      run(
        legalPageQuery,
        { lang: 'en', id: 'impressum' },
        seedWith('impressum', { body: { ...impressum.body, en } }),
      ) as Promise<{ body: unknown }>;
    const emptyBlock = (text: string) => ({
      _type: 'block',
      _key: text.length.toString(),
      style: 'normal',
      children: [{ _type: 'span', _key: 's', text, marks: [] }],
      markDefs: [],
    });
    const german = { text: impressum.body.de, lang: 'de' };
    expect((await legal([emptyBlock(''), emptyBlock(' \n ')])).body).toEqual(german);
    expect((await legal([])).body).toEqual(german);
    expect((await legal(impressum.body.en)).body).toEqual({ text: impressum.body.en, lang: 'en' });
  });

  it('leaves out a blank English alt text of the default share image, for the German', async () => {
    const settings = seedDocument<{ shareImage: { alt: Localized } }>('siteSettings');
    const altOf = async (en: string) => {
      const shareImage = { ...settings.shareImage, alt: { ...settings.shareImage.alt, en } };
      const metadata = (await run(
        siteMetadataQuery,
        {},
        seedWith('siteSettings', { shareImage }),
      )) as {
        shareImage: { alt: Localized };
      };
      return metadata.shareImage.alt;
    };
    expect(await altOf(' \n ')).toEqual({ de: settings.shareImage.alt.de, en: null });
    expect(await altOf('A photo')).toEqual({ de: settings.shareImage.alt.de, en: 'A photo' });
  });
});
