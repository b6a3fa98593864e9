import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SectionOf } from '../content/pageContent';
import { SiteLink } from '../layout/SiteLink';
import { paths } from '../lib/paths';
import { Text, type LocalizedText } from '../lib/LocalizedText';
import { SectionIntro } from './SectionIntro';

type Step = NonNullable<SectionOf<'journeyStepsSection'>['steps']>[number];

/** Steps reveal once 30 % of them is on screen. */
const REVEAL_THRESHOLD = 0.3;

/** Reveals the steps as they scroll into view, unless motion is reduced or unsupported. */
function useReveal() {
  const list = useRef<HTMLOListElement>(null);
  const [animate, setAnimate] = useState(false);
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const element = list.current;
    if (
      !element ||
      !('IntersectionObserver' in window) ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((entry) => entry.isIntersecting);
        if (shown.length === 0) return;
        setVisible((previous) => {
          const next = new Set(previous);
          for (const entry of shown) {
            next.add(Number((entry.target as HTMLElement).dataset.step));
            observer.unobserve(entry.target);
          }
          return next;
        });
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const item of element.querySelectorAll('[data-step]')) observer.observe(item);
    // Only now may steps start hidden: without this script they are simply shown.
    setAnimate(true);
    return () => observer.disconnect();
  }, []);

  return { list, animate, visible };
}

/**
 * The four-step timeline: a tab list whose selected step shows its title, description and a
 * link to its journey station. Arrow keys, Home and End move between steps.
 */
export function Timeline({
  heading,
  intro,
  steps,
  linkLabel,
  id,
}: {
  heading: LocalizedText;
  intro: LocalizedText | null;
  steps: Step[];
  linkLabel: LocalizedText;
  id: string;
}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { list, animate, visible } = useReveal();

  const select = (index: number) => {
    const next = (index + steps.length) % steps.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: steps.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section className="timeline" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Text value={heading} />
      </h2>
      <SectionIntro value={intro} />
      <div className="timeline__body">
        <ol
          ref={list}
          className={animate ? 'timeline__steps timeline__steps--animate' : 'timeline__steps'}
          role="tablist"
          aria-labelledby={`${id}-heading`}
          onKeyDown={onKeyDown}
        >
          {steps.map((step, index) => (
            <li
              key={step._key}
              role="presentation"
              data-step={index}
              className={visible.has(index) ? 'timeline__step is-visible' : 'timeline__step'}
            >
              <button
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                aria-selected={index === selected}
                aria-controls={`${id}-panel-${index}`}
                tabIndex={index === selected ? 0 : -1}
                className="timeline__tab"
                onClick={() => setSelected(index)}
              >
                <span className="timeline__number" aria-hidden="true">
                  {index + 1}
                </span>
                <Text value={step.title} />
              </button>
            </li>
          ))}
        </ol>
        {steps.map((step, index) => (
          <div
            key={step._key}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            className="timeline__panel"
            hidden={index !== selected}
          >
            <span className="timeline__panel-number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>
              <Text value={step.title} />
            </h3>
            <p>
              <Text value={step.description} />
            </p>
            <SiteLink to={`${paths.journey}?station=${index}`} className="text-link">
              <Text value={linkLabel} />
              <span className="visually-hidden">
                : <Text value={step.title} />
              </span>
            </SiteLink>
          </div>
        ))}
      </div>
    </section>
  );
}
