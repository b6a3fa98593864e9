// A landing page far longer than the seed's, in a copy of the seed, which the page-styles spec
// pauses below its first screen (docs/decisions/0040-the-first-paint-is-the-whole-page.md). Its
// hero is the seed landing page's; then every other section type of the seed twice, each list in
// it twice as long.
import { execFileSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readNdjson } from '../../local-stack/groqEndpoint.ts';
import { buildIsCurrent } from '../../scripts/buildSite.ts';
import { webRoot } from '../../server/paths.ts';
import { landingPagePath } from '../../src/lib/paths.ts';
import { copySeed } from './seedCopy.ts';
import { seedSectionTypes } from './sectionsAlone.ts';

type Section = { _type: string; _key: string; [field: string]: unknown };

const SLUG = 'alle-abschnitte';
/** The heavy page's German path. */
export const HEAVY_PAGE_PATH = landingPagePath(SLUG);

/** The section with the key `key`, each list in it twice over. */
function longer(section: Section, key: string): Section {
  const doubled = Object.entries(section).map(([field, value]) => {
    const isList =
      Array.isArray(value) && value.every((item) => typeof item === 'object' && '_key' in item);
    if (!isList) return [field, value];
    const items = value as { _key: string }[];
    return [
      field,
      [1, 2].flatMap((round) => items.map((item) => ({ ...item, _key: `${item._key}${round}` }))),
    ];
  });
  return { ...Object.fromEntries(doubled), _key: key } as Section;
}

/** Adds the heavy page to the copy of the seed in `seedDir`. */
function addHeavyPage(seedDir: string) {
  const file = join(seedDir, 'production.ndjson');
  const [template] = readNdjson<{ _type: string; sections: Section[] }>(file).filter(
    ({ _type }) => _type === 'landingPage',
  );
  const below = seedSectionTypes(seedDir).filter(({ _type }) => _type !== 'heroSection');
  const page = {
    ...template!,
    _id: `landingPage-${SLUG}`,
    slug: { _type: 'slug', current: SLUG },
    overview: undefined,
    sections: [
      template!.sections[0]!,
      // Keys of the page's own: the seed's pages share some (section5).
      ...['a', 'b'].flatMap((copy) =>
        below.map((section, index) => longer(section, `${copy}${index}`)),
      ),
    ],
  };
  appendFileSync(file, `${JSON.stringify(page)}\n`);
}

/**
 * The site built from a copy of the seed with the heavy page, into web/dist/heavy-page; built
 * again only when sources or seed changed. Returns its client folder.
 */
export function heavyPageBuild(): string {
  const seed = copySeed('heavy-page');
  addHeavyPage(seed);
  // Inside web/ (git-ignored dist), so that the build's server bundle finds the packages; a
  // process of its own, as a build evaluates React in production mode.
  const outDir = join(webRoot, 'dist', 'heavy-page');
  try {
    if (!buildIsCurrent({ env: {}, seedDir: seed, outDir })) {
      console.log('Building the site with the heavy page…');
      execFileSync('npx', ['tsx', 'e2e/support/buildFromSeed.ts', seed, outDir], {
        cwd: webRoot,
        // What a failed build says, without the pages it wrote.
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
  } finally {
    rmSync(dirname(seed), { recursive: true, force: true });
  }
  return join(outDir, 'client');
}
