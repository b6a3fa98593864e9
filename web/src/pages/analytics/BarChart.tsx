import type { CSSProperties } from 'react';
import type { AnalyticsPageQueryResult } from '../../content/sanity.types';
import { Text } from '../../lib/LocalizedText';
import { useLanguage } from '../../lib/language';
import { FigureSource } from '../../sections/FigureSource';
import { barShares } from './barShares';

type Chart = NonNullable<NonNullable<AnalyticsPageQueryResult>['chart']>;

/**
 * A bar chart of the editors' values (Analysen, field „Diagramm“), drawn with CSS. Each bar is a list item
 * whose text is its label, value and unit, so a screen reader reads the data the eye sees; the
 * column is decoration, its height the property --bar-share (docs/design.md).
 */
export function BarChart({ chart, id }: { chart: Chart; id: string }) {
  const language = useLanguage();
  const bars = chart.bars ?? [];
  const shares = barShares(bars.map(({ value }) => value));
  const number = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB');
  return (
    <section className="bar-chart" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={chart.heading} />
      </h2>
      <p className="section-intro">
        <Text value={chart.intro} />
      </p>
      <ol className="bar-chart__bars" aria-labelledby={`${id}-heading`}>
        {bars.map((bar, index) => (
          <li
            key={bar._key}
            className="bar-chart__bar"
            style={{ '--bar-share': shares[index] } as CSSProperties}
          >
            <span className="bar-chart__label">
              <Text value={bar.label} />
              <span className="visually-hidden">: </span>
            </span>
            <span className="bar-chart__track">
              <span className="bar-chart__value">
                {typeof bar.value === 'number' ? number.format(bar.value) : ''}
                <span className="visually-hidden">
                  {' '}
                  <Text value={chart.unit} />
                </span>
              </span>
              <span className="bar-chart__column" aria-hidden="true" />
            </span>
          </li>
        ))}
      </ol>
      <FigureSource source={chart.source ?? null} />
    </section>
  );
}
