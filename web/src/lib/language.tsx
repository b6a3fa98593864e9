import { createContext, use, useEffect, type ReactNode } from 'react';
import { defaultLanguage, i18nFor, type Language } from '../i18n/i18n';
import { localizedPath } from './paths';

const LanguageContext = createContext<Language>(defaultLanguage);

/**
 * The language of everything below: its texts (useTranslation) and its links
 * (useLocalizedPath). Each language's routes render inside one (web/src/app/routes.tsx);
 * `<html lang>` follows it when a client-side navigation changes language, as the prerender sets
 * it for a direct load.
 */
export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export const useLanguage = () => use(LanguageContext);

/** The texts of the page's language (web/src/i18n/), as `const { t } = useTranslation()`. */
export const useTranslation = () => i18nFor[useLanguage()];

/** Site paths (German, as in paths.ts and the content) as links of the page's language. */
export function useLocalizedPath() {
  const language = useLanguage();
  return (path: string) => localizedPath(path, language);
}
