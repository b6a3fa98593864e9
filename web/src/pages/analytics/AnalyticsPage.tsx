import { useLoaderData } from 'react-router-dom';
import type { AnalyticsPageQueryResult } from '../../content/sanity.types';
import { CallToAction } from '../../layout/CallToAction';
import { Text } from '../../lib/LocalizedText';
import { PageHeader } from '../../layout/PageHeader';
import { FigureSource } from '../../sections/FigureSource';
import { BarChart } from './BarChart';
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
              <Text value={benefit.value} />
            </p>
            <h2 className="card__title">
              <Text value={benefit.label} />
            </h2>
            <p>
              <Text value={benefit.description} />
            </p>
            <FigureSource source={benefit.source} />
          </li>
        ))}
      </ul>
      {page.chart && <BarChart chart={page.chart} id="analytics-chart" />}
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
