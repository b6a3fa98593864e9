import type { VoiceWidgetView } from '@site/machines/voiceWidget';
import { useId, useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallTime } from './callClock';
import { CallTranscript, TranscriptAnnouncer } from './CallTranscript';

/** The words of what the call is doing now, muted first: it is what the visitor must know. */
function statusKey(view: VoiceWidgetView): string | null {
  if (view.askingMicrophone) return 'voiceDemo.microphoneWhy';
  if (view.muted && view.callActive) return 'voiceDemo.status.muted';
  switch (view.status) {
    case 'connecting':
      return 'voiceDemo.status.connecting';
    case 'listening':
      return 'voiceDemo.status.listening';
    case 'assistant-speaking':
      return 'voiceDemo.status.speaking';
    case 'ending':
      return 'voiceDemo.status.ending';
    default:
      return null;
  }
}

/**
 * Keeps the page's end clear of the docked panel: the page gets room below its content as high
 * as the panel, so nothing of the page hides behind it and nothing above moves.
 */
export function useRoomBelow(panelRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--call-panel-room', `${panel.offsetHeight}px`),
    );
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
 * The running call, docked to the bottom of the screen from the first click until the call is
 * over, so that its state, time, controls and newest words are in view wherever the visitor is
 * on the page: what the call does now in words, the elapsed time against the limit, a notice
 * half a minute before the limit, the newest transcript line (the whole transcript one tap away),
 * mute and hang up (cancel while connecting). Focus moves here when the call connects.
 */
export function CallPanel({
  view,
  elapsed,
  panelRef,
  onMute,
  onEnd,
}: {
  view: VoiceWidgetView;
  /** Seconds since the call connected; null before. */
  elapsed: number | null;
  panelRef: RefObject<HTMLElement | null>;
  onMute: () => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const [showTranscript, setShowTranscript] = useState(false);
  const transcriptId = useId();
  useRoomBelow(panelRef);
  const newest = view.transcript.at(-1);
  const key = statusKey(view);
  const speaking = view.status === 'assistant-speaking';
  const state = view.callActive
    ? view.muted
      ? 'muted'
      : speaking
        ? 'speaking'
        : 'listening'
    : 'connecting';

  return (
    <section
      ref={panelRef}
      className="call-panel"
      aria-label={t('voiceDemo.panel')}
      tabIndex={-1}
      data-state={state}
    >
      <div className="call-panel__head">
        <span
          className="call-panel__level"
          aria-hidden="true"
          style={{ '--level': Math.max(view.volume, view.localVolume).toFixed(2) } as CSSProperties}
        />
        <p className="call-panel__status" role="status">
          {key && t(key)}
        </p>
        {elapsed !== null && (
          <p className="call-panel__clock">
            <span aria-hidden="true">
              {formatCallTime(elapsed)} / {formatCallTime(view.maxCallSeconds)}
            </span>
            <span className="visually-hidden">
              {t('voiceDemo.elapsed', {
                elapsed: formatCallTime(elapsed),
                limit: formatCallTime(view.maxCallSeconds),
              })}
            </span>
          </p>
        )}
      </div>
      <div className="call-panel__notice" role="alert">
        {view.endingSoon && (
          <p>{t('voiceDemo.endingSoon', { limit: formatCallTime(view.maxCallSeconds) })}</p>
        )}
      </div>
      <div className="call-panel__words">
        <p className="call-panel__newest" aria-hidden="true">
          {newest && !showTranscript && (
            <>
              <span className="call-panel__speaker">
                {t(`voiceDemo.transcript.${newest.role}`)}
              </span>{' '}
              {newest.text}
            </>
          )}
        </p>
        {view.callActive && (
          <button
            type="button"
            className="call-panel__toggle"
            aria-expanded={showTranscript}
            aria-controls={transcriptId}
            onClick={() => setShowTranscript((shown) => !shown)}
          >
            {t('voiceDemo.transcript.toggle')}
          </button>
        )}
      </div>
      {/* Mounted when opened, so it opens at its newest line. */}
      <div id={transcriptId} className="call-panel__transcript" hidden={!showTranscript}>
        {showTranscript && <CallTranscript lines={view.transcript} />}
      </div>
      <TranscriptAnnouncer lines={view.transcript} />
      <div className="call-panel__controls">
        {view.callActive && (
          <button
            type="button"
            className="button button--secondary call-panel__mute"
            aria-pressed={view.muted}
            onClick={onMute}
          >
            {t(view.muted ? 'voiceDemo.unmute' : 'voiceDemo.mute')}
          </button>
        )}
        <button type="button" className="button call-panel__end" onClick={onEnd}>
          {t(view.callActive ? 'voiceDemo.end' : 'voiceDemo.cancel')}
        </button>
      </div>
    </section>
  );
}
