import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutQueryResult } from '../content/sanity.types';
import type { Language } from '../i18n/i18n';
import { useLanguage } from '../lib/language';

/** The id of a language's layout route (web/src/app/routes.tsx); its loader reads layoutQuery. */
export const layoutRouteId = (language: Language) => `layout-${language}`;

/** The content every page of the current language shares: settings, navigation, journey steps. */
export function useLayoutContent() {
  return useRouteLoaderData(layoutRouteId(useLanguage())) as LayoutQueryResult;
}
