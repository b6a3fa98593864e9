import { useTranslation } from 'react-i18next';
import { SiteLink } from '../layout/SiteLink';
import { paths } from '../lib/paths';
import type { Seo } from '../lib/seo';

/** What a not-found route loads: its head, and the mark that the page shows this one. */
export type NotFoundContent = { notFound: true; seo: Seo };

/** Whether a page's loader found nothing (a slug the content does not have). */
export const isNotFound = (page: object): page is NotFoundContent => 'notFound' in page;

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--message">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <SiteLink className="button" to={paths.home}>
        {t('notFound.homeLink')}
      </SiteLink>
    </div>
  );
}
