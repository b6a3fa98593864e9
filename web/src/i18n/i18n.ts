import i18next, { type i18n as I18n } from 'i18next';
import de from './de.json';
import en from './en.json';
import { defaultLanguage, languages, type Language } from './languages';

export { defaultLanguage, languages, type Language };

const resources: Record<Language, typeof de> = { de, en };

function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  // Initialised synchronously with bundled resources so the prerendered HTML and the first
  // client render use the same strings (no hydration mismatch, no loading flash).
  // No initReactI18next: no instance is React's global default, every page gets its language's
  // through LanguageProvider (web/src/lib/language.tsx).
  void instance.init({
    lng: language,
    fallbackLng: language,
    supportedLngs: [...languages],
    resources: { [language]: { translation: resources[language] } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * One i18next instance per language, each with only its own texts: a page's language is its
 * route's (web/src/app/routes.tsx), never a global that a prerender of another page could change.
 */
export const i18nFor: Record<Language, I18n> = { de: createI18n('de'), en: createI18n('en') };

/** The German texts, for code that runs outside any page (tests, the prerender's defaults). */
export const i18n = i18nFor[defaultLanguage];
