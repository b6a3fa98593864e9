import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  type TextChatSnapshot,
} from '@site/machines/textChat';
import type { TextChatActor } from '@site/machines/voiceWidget';
import { useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../lib/language';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { ENDING_SOON_SECONDS } from '@site/machines/callLifecycle';
import { formatCallTime, useElapsedSeconds } from './callClock';
import { CallTranscript, TranscriptAnnouncer } from './CallTranscript';
import { useRoomBelow } from './CallPanel';

/** From how few messages left the panel warns that the conversation will end. */
const FEW_MESSAGES_LEFT = 3;

const selectChat = (snapshot: TextChatSnapshot) => snapshot;

/**
 * The written conversation ("Schreiben statt sprechen"), docked like the call's card: the AI
 * disclosure, its clock against the time limit, the transcript, the message field and its
 * limits, a warning half a minute before the time is up or when few messages are left, send and
 * end. A message that did not arrive stays in the field; its failure says what to do. The field
 * closes, saying why, once the last message is sent; its answer ends the conversation, and the
 * call's end card takes the panel's place (LiveVoiceDemo.tsx). Focus goes to the field when the
 * conversation opens.
 */
export function ChatPanel({
  chat,
  disclosure,
}: {
  chat: TextChatActor;
  disclosure: LocalizedText;
}) {
  const { t } = useTranslation();
  const id = useId();
  const snapshot = useSelector(chat, selectChat);
  const { transcript, error, sent, unsent, openedAt, maxSeconds } = snapshot.context;
  const sending = snapshot.hasTag('sending');
  const elapsed = useElapsedSeconds(openedAt) ?? 0;
  const messagesLeft = CHAT_MAX_MESSAGES - sent;
  let warning: string | null = null;
  if (maxSeconds - elapsed <= ENDING_SOON_SECONDS) {
    warning = t('voiceDemo.chat.endingSoon', { limit: formatCallTime(maxSeconds) });
  } else if (messagesLeft > 0 && messagesLeft <= FEW_MESSAGES_LEFT) {
    warning = t('voiceDemo.chat.fewLeft', { count: messagesLeft });
  }
  const panel = useRef<HTMLElement>(null);
  useRoomBelow(panel);

  // The field starts afresh with each message sent, and with the visitor's words again when they
  // were refused or did not arrive: a new field (its key), never text set from an effect. It
  // takes the focus each time.

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('message') as HTMLTextAreaElement;
    if (!sending) chat.send({ type: 'send', text: field.value });
  };

  return (
    <section ref={panel} className="docked-card chat-panel" aria-label={t('voiceDemo.chat.panel')}>
      <div className="chat-panel__head">
        <h2 className="chat-panel__heading">{t('voiceDemo.chat.heading')}</h2>
        <p className="chat-panel__clock">
          <span aria-hidden="true">
            {formatCallTime(elapsed)} / {formatCallTime(maxSeconds)}
          </span>
          <span className="visually-hidden">
            {t('voiceDemo.elapsed', {
              elapsed: formatCallTime(elapsed),
              limit: formatCallTime(maxSeconds),
            })}
          </span>
        </p>
      </div>
      <p className="chat-panel__disclosure">
        <Text value={disclosure} />
      </p>
      <CallTranscript lines={transcript} />
      <p className="chat-panel__warning" role="alert">
        {warning}
      </p>
      <TranscriptAnnouncer lines={transcript.filter((line) => line.role === 'assistant')} />
      <p className="chat-panel__error" role="alert">
        {error && t(`errors.chat.${error}`)}
      </p>
      <form className="chat-panel__form" onSubmit={submit}>
        <label htmlFor={`${id}-message`} className="visually-hidden">
          {t('voiceDemo.chat.message')}
        </label>
        <textarea
          key={`${sent}-${error}`}
          ref={(node) => node?.focus()}
          disabled={messagesLeft === 0}
          name="message"
          id={`${id}-message`}
          className="text-field"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-describedby={`${id}-limits`}
          defaultValue={unsent ?? ''}
          placeholder={t('voiceDemo.chat.message')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <p id={`${id}-limits`} className="chat-panel__limits">
          {messagesLeft === 0
            ? t('voiceDemo.chat.noneLeft')
            : t('voiceDemo.chat.limits', {
                count: messagesLeft,
                characters: CHAT_MESSAGE_MAX_LENGTH,
              })}
        </p>
        <div className="chat-panel__controls">
          <button type="submit" className="button" disabled={sending}>
            {t(sending ? 'voiceDemo.chat.sending' : 'voiceDemo.chat.send')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => chat.send({ type: 'end' })}
          >
            {t('voiceDemo.chat.end')}
          </button>
        </div>
      </form>
    </section>
  );
}
