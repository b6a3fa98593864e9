// A page per section type with that section alone: every type the editors can place is read by
// the geometry check and photographed by itself (web/screenshots/), whatever the seed's pages hold.
// Each page is a landing page of a copy of the seed, its section taken from the seed's pages.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { readNdjson } from '../../local-stack/groqEndpoint.ts';
import { landingPagePath } from '../../src/lib/paths.ts';

type Section = { _type: string; _key: string; [field: string]: unknown };
type SeedDocument = { _id: string; _type: string; sections?: Section[]; [field: string]: unknown };

/** `keyFiguresSection` → `key-figures`: the name in the section's path and in its screenshots. */
export const sectionName = (type: string) =>
  type.replace(/Section$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The path of the page that shows the section type alone. */
export const sectionAlonePath = (type: string) => landingPagePath(`abschnitt-${sectionName(type)}`);

/**
 * The key figures alone carry an intro, as an editor may add one: the heading's column takes it
 * without pushing the rail away (web/src/sections/sections.css).
 */
const editorsAdditions: Record<string, Partial<Section>> = {
  keyFiguresSection: {
    intro: {
      _type: 'localeText',
      de: 'Gemessen in unseren Pilotprojekten, jede Zahl mit ihrer Quelle.',
      en: 'Measured in our pilot projects, each figure with its source.',
    },
  },
};

const seedPages = (seedDir: string) => {
  const documents = readNdjson<SeedDocument>(join(seedDir, 'production.ndjson'));
  return {
    home: documents.find(({ _id }) => _id === 'homePage')!,
    landingPages: documents.filter(({ _type }) => _type === 'landingPage'),
  };
};

/** The first section of each type on the seed's pages (home first), in that order. */
export function seedSectionTypes(seedDir: string): Section[] {
  const { home, landingPages } = seedPages(seedDir);
  const pages = [home, ...landingPages];
  const byType = new Map<string, Section>();
  for (const section of pages.flatMap(({ sections = [] }) => sections)) {
    if (!byType.has(section._type)) byType.set(section._type, section);
  }
  return [...byType.values()];
}

/** Adds the pages to the copy of the seed in `seedDir`: the seed's first landing page, each section alone. */
export function addSectionsAlone(seedDir: string) {
  const [template] = seedPages(seedDir).landingPages;
  // Without the template's entry for the industries' overview: the overview lists the seed's pages.
  const unlisted: SeedDocument = { ...template! };
  delete unlisted.overview;
  const pages = seedSectionTypes(seedDir).map((section) => ({
    ...unlisted,
    _id: `landingPage-alone-${sectionName(section._type)}`,
    slug: { _type: 'slug', current: sectionAlonePath(section._type).split('/').at(-1) },
    sections: [{ ...section, ...editorsAdditions[section._type] }],
  }));
  appendFileSync(
    join(seedDir, 'production.ndjson'),
    pages.map((page) => `${JSON.stringify(page)}\n`).join(''),
  );
}
