import { describe, expect, it } from 'vitest';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };

// en.json is the English counterpart of de.json: every key the views look up must exist in both,
// with the same interpolation placeholders and $t() nestings, and English must really be English.

type Resource = { [key: string]: string | Resource };

/** Every leaf of a resource as [dotted key, text]. */
function leaves(resource: Resource, prefix = ''): [string, string][] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The {{placeholders}} and $t(nestings) of a text, sorted: they must match across languages. */
const dynamicParts = (text: string) => (text.match(/\{\{[^}]*\}\}|\$t\([^)]*\)/g) ?? []).sort();

// Keys whose English text may equal the German one. de.json already holds these in English (the
// wording the product shows in both languages), or the word is the same in both: "Name".
const sameInBothLanguages = new Set([
  'routeError.heading',
  'voice.error',
  'voiceDemo.loading',
  'consent.title',
  'errors.voice.missingConfig',
  'contact.name',
]);

/** A text that only points to another key: that key is checked on its own. */
const onlyNesting = (text: string) => /^\$t\([^)]*\)$/.test(text);

const german = new Map(leaves(de));
const english = new Map(leaves(en));

describe('the English UI texts (en.json)', () => {
  it('have exactly the keys of de.json', () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it.each([...german])('keep the placeholders and nestings of %s', (key, text) => {
    expect(dynamicParts(english.get(key) ?? '')).toEqual(dynamicParts(text));
  });

  it.each([...english])('translate %s', (key, text) => {
    expect(text.trim()).not.toBe('');
    if (!sameInBothLanguages.has(key) && !onlyNesting(text)) expect(text).not.toBe(german.get(key));
  });

  it('list as the same only texts that really are the same', () => {
    for (const key of sameInBothLanguages) expect(english.get(key)).toBe(german.get(key));
  });
});

describe('the language switch (layout/LanguageSwitch.tsx)', () => {
  // Its accessible name must begin with its visible text, the language's name, as a whole word
  // (label in name), so that speech input saying the visible word finds the link.
  it.each([
    ['de', de],
    ['en', en],
  ])('names the %s version beginning with the visible language name', (_, texts) => {
    const { languageName, languageVersion } = texts.header;
    expect(languageVersion.startsWith(languageName)).toBe(true);
    expect(languageVersion.charAt(languageName.length)).toMatch(/[^\p{L}]/u);
  });
});
