import type { TranscriptLine } from '@site/machines/transcript';
import type { VoiceWidgetView } from '@site/machines/voiceWidget';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerContactDraft } from '../../lib/contactDraft';
import { CallTranscript } from './CallTranscript';
import { CallRating } from './CallRating';

/** The transcript as plain text, one "speaker: words" line each, in the page's language. */
export function transcriptText(
  lines: readonly TranscriptLine[],
  speaker: (line: TranscriptLine) => string,
): string {
  return lines.map((line) => `${speaker(line)}: ${line.text}`).join('\n') + '\n';
}

/**
 * After the call: the transcript to read, copy or download (it exists only in this page), the
 * way to a person through the contact form with its first sentence written, and a rating.
 */
export function AfterCall({
  view,
  contactHref,
}: {
  view: VoiceWidgetView;
  /** Where the contact form is. */
  contactHref: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const speaker = (line: TranscriptLine) => t(`voiceDemo.transcript.${line.role}`);
  const text = transcriptText(view.transcript, speaker);
  const hasTranscript = view.transcript.length > 0;

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
    <div className="after-call">
      {hasTranscript && (
        <>
          <CallTranscript lines={view.transcript} />
          <div className="after-call__actions">
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {t('voiceDemo.transcript.copy')}
            </button>
            <button type="button" className="button button--secondary" onClick={download}>
              {t('voiceDemo.transcript.download')}
            </button>
            <p className="visually-hidden" role="status">
              {copied && t('voiceDemo.transcript.copied')}
            </p>
          </div>
        </>
      )}
      {view.lastCallSeconds !== null && (
        <>
          <a
            className="button after-call__human"
            href={contactHref}
            onClick={(event) => {
              // The form takes the sentence and the focus, which brings it into view.
              event.preventDefault();
              offerContactDraft(t('voiceDemo.humanMessage'));
            }}
          >
            {t('voiceDemo.human')}
          </a>
          <CallRating />
        </>
      )}
    </div>
  );
}
