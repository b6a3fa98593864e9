import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--message">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={paths.home}>
        {t('notFound.homeLink')}
      </Link>
    </div>
  );
}
