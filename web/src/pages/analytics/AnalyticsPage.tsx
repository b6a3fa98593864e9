import { useLoaderData } from 'react-router-dom';
import type { AnalyticsPageQueryResult } from '../../content/sanity.types';
import { CallToAction } from '../../layout/CallToAction';
import { Text } from '../../lib/LocalizedText';
import { PageHeader } from '../../layout/PageHeader';
import './analytics.css';

export function AnalyticsPage() {
  const page = useLoaderData() as NonNullable<AnalyticsPageQueryResult>;
  return (
    <div className="page">
      <PageHeader heading={page.heading} intro={page.intro} />
      <ul className="card-grid benefits">
        {page.benefits?.map((benefit) => (
          <li key={benefit._key} className="card">
            <p className="card__metric">
              <Text value={benefit.metric} />
            </p>
            <h2 className="card__title">
              <Text value={benefit.title} />
            </h2>
            <p>
              <Text value={benefit.text} />
            </p>
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
