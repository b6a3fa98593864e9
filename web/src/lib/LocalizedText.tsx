import type { Language } from '../i18n/languages';
import { useLanguage } from './language';

/**
 * A localised field as the queries return it (web/src/content/queries.ts, `localized`): the text
 * in the page's language, or the German one where the English is missing, and which it is.
 */
export type LocalizedText = { text: string | null; lang: Language };

/** The text alone, for an attribute or a prop that takes a plain string. */
export const textOf = (value: LocalizedText | null | undefined): string => value?.text ?? '';

/**
 * A localised text as page content. A text in another language than the page's (the German one
 * an English page falls back to) is marked with its own `lang`, so that screen readers speak it
 * in German and translators and search engines see what it is.
 */
export function Text({ value }: { value: LocalizedText | null | undefined }) {
  const language = useLanguage();
  if (!value?.text) return null;
  return value.lang === language ? value.text : <span lang={value.lang}>{value.text}</span>;
}

/**
 * The `lang` an element needs that carries `value` as more than a text (Portable Text, an image
 * with its alt text): the value's language where it is not the page's, else none.
 */
export function useLangOf(value: { lang: Language } | null | undefined) {
  const language = useLanguage();
  return value && value.lang !== language ? value.lang : undefined;
}
