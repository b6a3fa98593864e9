import de from './de.json';
import en from './en.json';
import { defaultLanguage, languages, type Language } from './languages';

export { defaultLanguage, languages, type Language };

type Words = { [key: string]: string | Words };

/** A text by its dotted key (`header.menu`), with its {{placeholders}} filled from `values`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const resources: Record<Language, Words> = { de, en };

/**
 * The page's texts the way i18next's t() reads these files, without i18next's 18 kB in every page
 * (docs/decisions/0043-code-per-page.md): a dotted key; with a numeric `count`, the plural form
 * `key_one`/`key_other` the language's rules choose; {{name}} filled from `values` (left as it is
 * without a value); `$t(other.key)` replaced by that text; a missing key says itself.
 * web/test/i18nLookup.test.ts holds every text of both files to i18next's answer.
 */
function translator(language: Language): Translate {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string) => {
    let found: string | Words | undefined = resources[language];
    for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
    return typeof found === 'string' ? found : undefined;
  };
  const t: Translate = (key, values = {}) => {
    const { count } = values;
    const text =
      (typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined) ??
      lookup(key);
    if (text === undefined) return key;
    return text
      .replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (placeholder, name: string) =>
        name in values ? String(values[name]) : placeholder,
      )
      .replace(/\$t\(([^)]+)\)/g, (_nesting, nested: string) => t(nested, values));
  };
  return t;
}

/**
 * Each language's texts: a page's language is its route's (web/src/app/routes.tsx), never a
 * global that a prerender of another page could change.
 */
export const i18nFor: Record<Language, { t: Translate }> = {
  de: { t: translator('de') },
  en: { t: translator('en') },
};

/** The German texts, for code that runs outside any page (tests, the prerender's defaults). */
export const i18n = i18nFor[defaultLanguage];
