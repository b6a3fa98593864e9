import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useLocalizedPath, useTranslation } from '../lib/language';

/** A route that fails to render or load shows this generic "Unexpected Application Error!" page. */
export function RouteError() {
  const { t } = useTranslation();
  const local = useLocalizedPath();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div className="page page--message" role="alert">
      <h1>{t('routeError.heading')}</h1>
      <p>{t('routeError.text')}</p>
      {/* A full page load, because the router that failed may not recover on its own. */}
      <a className="button" href={local(paths.home)}>
        {t('routeError.homeLink')}
      </a>
    </div>
  );
}
