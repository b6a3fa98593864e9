import type { StatsCarouselEvent } from '@site/machines/statsCarousel';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { isDevelopmentServer } from '../config/env';
import { useCodeOnUse } from '../lib/codeOnUse';
import { useTranslation } from '../lib/language';
import type { SectionOf } from '../content/pageContent';
import { FigureSource } from './FigureSource';
import { SectionIntro } from './SectionIntro';
import { Text, textOf, type LocalizedText } from '../lib/LocalizedText';

type Card = NonNullable<SectionOf<'keyFiguresSection'>['figures']>[number];

// The carousel's machine (./LiveStatsCarousel.tsx, with XState) loads when the carousel comes into
// view or is first used, not with the page: until then it shows the first card, where the machine
// starts (machines/test/statsCarousel.test.ts), and holds a move (web/src/lib/codeOnUse.ts). In
// development it loads at once, so that the machine inspector sees it from the start.
type LiveStatsCarouselModule = typeof import('./LiveStatsCarousel');
const importLiveCarousel = (): Promise<LiveStatsCarouselModule> => import('./LiveStatsCarousel');
const loadsAtOnce = isDevelopmentServer();

/** What the running machine gives the carousel (./LiveStatsCarousel.tsx). */
export type LiveCarousel = { index: number; send: (event: StatsCarouselEvent) => void };

function ArrowButton({
  label,
  path,
  onClick,
  ref,
}: {
  label: string;
  path: string;
  onClick: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" className="stats__button" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * The key-stats carousel: one card at a time, moved by the up/down buttons, the arrow keys,
 * or the mouse wheel on wide screens; the carousel machine wraps around and locks for 1200 ms.
 * On wide screens a rail beside it lists every figure with the current one lit.
 */
export function StatsCarousel({
  heading,
  intro,
  cards,
  id,
}: {
  heading: LocalizedText;
  intro: LocalizedText | null;
  cards: Card[];
  id: string;
}) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState<LiveCarousel | null>(null);
  const { code, hold, replay } = useCodeOnUse<StatsCarouselEvent, LiveStatsCarouselModule>(
    importLiveCarousel,
    { atOnce: loadsAtOnce, inView: section },
  );
  const LiveStatsCarousel = code?.default;
  const index = live?.index ?? 0;
  const liveSend = live?.send;
  // Before the machine has come, a move is held on the button that makes it, whether pressed or
  // asked for by an arrow key or the wheel, and carried out once the machine runs.
  const send = useCallback(
    (event: StatsCarouselEvent) => {
      if (liveSend) return liveSend(event);
      const forward = event.type === 'next' || (event.type === 'wheel' && event.deltaY > 0);
      hold(event, (forward ? nextButton : previousButton).current);
    },
    [liveSend, hold],
  );
  useEffect(() => {
    if (liveSend) replay(liveSend);
  }, [liveSend, replay]);

  // React's onWheel is passive; a non-passive listener lets a handled turn keep the page still.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      const width = window.innerWidth;
      if (width <= 768 || event.deltaY === 0) return;
      event.preventDefault();
      send({ type: 'wheel', deltaY: event.deltaY, width });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [send]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') send({ type: 'next' });
    else if (event.key === 'ArrowUp') send({ type: 'previous' });
    else return;
    event.preventDefault();
  };

  const current = cards[index];
  return (
    <section ref={section} className="stats" aria-labelledby={`${id}-heading`}>
      {/* The heading, its intro and the rail: one column beside the carousel on wide screens. */}
      <div className="stats__lead">
        <h2 id={`${id}-heading`}>
          <Text value={heading} />
        </h2>
        <SectionIntro value={intro} />
        {/* Where the current card stands among all of them; the carousel's status says it in words. */}
        <ol className="stats__rail" aria-hidden="true">
          {cards.map((card, cardIndex) => (
            <li
              key={card._key}
              className={
                cardIndex === index
                  ? 'stats__rail-item stats__rail-item--current'
                  : 'stats__rail-item'
              }
            >
              <span className="stats__rail-value">
                <Text value={card.value} />
              </span>
              <Text value={card.label} />
            </li>
          ))}
        </ol>
      </div>
      <div
        className="stats__carousel"
        role="group"
        aria-roledescription={t('carousel.roleDescription')}
        aria-labelledby={`${id}-heading`}
        onKeyDown={onKeyDown}
      >
        <ArrowButton
          ref={previousButton}
          label={t('carousel.previous')}
          path="M6 15l6-6 6 6"
          onClick={() => send({ type: 'previous' })}
        />
        <div className="stats__viewport" ref={viewport}>
          <ul className="stats__track">
            {cards.map((card, cardIndex) => (
              <li
                key={card._key}
                className="stats__card"
                style={{ transform: `translateY(${(cardIndex - index) * 100}%)` }}
                aria-hidden={cardIndex !== index}
                inert={cardIndex !== index}
              >
                <p className="stats__value">
                  <Text value={card.value} />
                </p>
                <p className="stats__label">
                  <Text value={card.label} />
                </p>
                <p className="stats__description">
                  <Text value={card.description} />
                </p>
                <FigureSource source={card.source} />
              </li>
            ))}
          </ul>
        </div>
        <ArrowButton
          ref={nextButton}
          label={t('carousel.next')}
          path="M6 9l6 6 6-6"
          onClick={() => send({ type: 'next' })}
        />
        <p className="stats__position" aria-hidden="true">
          {index + 1} / {cards.length}
        </p>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {current &&
            t('carousel.status', {
              position: index + 1,
              count: cards.length,
              value: textOf(current.value),
              label: textOf(current.label),
            })}
        </p>
      </div>
      {LiveStatsCarousel && <LiveStatsCarousel count={cards.length} onChange={setLive} />}
    </section>
  );
}
