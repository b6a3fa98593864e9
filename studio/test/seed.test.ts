import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes';
import { t, tText } from '../seed-src/build';
import { seedDocuments, toNdjson } from '../seed-src/dataset';
import { englishMissing } from '../schemaTypes/objects/localized';
import {
  descriptionMaxLength,
  descriptionTooLong,
  titleMaxLength,
  titleTooLong,
} from '../schemaTypes/objects/seo';
import { singletonTypes } from '../schemaTypes';
import { collections, singletonDocumentIds } from '../structure';

const seedFile = fileURLToPath(new URL('../seed/production.ndjson', import.meta.url));

const committed = readFileSync(seedFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string });

/** Every image and file field of the seed, as the NDJSON names its file (`_sanityAsset`). */
function seedAssets() {
  const found: { _type: string; _sanityAsset: string; alt?: { de: string; en: string } }[] = [];
  const collect = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if ('_sanityAsset' in value) found.push(value as (typeof found)[number]);
    Object.values(value).forEach(collect);
  };
  committed.forEach(collect);
  return found;
}

/**
 * The client Sanity's validation asks whether another document has a slug already: it answers
 * from the seed with Sanity's own GROQ engine (groq-js), so that validation runs offline.
 */
const seedClient = {
  withConfig: () => seedClient,
  fetch: async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, { params }), { dataset: committed, params })).get(),
};

// Sanity's own document validation, run offline, with messages from our German rules.
const workspace = {
  schema: createSchema({ name: 'default', types: schemaTypes }),
  getClient: () => seedClient,
  i18n: { t: (key: string) => key, loadNamespaces: async () => undefined },
} as unknown as Workspace;

async function markersOf(document: object) {
  const markers = await validateDocument({
    document: document as SanityDocument,
    workspace,
    environment: 'cli',
    getDocumentExists: async () => true,
  });
  return markers.map(({ level, path, message }) => ({ level, path, message }));
}

async function errorsOf(document: object) {
  return (await markersOf(document))
    .filter(({ level }) => level === 'error')
    .map(({ path, message }) => ({ path, message }));
}

describe('seed dataset', () => {
  it('is current with studio/seed-src (run `npm run seed --workspace studio` after editing)', () => {
    const current = readFileSync(seedFile, 'utf8') === toNdjson(seedDocuments);
    expect(current, 'studio/seed/production.ndjson is stale').toBe(true);
  });

  // A missing English text is what the Studio warns of and the English site falls back on: the
  // test says where, as the Studio would, and passes. Any other finding fails it.
  it.each(committed.map((document) => [document._id, document] as const))(
    '%s validates against the Studio schema: no errors, no warnings but missing English',
    async (_id, document) => {
      const markers = await markersOf(document);
      const missingEnglish = markers.filter(
        ({ level, message }) => level === 'warning' && message === englishMissing,
      );
      for (const { path } of missingEnglish)
        console.warn(`${_id}: ${path.join('.')}: ${englishMissing}`);
      expect(markers.filter((marker) => !missingEnglish.includes(marker))).toEqual([]);
    },
  );

  it('lets a seed text leave English out, which the Studio then warns of', async () => {
    expect(t('Nur Deutsch')).toEqual({ _type: 'localeString', de: 'Nur Deutsch' });
    expect(tText('Nur Deutsch', 'English')).toEqual({
      _type: 'localeText',
      de: 'Nur Deutsch',
      en: 'English',
    });
    const about = committed.find(({ _id }) => _id === 'aboutPage')!;
    expect(await markersOf({ ...about, claim: t('Nur Deutsch') })).toEqual([
      { level: 'warning', path: ['claim', 'en'], message: englishMissing },
    ]);
  });

  it('holds exactly the singletons the desk structure lists', () => {
    const singletons = committed.filter(({ _type }) => singletonTypes.has(_type));
    expect(singletons.map(({ _id }) => _id).sort()).toEqual([...singletonDocumentIds].sort());
  });

  it('shows every document type of the schema, each proof entry marked as an example', () => {
    const documentTypes = schemaTypes.filter(({ type }) => type === 'document');
    const seeded = new Set(committed.map(({ _type }) => _type));
    expect(documentTypes.filter(({ name }) => !seeded.has(name)).map(({ name }) => name)).toEqual(
      [],
    );
    const collectionTypes = new Set(collections.map(({ type }) => type));
    const entries = committed.filter(({ _type }) => collectionTypes.has(_type));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => !('isExample' in entry && entry.isExample))).toEqual([]);
  });
});

