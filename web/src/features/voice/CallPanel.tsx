import type { VoiceWidgetView } from '@site/machines/voiceWidget';
import {
  useId,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../../lib/language';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { formatCallTime } from './callClock';
import { CallTranscript, TranscriptAnnouncer } from './CallTranscript';

/** What the call card shows: the call as it runs, then how it ended or failed. */
export type CallCardState =
  'microphone' | 'connecting' | 'listening' | 'speaking' | 'muted' | 'ending' | 'ended' | 'failed';

export function callCardState(view: VoiceWidgetView): CallCardState {
  if (view.askingMicrophone) return 'microphone';
  if (view.inCall) {
    if (view.status === 'ending') return 'ending';
    if (!view.callActive) return 'connecting';
    if (view.muted) return 'muted';
    return view.status === 'assistant-speaking' ? 'speaking' : 'listening';
  }
  return view.failed ? 'failed' : 'ended';
}

/**
 * Keeps the page's end clear of the docked card: the page gets room below its content as high
 * as the card, so nothing of the page hides behind it for good and nothing above moves; and a
 * scroll into view (html's scroll-padding) stops above it.
 */
export function useRoomBelow(panelRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = document.documentElement;
    const makeRoom = () => root.style.setProperty('--call-panel-room', `${panel.offsetHeight}px`);
    // At once, so a scroll into view in the same commit already stops above the card.
    makeRoom();
    const observer = new ResizeObserver(makeRoom);
    observer.observe(panel);
    root.classList.add('has-call-panel');
    return () => {
      observer.disconnect();
      root.classList.remove('has-call-panel');
      root.style.removeProperty('--call-panel-room');
    };
  }, [panelRef]);
}

/**
 * The orb's state drawn small in the card, so the card alone tells who speaks, how loud and
 * whether the microphone is off, wherever the visitor has scrolled: the colour says who (the
 * assistant, the visitor's turn, muted, over, failed), the ring how loud.
 */
