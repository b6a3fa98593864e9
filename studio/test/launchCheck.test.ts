import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'sanity';
import { describe, expect, it } from 'vitest';
import { seedImageAssetIds } from '../../web/local-stack/seedAssets.ts';
import { launchCheck, type LaunchFinding } from '../../web/src/content/launchCheck.ts';
import { pageWeightFindings } from '../../web/src/content/pageWeight.ts';
import { describeFinding } from '../launchCheck/fieldTitles';
import { groupLaunchFindings } from '../launchCheck/groups';
import { schemaTypes } from '../schemaTypes';
import { seedImageIds } from '../launchCheck/seedImageIds';
import { seedImageIdsFile, seedImageIdsSource } from '../scripts/write-seed-image-ids';

const seedDir = fileURLToPath(new URL('../seed/', import.meta.url));

describe('the Studio’s launch check', () => {
  it('knows the seed’s images by the ids the local stack and the build compute', () => {
    expect([...seedImageIds].sort()).toEqual([...seedImageAssetIds(seedDir)].sort());
    expect(seedImageIds.size).toBeGreaterThan(0);
  });

  it('has its seed image ids written as the seed script writes them (run `npm run seed --workspace studio`)', async () => {
    const current = readFileSync(seedImageIdsFile, 'utf8') === (await seedImageIdsSource());
    expect(current, 'studio/launchCheck/seedImageIds.ts is stale').toBe(true);
  });

  it('lists the singletons first, as the desk does, then every other document by title', () => {
    const finding = (documentId: string, documentType: string, field: string): LaunchFinding => ({
      documentId,
      documentType,
      path: [field],
      kind: 'placeholder',
      message: 'Enthält einen Platzhalter: „Platzhalter“',
    });
    const titles: Record<string, string> = {
      'faq-2': 'Beispiel · Was kostet es?',
      'testimonial-1': 'Beispiel · Anna Weber',
    };
    const groups = groupLaunchFindings(
      [
        finding('faq-2', 'faqEntry', 'question'),
        finding('impressum', 'legalPage', 'body'),
        finding('testimonial-1', 'testimonial', 'quote'),
        finding('homePage', 'homePage', 'seo'),
        finding('impressum', 'legalPage', 'heading'),
      ],
      (id) => titles[id] ?? id,
    );
    expect(
      groups.map(({ title, findings }) => [title, findings.map(({ path }) => path[0])]),
    ).toEqual([
      ['Startseite', ['seo']],
      ['Impressum', ['body', 'heading']],
      ['Beispiel · Anna Weber', ['quote']],
      ['Beispiel · Was kostet es?', ['question']],
    ]);
  });
});

describe('a finding’s field, as the Studio names it', () => {
  const schema = createSchema({ name: 'default', types: schemaTypes });
  const seed: { _id: string }[] = readFileSync(
    new URL('production.ndjson', `file://${seedDir}`),
    'utf8',
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const described = (documentId: string) => {
    const document = seed.find(({ _id }) => _id === documentId);
    return launchCheck([document], { seedImageIds }).map((finding) =>
      describeFinding(schema, document, finding),
    );
  };

  it('names sections, list members and fields by their titles, once for both languages', () => {
    expect(described('homePage')).toContainEqual(
      expect.stringMatching(
        /^Abschnitte, Nr\. \d+ „Kennzahlen“ › Kennzahl 1 › Quelle \(Deutsch und Englisch\): Enthält einen Platzhalter: „/,
      ),
    );
  });

  it('names a link of a text by its words and its paragraph, in the text’s language', () => {
    expect(described('impressum')).toContainEqual(
      'Text (Englisch) › Absatz 10 › Link „kontakt@example.de“ › Adresse: Enthält einen Platzhalter: „mailto:kontakt@example.de“',
    );
  });
  it('names the section of a page over its budget by its type’s title and its number', () => {
    const home = seed.find(({ _id }) => _id === 'homePage') as {
      _id: string;
      sections: { _key: string; _type: string }[];
    };
    const testimonials = home.sections.find(({ _type }) => _type === 'testimonialsSection')!;
    const crossing = {
      limit: 'whole',
      bytes: 15_500,
      budget: 13_200,
      documentId: 'homePage',
      sectionKey: testimonials._key,
      heading: 'Stimmen unserer Kunden',
    } as const;
    const [finding] = pageWeightFindings({ '/': crossing }, seed);
    expect(groupLaunchFindings([finding!], () => '')[0]!.title).toBe('Startseite');
    expect(describeFinding(schema, home, finding!)).toBe(
      `Abschnitte, Nr. ${home.sections.indexOf(testimonials) + 1} „Kundenstimmen“: Seite /: Die Seite ist komprimiert 15,5 kB groß, über dem Budget von 13,2 kB (die erste Übertragung); ab diesem Abschnitt („Stimmen unserer Kunden“) kommt sie eine Netzwerk-Runde später an. Listen kürzen, Abschnitte zusammenfassen oder auf eine eigene Seite verschieben.`,
    );
  });
});