describe('Studio validation', () => {
  it('tells editors in German what is missing', async () => {
    const errors = await errorsOf({
      _id: 'aboutPage',
      _type: 'aboutPage',
      heading: { en: 'About' },
    });
    expect(errors).toContainEqual({
      path: ['heading', 'de'],
      message: 'Bitte geben Sie den deutschen Text ein.',
    });
    expect(errors).toContainEqual({
      path: ['claim', 'de'],
      message: 'Bitte geben Sie den deutschen Text ein.',
    });
  });

  it('warns, but does not block publishing, where the English text is missing', async () => {
    const about = committed.find(({ _id }) => _id === 'aboutPage') as unknown as {
      heading: object;
      intro: object;
    };
    const legal = committed.find(({ _id }) => _id === 'impressum') as unknown as {
      body: object;
    };
    const withoutEnglish = (field: object) => ({ ...field, en: undefined });
    const markers = [
      ...(await markersOf({
        ...about,
        heading: withoutEnglish(about.heading),
        intro: { ...about.intro, en: '' },
      })),
      ...(await markersOf({ ...legal, body: { ...legal.body, en: [] } })),
    ];
    expect(markers).toEqual([
      { level: 'warning', path: ['heading', 'en'], message: englishMissing },
      { level: 'warning', path: ['intro', 'en'], message: englishMissing },
      { level: 'warning', path: ['body', 'en'], message: englishMissing },
    ]);
  });

  it('requires alt text for a founder photo and a share image, in German', async () => {
    const about = committed.find(({ _id }) => _id === 'aboutPage') as unknown as {
      founders: object[];
      seo: object;
    };
    const photo = { _type: 'image', asset: { _type: 'reference', _ref: 'image-a-1x1-png' } };
    const errors = await errorsOf({
      ...about,
      founders: [{ ...about.founders[0], photo }, about.founders[1]],
      seo: {
        ...about.seo,
        image: { ...photo, alt: { _type: 'localeString', en: 'Only English' } },
      },
    });
    expect(errors).toContainEqual({
      path: ['founders', { _key: 'founder0' }, 'photo', 'alt', 'de'],
      message: 'Bitte geben Sie den deutschen Text ein.',
    });
    expect(errors).toContainEqual({
      path: ['seo', 'image', 'alt', 'de'],
      message: 'Bitte geben Sie den deutschen Text ein.',
    });
  });

  it("lets a landing page stay off the industries' overview, and then wants its whole entry", async () => {
    const landing = committed.find(({ _id }) => _id === 'landingPage-arztpraxen')!;
    const withoutEntry: Record<string, unknown> = { ...landing };
    delete withoutEntry.overview;
    expect(await errorsOf(withoutEntry)).toEqual([]);
    const halfEntry = { ...landing, overview: { text: tText('Nur ein Kurztext') } };
    expect(await errorsOf(halfEntry)).toEqual([
      { path: ['overview', 'title', 'de'], message: 'Bitte geben Sie den deutschen Text ein.' },
    ]);
  });

  it('requires the default share image in the site settings', async () => {
    const settings = committed.find(({ _id }) => _id === 'siteSettings')!;
    const withoutImage: Record<string, unknown> = { ...settings };
    delete withoutImage.shareImage;
    const errors = await errorsOf(withoutImage);
    // Sanity reports a missing required object through its required fields; either way it is an
    // error that blocks publishing, and the site's build refuses the settings too.
    expect(errors.map(({ path }) => path[0])).toEqual(['shareImage']);
  });

  it('gives every image of the seed a file in studio/seed/images and alt text in both languages', () => {
    const images = seedAssets().filter(({ _type }) => _type === 'image');
    // Two founders, the about page's own share image and the site's default one.
    expect(images).toHaveLength(4);
    for (const { _sanityAsset, alt = { de: '', en: '' } } of images) {
      const file = /^image@file:\/\/\.\/(images\/[\w-]+\.png)$/.exec(_sanityAsset)?.[1];
      expect(file, _sanityAsset).toBeDefined();
      expect(existsSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url))), file).toBe(
        true,
      );
      expect(alt.de.length).toBeGreaterThan(10);
      expect(alt.en.length).toBeGreaterThan(10);
    }
  });

  it('gives every other file of the seed a file in studio/seed/files', () => {
    const files = seedAssets().filter(({ _type }) => _type === 'file');
    // The sample conversation's recording.
    expect(files).toHaveLength(1);
    for (const { _sanityAsset } of files) {
      const file = /^file@file:\/\/\.\/(files\/[\w.-]+)$/.exec(_sanityAsset)?.[1];
      expect(file, _sanityAsset).toBeDefined();
      expect(existsSync(fileURLToPath(new URL(`../seed/${file}`, import.meta.url))), file).toBe(
        true,
      );
    }
  });

  it('keeps the page lists at the length the layout needs', async () => {
    const journey = committed.find(({ _id }) => _id === 'journeyPage') as unknown as {
      stations: object[];
    };
    const errors = await errorsOf({ ...journey, stations: journey.stations.slice(0, 3) });
    expect(errors).toContainEqual({
      path: ['stations'],
      message: 'Diese Liste braucht genau 4 Einträge.',
    });
  });
});

