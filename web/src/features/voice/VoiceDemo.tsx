import { fromCallAdapter } from '@site/machines/callAdapter';
import { callLifecycleMachine, type CallStatus } from '@site/machines/callLifecycle';
import { consentDialogMachine } from '@site/machines/consentDialog';
import { selectWidgetView, voiceWidgetMachine } from '@site/machines/voiceWidget';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useLanguage } from '../../lib/language';
import { useSiteMachine } from '../../lib/useSiteMachine';
import {
  readStoredEmail,
  recordReturningSession,
  registerConsentedEmail,
} from './subscribers/pageStore';
import { ConsentDialog } from './ConsentDialog';
import { VoiceOrb } from './orb/VoiceOrb';
import { createVapiAdapter } from './vapiAdapter';
import { vapiSettings } from './vapiSettings';
import './voiceDemo.css';

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

/**
 * The home page's demo call: the orb, the consent gate before the first call, and the controls
 * during a call. The voice widget machine decides what a trigger does and names what went wrong
 * with a code; de.json (`errors.voice.<code>`) has the words.
 */
export function VoiceDemo({ label }: { label: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [snapshot, send] = useSiteMachine(widgetMachine, {
    input: {
      publicKey: vapiSettings().publicKey,
      assistantId: vapiSettings().assistantId,
      language,
    },
  });
  const view = selectWidgetView(snapshot);
  const shownLabel = view.loading ? t('voiceDemo.loading') : label;

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
        />
      </div>
      <p className="voice-demo__label">{shownLabel}</p>
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
      <ConsentDialog actor={snapshot.context.consentDialog} />
    </div>
  );
}
