import { Link, useLocation } from 'react-router-dom';
import { i18nFor, languages } from '../i18n/i18n';
import { useHydrated } from '../lib/hydration';
import { useLanguage } from '../lib/language';
import { localizedPath, unlocalizedPath } from '../lib/paths';

/**
 * The link to this page in the other language, keeping the journey's station (`?station=`) and
 * the contact fragment. It speaks the language it leads to (name, label, `lang`, `hreflang`),
 * as a visitor who cannot read the current one looks for their own. Its accessible name begins
 * with the visible language name (label in name, see header.languageVersion in de.json).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const other = languages.find((candidate) => candidate !== language)!;
  const { pathname, search, hash } = useLocation();
  // The prerendered link has no query: it only appears once the page has hydrated.
  const kept = useHydrated() ? search + hash : '';
  const { t } = i18nFor[other];
  return (
    <Link
      className={className ? `language-switch ${className}` : 'language-switch'}
      to={localizedPath(unlocalizedPath(pathname), other) + kept}
      lang={other}
      hrefLang={other}
      aria-label={t('header.languageVersion')}
    >
      {t('header.languageName')}
    </Link>
  );
}