describe('blank texts', () => {
  const about = committed.find(({ _id }) => _id === 'aboutPage') as unknown as {
    heading: object;
    intro: object;
  };
  const legal = committed.find(({ _id }) => _id === 'impressum') as unknown as {
    body: object;
  };
  const germanRequired = 'Bitte geben Sie den deutschen Text ein.';
  const blankBlocks = [
    {
      _type: 'block',
      _key: 'blank',
      style: 'normal',
      children: [{ _type: 'span', _key: 'blank0', text: ' \n ', marks: [] }],
      markDefs: [],
    },
  ];

  it('warn where the English is only spaces and line breaks, as the site shows German there', async () => {
    const markers = [
      ...(await markersOf({
        ...about,
        heading: { ...about.heading, en: '   ' },
        intro: { ...about.intro, en: ' \n\t ' },
      })),
      ...(await markersOf({ ...legal, body: { ...legal.body, en: blankBlocks } })),
    ];
    expect(markers).toEqual([
      { level: 'warning', path: ['heading', 'en'], message: englishMissing },
      { level: 'warning', path: ['intro', 'en'], message: englishMissing },
      { level: 'warning', path: ['body', 'en'], message: englishMissing },
    ]);
  });

  it('are errors where the German is only spaces and line breaks, or missing', async () => {
    const markers = [
      ...(await markersOf({
        ...about,
        heading: { ...about.heading, de: '   ' },
        intro: { ...about.intro, de: undefined },
      })),
      ...(await markersOf({ ...legal, body: { ...legal.body, de: blankBlocks } })),
    ];
    expect(markers).toEqual([
      { level: 'error', path: ['heading', 'de'], message: germanRequired },
      { level: 'error', path: ['intro', 'de'], message: germanRequired },
      { level: 'error', path: ['body', 'de'], message: germanRequired },
    ]);
  });
});

describe('the length of a page title and description (seo)', () => {
  const home = committed.find(({ _id }) => _id === 'homePage') as unknown as {
    seo: { title: object; description: object };
  };
  const seoMarkers = async (field: 'title' | 'description', texts: { de: string; en: string }) =>
    (
      await markersOf({ ...home, seo: { ...home.seo, [field]: { ...home.seo[field], ...texts } } })
    ).filter(({ path }) => path[0] === 'seo');
  const text = (length: number) => 'x'.repeat(length);

  it(`warns of a title longer than ${titleMaxLength} characters, in either language`, async () => {
    expect(titleMaxLength).toBe(60);
    expect(await seoMarkers('title', { de: text(61), en: text(61) })).toEqual([
      { level: 'warning', path: ['seo', 'title', 'de'], message: titleTooLong },
      { level: 'warning', path: ['seo', 'title', 'en'], message: titleTooLong },
    ]);
    expect(titleTooLong).toBe(
      'Der Titel ist länger als 60 Zeichen: Google kürzt ihn in den Suchergebnissen.',
    );
  });

  it(`accepts a title of ${titleMaxLength} characters, blanks at its ends not counted`, async () => {
    expect(await seoMarkers('title', { de: text(60), en: ` ${text(60)} ` })).toEqual([]);
  });

  it(`warns of a description longer than ${descriptionMaxLength} characters, in either language`, async () => {
    expect(descriptionMaxLength).toBe(160);
    expect(await seoMarkers('description', { de: text(160), en: text(161) })).toEqual([
      { level: 'warning', path: ['seo', 'description', 'en'], message: descriptionTooLong },
    ]);
    expect(await seoMarkers('description', { de: text(161), en: text(160) })).toEqual([
      { level: 'warning', path: ['seo', 'description', 'de'], message: descriptionTooLong },
    ]);
    expect(descriptionTooLong).toBe(
      'Die Beschreibung ist länger als 160 Zeichen: Google kürzt sie in den Suchergebnissen.',
    );
  });

  it(`accepts a description of ${descriptionMaxLength} characters`, async () => {
    expect(await seoMarkers('description', { de: text(160), en: text(160) })).toEqual([]);
  });

  it('counts characters, not UTF-16 code units (ä, ß, emoji)', async () => {
    expect(
      await seoMarkers('title', { de: 'ä'.repeat(30) + '😀'.repeat(30), en: 'ß'.repeat(60) }),
    ).toEqual([]);
  });
});

describe('the address of the website (siteUrl)', () => {
  const siteUrlMessage =
    'Bitte geben Sie die Adresse der Startseite mit https:// und ohne Schrägstrich am Ende an, z. B. https://www.example.de.';
  const settings = committed.find(({ _id }) => _id === 'siteSettings')!;
  // The url type adds its own URI rule, so text that is no URL at all fails twice, same message.
  const messagesFor = async (siteUrl: string | undefined) => [
    ...new Set(
      (await errorsOf({ ...settings, siteUrl }))
        .filter(({ path }) => path[0] === 'siteUrl')
        .map(({ message }) => message),
    ),
  ];

  it('is required', async () => {
    expect(await messagesFor(undefined)).toEqual([siteUrlMessage]);
  });

  it.each(['https://www.example.de', 'https://example.de', 'https://www.example.de:8443'])(
    'accepts the https origin %s',
    async (siteUrl) => {
      expect(await messagesFor(siteUrl)).toEqual([]);
    },
  );

  it.each([
    'https://www.example.de/',
    'https://www.example.de/site',
    'https://www.example.de?x=1',
    'https://www.Example.de',
    'http://www.example.de',
    'www.example.de',
    '/about',
  ])('rejects %s', async (siteUrl) => {
    expect(await messagesFor(siteUrl)).toEqual([siteUrlMessage]);
  });
});
