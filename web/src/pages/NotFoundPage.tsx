import { useTranslation } from '../lib/language';
import { SiteLink } from '../layout/SiteLink';
import { paths } from '../lib/paths';

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
