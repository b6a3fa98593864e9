import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';

export const defaultLanguage = 'de';

// Initialised synchronously with bundled resources so the prerendered HTML and the first
// client render use the same strings (no hydration mismatch, no loading flash).
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [defaultLanguage],
  resources: { de: { translation: de } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
