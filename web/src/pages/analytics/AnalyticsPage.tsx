import { Link, useLoaderData } from 'react-router-dom';
import type { AnalyticsPageQueryResult } from '../../content/sanity.types';
import { CONTACT_TARGET, useSiteLinkClick } from '../../layout/siteLinks';

export function AnalyticsPage() {
  const page = useLoaderData() as NonNullable<AnalyticsPageQueryResult>;
  const onLinkClick = useSiteLinkClick();
  return (
    <div className="page">
      <h1>{page.heading}</h1>
      <p className="section-intro">{page.intro}</p>
      <ul className="card-grid">
        {page.benefits?.map((benefit) => (
          <li key={benefit._key} className="card">
            <p className="card__metric">{benefit.metric}</p>
            <h2 className="card__title">{benefit.title}</h2>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      <section className="cta" aria-labelledby="analytics-conclusion">
        <h2 id="analytics-conclusion">{page.conclusion?.heading}</h2>
        <p>{page.conclusion?.text}</p>
        <div className="cta__actions">
          <Link to="/" className="button" onClick={onLinkClick('/')}>
            {page.buttons?.test}
          </Link>
          <Link
            to={CONTACT_TARGET}
            className="button button--secondary"
            onClick={onLinkClick(CONTACT_TARGET)}
          >
            {page.buttons?.contact}
          </Link>
        </div>
      </section>
    </div>
  );
}
