import { fromCallAdapter } from '@site/machines/callAdapter';
import { callLifecycleMachine, type CallStatus } from '@site/machines/callLifecycle';
import { consentDialogMachine } from '@site/machines/consentDialog';
import { selectWidgetView, voiceWidgetMachine } from '@site/machines/voiceWidget';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { telHref } from '../../lib/telHref';
import { useLanguage } from '../../lib/language';
import { useSiteMachine } from '../../lib/useSiteMachine';
import {
  readStoredEmail,
  recordReturningSession,
  registerConsentedEmail,
} from './subscribers/pageStore';
import { formatCallTime, useElapsedSeconds } from './callClock';
import { CallTranscript } from './CallTranscript';
import { ConsentDialog } from './ConsentDialog';
import { VoiceOrb } from './orb/VoiceOrb';
import { createVapiAdapter } from './vapiAdapter';
import { vapiSettings } from './vapiSettings';
import './voiceDemo.css';
import { Text, type LocalizedText } from '../../lib/LocalizedText';

// The widget's effects, provided once for the page: the call over the Vapi SDK (one adapter, as
// Vapi's API client is module-global; the SDK itself loads on the first start), cookies and the
// subscriber database (see features/voice/subscribers).
const widgetMachine = voiceWidgetMachine.provide({
  actors: {
    callLifecycle: callLifecycleMachine.provide({
      actors: {
        callAdapter: fromCallAdapter(
          createVapiAdapter({
            publicKey: vapiSettings().publicKey,
            baseUrl: vapiSettings().baseUrl,
          }),
        ),
      },
    }),
    checkStoredEmail: fromPromise(async () => readStoredEmail()),
    recordSession: fromPromise(async () => {
      await recordReturningSession();
    }),
    consentDialog: consentDialogMachine.provide({
      actors: {
        storeEmail: fromPromise(({ input }) =>
          registerConsentedEmail(input.email, input.newsletterOptedIn),
        ),
      },
    }),
  },
});

const statusKeys: Record<NonNullable<CallStatus>, string> = {
  connecting: 'voiceDemo.status.connecting',
  listening: 'voiceDemo.status.listening',
  'assistant-speaking': 'voiceDemo.status.speaking',
  ending: 'voiceDemo.status.ending',
};

/** The demo call's copy from the content (the home page's „Demo-Gespräch“ fields). */
export type VoiceDemoContent = {
  /** The orb's visible label. */
  label: string | null;
  /** „Sie sprechen mit einem KI-System …“: shown before and during every call, and in the dialog. */
  disclosure: LocalizedText;
  /** The time limit of a call. */
  timeLimitMinutes: number;
  /** What a failed call (or a demo that cannot start) says about the other ways to reach us. */
  fallback: LocalizedText;
  /** The company's phone number, as the site settings give it. */
  phone: string | null;
  /** Where the contact form is. */
  contactHref: string;
};

/**
 * The home page's demo call: the orb, the consent gate before the first call, the AI disclosure,
 * the controls, the elapsed time and the live transcript during a call, how it ended after it,
 * and the other ways to reach the company when it failed or cannot start (no Vapi configuration).
 * The voice widget machine decides what a trigger does and names outcomes with codes; de.json
 * has the words.
 */
export function VoiceDemo({ content }: { content: VoiceDemoContent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const disclosureId = useId();
  const [snapshot, send, actor] = useSiteMachine(widgetMachine, {
    input: {
      publicKey: vapiSettings().publicKey,
      assistantId: vapiSettings().assistantId,
      language,
      maxCallSeconds: content.timeLimitMinutes * 60,
    },
  });
  const view = selectWidgetView(snapshot);
  const shownLabel = view.loading ? t('voiceDemo.loading') : content.label;
  const elapsed = useElapsedSeconds(view.connectedAt);
  const limitMinutes = view.maxCallSeconds / 60;

  // Leaving or closing the page ends the call, so the visitor does not stay in Vapi's room until
  // it notices the lost connection. (Leaving the home page for another route ends it too: the
  // widget's actor stops, and with it the call, see fromCallAdapter in machines/src/callAdapter.ts.)
  useEffect(() => {
    const leave = () => actor.send({ type: 'end' });
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [actor]);

  const phoneHref = content.phone ? telHref(content.phone) : null;
  const showTranscript = view.transcript.length > 0 || view.callActive || view.endedReason !== null;
  // A call that failed, broke off or cannot start: the visitor may have no working microphone or
  // connection, or the site no voice configuration.
  const offerOtherWays = view.failed || view.endedReason === 'connectionLost';

  return (
    <div className="voice-demo">
      <div className="voice-demo__orb">
        <VoiceOrb
          active={view.callActive}
          onTrigger={() => send({ type: 'trigger' })}
          loading={view.connecting}
          error={view.error && t(`errors.voice.${view.error}`)}
          volume={view.volume}
          statusText={view.status ? t(statusKeys[view.status]) : undefined}
          visibleLabel={shownLabel}
          describedBy={content.disclosure.text ? disclosureId : undefined}
        />
      </div>
      <p className="voice-demo__label">{shownLabel}</p>
      {content.disclosure.text && (
        <p id={disclosureId} className="voice-demo__disclosure">
          <Text value={content.disclosure} />
        </p>
      )}
      <p className="voice-demo__time">
        {elapsed === null
          ? t('voiceDemo.timeLimit', { count: limitMinutes })
          : t('voiceDemo.elapsed', {
              elapsed: formatCallTime(elapsed),
              limit: formatCallTime(view.maxCallSeconds),
            })}
      </p>
      {view.callActive && (
        <div className="voice-demo__controls">
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={view.muted}
            onClick={() => send({ type: 'mute.toggle' })}
          >
            {t('voiceDemo.mute')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'end' })}>
            {t('voiceDemo.end')}
          </button>
        </div>
      )}
      <div className="voice-demo__ended" role="status">
        {view.endedReason && (
          <p>{t(`voiceDemo.ended.${view.endedReason}`, { count: limitMinutes })}</p>
        )}
      </div>
      {showTranscript && <CallTranscript lines={view.transcript} />}
      {offerOtherWays && (
        <div className="voice-demo__fallback">
          {content.fallback.text && (
            <p>
              <Text value={content.fallback} />
            </p>
          )}
          <ul>
            <li>
              <a href={content.contactHref}>{t('voiceDemo.fallback.contactForm')}</a>
            </li>
            {phoneHref && (
              <li>
                <a href={phoneHref}>{t('voiceDemo.fallback.phone', { phone: content.phone })}</a>
              </li>
            )}
          </ul>
        </div>
      )}
      <ConsentDialog actor={snapshot.context.consentDialog} disclosure={content.disclosure} />
    </div>
  );
}
