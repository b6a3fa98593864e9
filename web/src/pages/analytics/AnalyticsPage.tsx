import { useLoaderData } from 'react-router-dom';
import type { AnalyticsPageQueryResult } from '../../content/sanity.types';
import { CallToAction } from '../../layout/CallToAction';

export function AnalyticsPage() {
  const page = useLoaderData() as NonNullable<AnalyticsPageQueryResult>;
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
      <CallToAction
        id="analytics-conclusion"
        heading={page.conclusion?.heading}
        text={page.conclusion?.text}
        demoLabel={page.buttons?.test}
        contactLabel={page.buttons?.contact}
      />
    </div>
  );
}
