import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { i18nFor, languages, type Language } from '../src/i18n/i18n';

// The site reads its texts with a small lookup of its own (src/i18n/i18n.ts), not with i18next:
// every text of both files, every plural form and placeholder, must read as i18next reads it,
// configured as the site configured it before (one instance per language, no escaping).

type Resource = { [key: string]: string | Resource };
const resources: Record<Language, Resource> = { de, en };

/** Every leaf of a resource as a dotted key. */
const keysOf = (resource: Resource, prefix = ''): string[] =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );

function reference(language: Language) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: language,
    resources: { [language]: { translation: resources[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** What the views pass: each placeholder a value of its own, and counts that pick each form. */
const valueSets: Record<string, string | number>[] = [
  {},
  { count: 0, company: 'Firma <b>', phone: '+49 30 1234', characters: 12, limit: 3, label: 'L' },
  { count: 1, duration: '2:05', elapsed: '0:07', message: 'M', number: 4, position: 2, time: 'T' },
  { count: 5, source: 'S', title: 'Titel', value: '98 %', characters: 1 },
];

describe.each(languages)('the %s texts', (language) => {
  const expected = reference(language);
  const keys = keysOf(resources[language]);
  // A plural's base key (voiceDemo.timeLimit), which the views ask for with a count.
  const bases = [...new Set(keys.map((key) => key.replace(/_(one|other)$/, '')))];

  it.each(bases)('read %s as i18next does', (key) => {
    for (const values of valueSets) {
      expect(i18nFor[language].t(key, values)).toBe(expected.t(key, values));
    }
  });

  it('say a missing key as i18next does', () => {
    expect(i18nFor[language].t('header.missing')).toBe(expected.t('header.missing'));
  });
});
