import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { readNdjson } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';

// One name for the demo call: it is called one thing and started with one label, and the way to
// a person beside it has one label, wherever the seed (studio/seed-src/names.ts) or the
// microcopy (web/src/i18n/) names them, in both languages. web/e2e/one-name.spec.ts reads the
// same labels off the built pages. The journey's steps are named as the specification names
// them instead: web/test/journeyNames.test.ts.

const languages = ['de', 'en'] as const;
type Language = (typeof languages)[number];
type Localized = Record<Language, string>;
type Document = Record<string, unknown> & { _id: string; _type: string };

const seed = readNdjson<Document>(join(seedDir, 'production.ndjson'));
const seedDocument = <T>(id: string) => seed.find(({ _id }) => _id === id) as unknown as T;
const resources = { de, en };

type Section = { _type: string; [field: string]: unknown };
/** Every section of every page built from sections (the home page, the landing pages). */
const sections = seed.flatMap(({ sections }) =>
  Array.isArray(sections) ? sections : [],
) as Section[];
const sectionsOf = (type: string) => sections.filter(({ _type }) => _type === type);

type Resource = { [key: string]: string | Resource };
const resourceText = (language: Language, key: string) =>
  key
    .split('.')
    .reduce<string | Resource>((node, part) => (node as Resource)[part]!, resources[language]);

/** Every string a document holds, with where: localised values, names, Portable Text spans. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key.startsWith('_') ? [] : stringsOf(child, `${path}.${key}`),
  );
}

/** Every leaf of a resource as [dotted key, text]. */
const leaves = (resource: Resource, prefix = ''): [string, string][] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );

describe('the demo call', () => {
  /** Every label of a button or link that starts the demo call or leads to it. */
  const demoLabels = (language: Language) => [
    ...sectionsOf('heroSection').map((hero) => (hero.demoButtonLabel as Localized)[language]),
    ...sectionsOf('callToActionSection').map((cta) => (cta.demoLabel as Localized)[language]),
    seedDocument<{ cta: { buttonLabel: Localized } }>('journeyPage').cta.buttonLabel[language],
    seedDocument<{ cta: { primaryLabel: Localized } }>('aboutPage').cta.primaryLabel[language],
    seedDocument<{ headerActions: { demoLabel: Localized } }>('navigation').headerActions.demoLabel[
      language
    ],
    resourceText(language, 'sections.caseStudyCta.demo'),
  ];
  /** Every label of a button or link that leads to a consultation (the contact form). */
  const consultationLabels = (language: Language) => [
    ...sectionsOf('heroSection').map((hero) => (hero.contactButtonLabel as Localized)[language]),
    ...sectionsOf('callToActionSection').map((cta) => (cta.contactLabel as Localized)[language]),
    seedDocument<{ headerActions: { contactLabel: Localized } }>('navigation').headerActions
      .contactLabel[language],
    resourceText(language, 'sections.caseStudyCta.contact'),
  ];

  it.each(languages)('is started with one label everywhere (%s)', (language) => {
    const labels = demoLabels(language);
    expect(labels.length).toBeGreaterThan(5);
    expect(new Set(labels)).toEqual(new Set([labels[0]]));
    expect(labels[0]).toMatch(language === 'de' ? /Demo-Gespräch/ : /demo call/);
  });

  it.each(languages)('sits beside one label for a consultation (%s)', (language) => {
    const labels = consultationLabels(language);
    expect(new Set(labels)).toEqual(new Set([labels[0]]));
  });

  // „Demo-Gespräch“ / "demo call", or „die Demo“ / "the demo" for short: never another thing.
  const otherNames =
    /voice[- ]?demo|demo[- ]?assistent|demo[- ]?sitzung|demo[- ]?anruf|demogespräch|voice[- ]agent|demo (?:assistant|session|conversation)/i;
  // The consent dialog's title and submit are the specification's, word for word („Voice Agent
  // Test“, „Voice Agent testen“), and English says the same.
  const fixedBySpecification = new Set(['consent.title', 'consent.submit']);

  it('has no other name in the seed', () => {
    const named = seed
      .flatMap((document) => stringsOf(document, document._id))
      .filter(([, text]) => otherNames.test(text));
    expect(named).toEqual([]);
  });

  it.each(languages)('has no other name in the microcopy (%s)', (language) => {
    const named = leaves(resources[language]).filter(
      ([key, text]) => !fixedBySpecification.has(key) && otherNames.test(text),
    );
    expect(named).toEqual([]);
  });

  it('would notice another name', () => {
    for (const text of [
      'Voice-Demo',
      'unseren Demo-Assistenten',
      'the voice demo',
      'our demo assistant',
      'Test the voice agent',
    ])
      expect(otherNames.test(text), text).toBe(true);
    for (const text of [
      'Demo-Gespräch starten',
      'Start a demo call',
      'Die Demo endet',
      'Hunderte Testgespräche',
    ])
      expect(otherNames.test(text), text).toBe(false);
  });
});
