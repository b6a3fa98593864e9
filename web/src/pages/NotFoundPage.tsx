import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useLocalizedPath } from '../lib/language';

export function NotFoundPage() {
  const { t } = useTranslation();
  const local = useLocalizedPath();
  return (
    <div className="page page--message">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={local(paths.home)}>
        {t('notFound.homeLink')}
      </Link>
    </div>
  );
}
