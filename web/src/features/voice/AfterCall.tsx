import type { ConversationOutcome } from '@site/machines/callFailures';
import type { TranscriptLine } from '@site/machines/transcript';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/language';
import { offerContactDraft } from '../../lib/contactDraft';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { formatCallTime } from './callClock';
import { CallTranscript } from './CallTranscript';
import { CallRating } from './CallRating';
import { CloseIcon } from './CloseIcon';
import { DemoPhoneLink } from './DemoPhoneLink';

/** The transcript as plain text, one "speaker: words" line each, in the page's language. */
export function transcriptText(
  lines: readonly TranscriptLine[],
  speaker: (line: TranscriptLine) => string,
): string {
  return lines.map((line) => `${speaker(line)}: ${line.text}`).join('\n') + '\n';
}

/**
 * The transcript's own actions: open it (above the card), copy it, download it. A written
 * conversation's stays open: the visitor was reading it.
 */
function TranscriptActions({
  lines,
  initiallyShown,
}: {
  lines: readonly TranscriptLine[];
  initiallyShown: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [shown, setShown] = useState(initiallyShown);
  const transcriptId = useId();
  const speaker = (line: TranscriptLine) => t(`voiceDemo.transcript.${line.role}`);
  const text = transcriptText(lines, speaker);

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: t('voiceDemo.transcript.fileName'),
    });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <>
      <div id={transcriptId} className="call-panel__transcript" hidden={!shown}>
        {shown && <CallTranscript lines={lines} />}
      </div>
      <div className="call-panel__record">
        <button
          type="button"
          className="call-panel__toggle"
          aria-expanded={shown}
          aria-controls={transcriptId}
          onClick={() => setShown((open) => !open)}
        >
          {t('voiceDemo.transcript.toggle')}
        </button>
        <button type="button" className="call-panel__action" onClick={() => void copy()}>
          {t('voiceDemo.transcript.copy')}
        </button>
        <button type="button" className="call-panel__action" onClick={download}>
          {t('voiceDemo.transcript.download')}
        </button>
        <p className="visually-hidden" role="status">
          {copied && t('voiceDemo.transcript.copied')}
        </p>
      </div>
    </>
  );
}

/**
 * How the call or the written conversation ended or why it failed, and what comes next, in the
 * card where it ran: the way to a person first (the hero's own label, with the contact form's
 * first sentence written), trying again where it may help (the rule is the machines', see
 * mayTryAgain in machines/src/callFailures.ts), the transcript to open, copy or download (it
 * exists only in this page), a rating; where trying again may help, the content's words about
 * the other ways and the phone. A written conversation's words are under `voiceDemo.chat`.
 */
export function AfterCall({
  view,
  conversation = 'call',
  consultationLabel,
  contactHref,
  fallback,
  phone,
  demoPhone,
  onRetry,
  onClose,
}: {
  view: ConversationOutcome;
  conversation?: 'call' | 'chat';
  /** The hero's „Beratung anfragen“. */
  consultationLabel: LocalizedText;
  /** Where the contact form is. */
  contactHref: string;
  /** What a failed call says about the other ways to reach us. */
  fallback: LocalizedText;
  /** The phone number as shown, and its tel: link; null without one. */
  phone: { number: string; href: string } | null;
  /** Where the assistant takes the demo call by phone (./DemoPhoneLink.tsx); null without one. */
  demoPhone: string | null;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = conversation === 'chat' ? 'voiceDemo.chat' : 'voiceDemo';
  let outcome = `${words}.outcome.ended`;
  if (view.failed) outcome = 'voiceDemo.outcome.failed';
  else if (view.endedReason === 'cancelled') outcome = 'voiceDemo.outcome.cancelled';

  return (
    <>
      <p className="call-panel__status" role="status">
        {t(outcome)}
      </p>
      <p className="call-panel__clock">
        {view.lastCallSeconds !== null &&
          t('voiceDemo.duration', { duration: formatCallTime(view.lastCallSeconds) })}
      </p>
      {/* A failure's reason is said once, in the orb's red box (VoiceOrb); the card leads on. */}
      {!view.error && (
        <p className="call-panel__detail" role="status">
          {view.endedReason &&
            t(`${words}.ended.${view.endedReason}`, { count: view.maxCallSeconds / 60 })}
        </p>
      )}
      <div className="call-panel__next">
        <a
          className="button"
          href={contactHref}
          onClick={(event) => {
            // The form takes the sentence and the focus, which brings it into view.
            event.preventDefault();
            offerContactDraft(t('voiceDemo.humanMessage'));
          }}
        >
          <Text value={consultationLabel} />
        </a>
        {view.retryable && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('voiceDemo.retry')}
          </button>
        )}
      </div>
      {view.transcript.length > 0 && (
        <TranscriptActions lines={view.transcript} initiallyShown={conversation === 'chat'} />
      )}
      {/* After a failure or an ending a new attempt may mend: the other ways; else a rating. */}
      {view.failed || view.retryable ? (
        <div className="call-panel__ways">
          <p>
            <Text value={fallback} />
          </p>
          {phone && (
            <a href={phone.href}>{t('voiceDemo.fallback.phone', { phone: phone.number })}</a>
          )}
          {demoPhone && <DemoPhoneLink phone={demoPhone} />}
        </div>
      ) : (
        view.lastCallSeconds !== null && <CallRating />
      )}
      {/* Last in the focus order, first the next steps; shown at the top right. */}
      <button
        type="button"
        className="call-panel__close"
        aria-label={t('voiceDemo.close')}
        onClick={onClose}
      >
        <CloseIcon size={16} />
      </button>
    </>
  );
}