function CallCardOrb({ state, level }: { state: CallCardState; level: number }) {
  return (
    <span
      className="call-card__orb"
      aria-hidden="true"
      data-state={state}
      style={{ '--level': level.toFixed(2) } as CSSProperties}
    >
      {state === 'muted' && (
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            d="M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4M4 4l16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )}
    </span>
  );
}

/**
 * The demo call's card, docked to the bottom of the screen from the first click until the
 * visitor closes it after the call (and the written conversation's end card): one box of one
 * size while the call runs (its height and its rows are fixed in voiceDemo.css; only the
 * visitor's own taps, opening the transcript or a rating comment, may grow it), so nothing moves
 * while the call runs. The outcome is a card of its own (VoiceDemo mounts it anew), which on a
 * phone is taller than the running call's. Its first row is the same in every state: the small
 * orb, the state or the outcome in words, the clock.
 */
export function CallCard({
  state,
  level,
  panelRef,
  label,
  children,
}: {
  state: CallCardState;
  /** How loud the call is, 0..1: the small orb's ring. */
  level: number;
  panelRef: RefObject<HTMLElement | null>;
  /** The card's accessible name. */
  label: string;
  children: ReactNode;
}) {
  useRoomBelow(panelRef);
  return (
    <section
      ref={panelRef}
      className="docked-card call-panel"
      aria-label={label}
      tabIndex={-1}
      data-state={state}
    >
      <CallCardOrb state={state} level={level} />
      {children}
    </section>
  );
}

/** The words of what the call is doing now, muted first: it is what the visitor must know. */
const STATUS_KEYS: Record<CallCardState, string> = {
  microphone: 'voiceDemo.status.microphone',
  connecting: 'voiceDemo.status.connecting',
  listening: 'voiceDemo.status.listening',
  speaking: 'voiceDemo.status.speaking',
  muted: 'voiceDemo.status.muted',
  ending: 'voiceDemo.status.ending',
  ended: 'voiceDemo.status.ending',
  failed: 'voiceDemo.status.ending',
};

/**
 * The running call in the card: what it does now in words, the elapsed time against the limit,
 * the newest words (the whole transcript one tap away), the AI disclosure, and a line kept for
 * what the visitor must know now (why the browser asks for the microphone, the notice half a
 * minute before the limit); mute and hang up (cancel while connecting) always in the same place.
 * On a phone the card keeps only the small orb, the state, the clock and the controls in view
 * (the hero's own disclosure stays readable above it); the transcript's toggle opens the rest
 * (voiceDemo.css).
 */
export function LiveCall({
  view,
  elapsed,
  disclosure,
  onMute,
  onEnd,
  endRef,
}: {
  view: VoiceWidgetView;
  /** Seconds since the call connected; null before. */
  elapsed: number | null;
  disclosure: LocalizedText;
  onMute: () => void;
  onEnd: () => void;
  endRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [showTranscript, setShowTranscript] = useState(false);
  const transcriptId = useId();
  const newest = view.transcript.at(-1);
  const state = callCardState(view);
  const seconds = elapsed ?? 0;

  let notice: string | null = null;
  if (view.askingMicrophone) notice = t('voiceDemo.microphoneWhy');
  else if (view.endingSoon) {
    notice = t('voiceDemo.endingSoon', { limit: formatCallTime(view.maxCallSeconds) });
  }

  return (
    <>
      {/* Opened by the visitor above the card's rows, which keep their place on the screen. */}
      <div id={transcriptId} className="call-panel__transcript" hidden={!showTranscript}>
        {showTranscript && <CallTranscript lines={view.transcript} />}
      </div>
      <p className="call-panel__status" role="status">
        {t(STATUS_KEYS[state])}
      </p>
      <p className="call-panel__clock">
        <span aria-hidden="true">
          {formatCallTime(seconds)} / {formatCallTime(view.maxCallSeconds)}
        </span>
        <span className="visually-hidden">
          {t('voiceDemo.elapsed', {
            elapsed: formatCallTime(seconds),
            limit: formatCallTime(view.maxCallSeconds),
          })}
        </span>
      </p>
      <div className="call-panel__words">
        <p className="call-panel__newest" aria-hidden="true">
          {newest && (
            <>
              <span className="call-panel__speaker">
                {t(`voiceDemo.transcript.${newest.role}`)}
              </span>{' '}
              {newest.text}
            </>
          )}
        </p>
        <button
          type="button"
          className="call-panel__toggle"
          aria-expanded={showTranscript}
          aria-controls={transcriptId}
          disabled={!view.callActive}
          onClick={() => setShowTranscript((shown) => !shown)}
        >
          {/* On a phone only its sign shows; the name stays for assistive technology. */}
          <span className="call-panel__toggle-label">{t('voiceDemo.transcript.toggle')}</span>
        </button>
      </div>
      {/* The limit stands where its warning comes; only what the visitor must know now is
          announced. */}
      <div className="call-panel__notice">
        <div role="alert">
          {notice && <p data-kind={view.endingSoon ? 'warning' : 'info'}>{notice}</p>}
        </div>
        {!notice && (
          <p data-kind="limit">{t('voiceDemo.timeLimit', { count: view.maxCallSeconds / 60 })}</p>
        )}
      </div>
      <p className="call-panel__disclosure">
        <Text value={disclosure} />
      </p>
      <TranscriptAnnouncer lines={view.transcript} />
      <div className="call-panel__controls">
        <button
          type="button"
          className="button button--secondary call-panel__mute"
          aria-pressed={view.muted}
          disabled={!view.callActive}
          onClick={onMute}
        >
          {t(view.muted ? 'voiceDemo.unmute' : 'voiceDemo.mute')}
        </button>
        <button type="button" className="button call-panel__end" ref={endRef} onClick={onEnd}>
          {t(view.callActive ? 'voiceDemo.end' : 'voiceDemo.cancel')}
        </button>
      </div>
    </>
  );
}
