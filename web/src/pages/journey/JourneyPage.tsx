import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/language';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { JourneyPageQueryResult } from '../../content/sanity.types';
import { CallToAction } from '../../layout/CallToAction';
import { useHydrated } from '../../lib/hydration';
import { scrollBehavior } from '../../lib/scrollBehavior';
import './journey.css';
import { Text } from '../../lib/LocalizedText';
import { PageHeader } from '../../layout/PageHeader';

type JourneyContent = NonNullable<JourneyPageQueryResult>;

/**
 * With ?station=N the page scrolls to the top, then after this delay smoothly to station N; the
 * progress bar follows scrolling debounced by 10 ms; a station is active when half of it is seen.
 */
const STATION_SCROLL_DELAY_MS = 500;
const PROGRESS_DEBOUNCE_MS = 10;
const ACTIVE_STATION_THRESHOLD = 0.5;

/** Share of the page scrolled so far, 0..1, updated on scroll (debounced 10 ms). */
function useScrollProgress() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    const measure = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0);
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, PROGRESS_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  return progress;
}

/**
 * ?station=N: scroll to the top, then after 500 ms smoothly to station N if it exists. For the
 * station the page was loaded with, the 500 ms count from the document's start, which the visitor
 * has waited since: on a slow phone the app hydrates later than that and scrolls at once. A
 * station chosen on the page counts them from its choice.
 */
function useStationParameter(stationCount: number) {
  const [searchParams] = useSearchParams();
  const station = searchParams.get('station');
  // Hydrating: the station in the URL came with the document. Once another is chosen, it
  // counts as chosen too when it comes back.
  const loadedStation = useRef(useHydrated() ? undefined : station);
  useEffect(() => {
    if (station !== loadedStation.current) loadedStation.current = undefined;
    if (station === null) return;
    window.scrollTo({ top: 0 });
    const index = Number(station);
    if (!Number.isInteger(index) || index < 0 || index >= stationCount) return;
    const waited = loadedStation.current === undefined ? 0 : performance.now();
    const scroll = () =>
      document.getElementById(`station-${index}`)?.scrollIntoView({ behavior: scrollBehavior() });
    if (waited >= STATION_SCROLL_DELAY_MS) return scroll();
    const timer = window.setTimeout(scroll, STATION_SCROLL_DELAY_MS - waited);
    return () => window.clearTimeout(timer);
  }, [station, stationCount]);
}

/**
 * The station at least half on screen, for the step indicator. On a wide screen several may be: the
 * one showing the most of itself wins, and of equals the upper one (the one ?station=N scrolled to).
 */
function useActiveStation() {
  const container = useRef<HTMLOListElement>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!container.current || !('IntersectionObserver' in window)) return;
    const visible = new Map<number, Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const station = Number((entry.target as HTMLElement).dataset.station);
          if (entry.isIntersecting) visible.set(station, entry.target);
          else visible.delete(station);
        }
        const ranked = [...visible]
          .map(([station, element]) => ({ station, shown: shownFraction(element) }))
          .sort((a, b) => b.shown - a.shown || a.station - b.station);
        if (ranked[0]) setActive(ranked[0].station);
      },
      { threshold: ACTIVE_STATION_THRESHOLD },
    );
    for (const station of container.current.querySelectorAll('[data-station]'))
      observer.observe(station);
    return () => observer.disconnect();
  }, []);
  return { container, active };
}

/** How much of an element is inside the viewport, rounded so near-equals count as equal. */
function shownFraction(element: Element) {
  const { top, bottom, height } = element.getBoundingClientRect();
  const shown = Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  return Math.round((shown / Math.min(height, window.innerHeight)) * 20) / 20;
}

export function JourneyPage() {
  const { t } = useTranslation();
  const page = useLoaderData() as JourneyContent;
  const stations = page.stations ?? [];
  const progress = useScrollProgress();
  const { container, active } = useActiveStation();
  useStationParameter(stations.length);

  return (
    <div className="page journey">
      <div className="journey__progress" aria-hidden="true">
        <div className="journey__progress-bar" style={{ transform: `scaleX(${progress})` }} />
      </div>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ol className="journey__stations" ref={container}>
        {stations.map((station, index) => (
          <li
            key={station._key}
            id={`station-${index}`}
            data-station={index}
            className={index === active ? 'journey__station is-active' : 'journey__station'}
            aria-labelledby={`station-heading-${index}`}
          >
            <p className="journey__step" aria-hidden="true">
              {index + 1}
            </p>
            <div>
              <h2 id={`station-heading-${index}`}>
                <span className="visually-hidden">
                  {t('journey.station', { number: index + 1 })}:{' '}
                </span>
                <Text value={station.title} />
              </h2>
              <p className="journey__goal">
                <Text value={station.goal} />
              </p>
              <ul className="journey__features">
                {station.features?.map((feature) => (
                  <li key={feature._key}>
                    <Text value={feature.text} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      <CallToAction
        id="journey-cta"
        heading={page.cta?.heading}
        text={page.cta?.text}
        demoLabel={page.cta?.buttonLabel}
      />
    </div>
  );
}
