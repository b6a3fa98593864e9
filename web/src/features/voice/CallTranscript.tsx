import type { TranscriptLine } from '@site/machines/transcript';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../lib/language';

/** How close to the end (px) the visitor must be for new lines to keep the newest in view. */
const FOLLOW_THRESHOLD = 24;

/**
 * Screen readers hear each final line of the transcript once, as "speaker: text", from a polite
 * live region apart from the list (which may be collapsed): partial lines change several times a
 * second and would drown the call in announcements.
 */
export function TranscriptAnnouncer({ lines }: { lines: readonly TranscriptLine[] }) {
  const { t } = useTranslation();
  const lastFinal = lines.findLast((line) => line.final);
  return (
    <div className="visually-hidden" aria-live="polite" data-transcript-announcer="">
      {lastFinal && (
        <p key={lastFinal.id}>
          {t(`voiceDemo.transcript.${lastFinal.role}`)}: {lastFinal.text}
        </p>
      )}
    </div>
  );
}

/**
 * The transcript of the demo call, as the call machine keeps it: each line labelled by its
 * speaker, a partial line replaced in place by the next one and by its final line. The newest
 * line stays in view by scrolling the box itself, never the page, and only while the visitor
 * has not scrolled back to read.
 */
export function CallTranscript({ lines }: { lines: readonly TranscriptLine[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [lines]);

  const speaker = (line: TranscriptLine) => t(`voiceDemo.transcript.${line.role}`);

  return (
    <div className="voice-transcript">
      <h2 id={headingId} className="voice-transcript__heading">
        {t('voiceDemo.transcript.heading')}
      </h2>
      {/* Focusable, so keyboard users can scroll it; its name is the heading. */}
      <div
        ref={scroller}
        className="voice-transcript__scroller"
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        onScroll={(event) => {
          const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
          following.current = scrollHeight - scrollTop - clientHeight <= FOLLOW_THRESHOLD;
        }}
      >
        {lines.length === 0 ? (
          <p className="voice-transcript__empty">{t('voiceDemo.transcript.empty')}</p>
        ) : (
          <ol className="voice-transcript__lines">
            {lines.map((line) => (
              <li
                key={line.id}
                className={`voice-transcript__line voice-transcript__line--${line.role}`}
                data-final={line.final}
              >
                <span className="voice-transcript__speaker">
                  {speaker(line)}
                  {/* Read as "Sie: …", shown as a label above the line. */}
                  <span className="visually-hidden">: </span>
                </span>
                <span className="voice-transcript__text">{line.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
