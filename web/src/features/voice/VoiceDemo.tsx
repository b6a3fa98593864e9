import { fromCallAdapter } from '@site/machines/callAdapter';
import { callLifecycleMachine, type CallSummary } from '@site/machines/callLifecycle';
import { consentDialogMachine } from '@site/machines/consentDialog';
import {
  selectChatOutcome,
  textChatMachine,
  type ChatReply,
  type ChatRequest,
} from '@site/machines/textChat';
import {
  selectCall,
  selectWidgetView,
  voiceWidgetMachine,
  type PageAssistantOverrides,
} from '@site/machines/voiceWidget';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { scrollBehavior } from '../../lib/scrollBehavior';
import { telHref } from '../../lib/telHref';
import { useLanguage, useTranslation } from '../../lib/language';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { useSiteMachine } from '../../lib/useSiteMachine';
import {
  readStoredEmail,
  recordReturningSession,
  registerConsentedEmail,
} from './subscribers/pageStore';
import { useElapsedSeconds } from './callClock';
import { AfterCall } from './AfterCall';
import { CallCard, callCardState, LiveCall } from './CallPanel';
import { ConsentDialog } from './ConsentDialog';
import { DemoPhoneLink } from './DemoPhoneLink';
import { requestMicrophone } from './microphone';
import { VoiceOrb } from './orb/VoiceOrb';
import { createVapiAdapter } from './vapiAdapter';
import { vapiSettings } from './vapiSettings';
import { simulatedCall, simulatedCallOffer, type SimulatedCall } from '../../config/env';
import './voiceDemo.css';

/**
 * The widget machine with its effects provided: the call over the Vapi SDK (one adapter, as
 * Vapi's API client is module-global; the SDK itself loads on the first start), the browser's
 * microphone, cookies and the subscriber database (see features/voice/subscribers); or, with a
 * simulation, its call, microphone and chat instead (web/src/devtools/simulatedCall/).
 */
function provideWidget(simulation: SimulatedCall | null) {
  const callSettings = simulation?.settings ?? vapiSettings();
  // The written conversation's answers: Vapi's chat API, loaded with the first message like the
  // SDK with the first call.
  const replyToChat: (request: ChatRequest) => Promise<ChatReply> =
    simulation?.chatReply ??
    (async (request) => {
      const { createVapiChat } = await import('./vapiChat');
      return createVapiChat({ ...callSettings, language: document.documentElement.lang })(request);
    });
  const machine = voiceWidgetMachine.provide({
    actors: {
      callLifecycle: callLifecycleMachine.provide({
        actors: {
          callAdapter: fromCallAdapter(
            simulation?.adapter ??
              createVapiAdapter({
                publicKey: callSettings.publicKey,
                baseUrl: callSettings.baseUrl,
              }),
          ),
        },
      }),
      microphoneAccess: fromPromise(simulation?.requestMicrophone ?? requestMicrophone),
      textChat: textChatMachine.provide({
        actors: {
          sendChatMessage: fromPromise(({ input }) => replyToChat(input)),
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
  return { machine, callSettings, simulation };
}

type Widget = ReturnType<typeof provideWidget>;

// In development without Vapi the call is simulated from the start, so the machines can be
// watched through a whole call offline; never in a build (see config/env.ts).
const configuredWidget = provideWidget(simulatedCall());
// On the local stand-ins, the simulated call a visitor may start where the call has no
// configuration; null in a build meant for deployment.
const offer = simulatedCallOffer();

// The written conversation loads when it is first opened. (The end of a call is part of the
// page: it must show even when the network that broke the call cannot fetch another chunk.)
const ChatPanel = lazy(() =>
  import('./ChatPanel').then(({ ChatPanel }) => ({ default: ChatPanel })),
);

/** The demo call's copy from the content (the home page's „Demo-Gespräch“ fields). */
export type VoiceDemoContent = {
  /** The orb's visible label. */
  label: string | null;
  /** The label of the button with the microphone that starts the call. */
  talkLabel: LocalizedText;
  /** „Sie sprechen mit einem KI-System …“: shown before and during every call, and in the dialog. */
  disclosure: LocalizedText;
  /** What the disclosure opens to: what is asked and stored before the first call, and why. */
  details: LocalizedText;
  /** The time limit of a call. */
  timeLimitMinutes: number;
  /** What a failed call says about the other ways to reach us. */
  fallback: LocalizedText;
  /** The hero's „Beratung anfragen“: the first next step after a call. */
  consultationLabel: LocalizedText;
  /** The company's phone number, as the site settings give it. */
  phone: string | null;
  /** Where the demo assistant takes calls itself (site settings); null without one. */
  demoPhone: string | null;
  /** What the page asks of the assistant (./demoScenario.ts); empty on the home page. */
  pageOverrides: PageAssistantOverrides;
  /** Where the contact form is. */
  contactHref: string;
};

/**
 * The call's view, read from the widget's child `call` as it changes (the widget keeps no copy):
 * compared key by key, so a call snapshot that changes nothing shown renders nothing again.
 */
function useCallSummary(widget: ActorRefFrom<typeof voiceWidgetMachine>): CallSummary {
  const call = useSelector(widget, (snapshot) => snapshot.children.call);
  return useSelector(call, selectCall, shallowEqual);
}

function useVoiceDemoMachine(
  content: VoiceDemoContent,
  widget: Widget,
  simulate: (() => void) | null,
) {
  const language = useLanguage();
  const [snapshot, send, actor] = useSiteMachine(widget.machine, {
    input: {
      publicKey: widget.callSettings.publicKey,
      assistantId: widget.callSettings.assistantId,
      language,
      maxCallSeconds: content.timeLimitMinutes * 60,
      pageOverrides: content.pageOverrides,
    },
  });
  // The simulated call a visitor asked for starts as soon as its widget is ready, as a press on
  // the orb would start it (the consent dialog first, for a first visit).
  const ready = snapshot.matches({ ready: 'idle' });
  const startsAtOnce = widget !== configuredWidget;
  const started = useRef(false);
  useEffect(() => {
    if (!startsAtOnce || !ready || started.current) return;
    started.current = true;
    send({ type: 'trigger' });
  }, [startsAtOnce, ready, send]);
  const orb = useRef<HTMLButtonElement>(null);
  const call = useCallSummary(actor);
  const view = selectWidgetView(snapshot, call);
  return { content, snapshot, view, send, actor, orb, simulation: widget.simulation, simulate };
}

const VoiceDemoContext = createContext<ReturnType<typeof useVoiceDemoMachine> | null>(null);

function useVoiceDemo() {
  const demo = use(VoiceDemoContext);
  if (!demo) throw new Error('VoiceDemo and StartDemoButton belong inside a VoiceDemoProvider.');
  return demo;
}

function VoiceDemoMachine({
  content,
  widget,
  simulate,
  children,
}: {
  content: VoiceDemoContent;
  widget: Widget;
  simulate: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <VoiceDemoContext value={useVoiceDemoMachine(content, widget, simulate)}>
      {children}
    </VoiceDemoContext>
  );
}

/**
 * The demo call's state, shared by the orb's widget (VoiceDemo) and the buttons elsewhere on the
 * page that start the same call (StartDemoButton): one widget machine, whichever is clicked. Where
 * the simulated call is offered (./offer in web/src/devtools/simulatedCall/), accepting it gives
 * the demo the simulation's widget: a new machine, so what the provider holds starts again.
 */
export function VoiceDemoProvider({
  content,
  children,
}: {
  content: VoiceDemoContent;
  children: ReactNode;
}) {
  const [widget, setWidget] = useState(configuredWidget);
  const simulate =
    offer && widget === configuredWidget
      ? () => void offer.load().then((simulation) => setWidget(provideWidget(simulation)))
      : null;
  return (
    <VoiceDemoMachine
      key={widget === configuredWidget ? 'configured' : 'simulated'}
      content={content}
      widget={widget}
      simulate={simulate}
    >
      {children}
    </VoiceDemoMachine>
  );
}

/**
 * A button that does what a click on the orb does (the consent gate first, then the call), and
 * brings the orb into view, where the call's state and any message about it appear. During a
 * call it rests: the orb and the call's panel end or cancel it.
 */
export function StartDemoButton({ label }: { label: LocalizedText }) {
  const { view, send, orb } = useVoiceDemo();
  return (
    <button
      type="button"
      className="button"
      disabled={view.inCall}
      onClick={() => {
        send({ type: 'trigger' });
        orb.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
      }}
    >
      <Text value={label} />
    </button>
  );
}

function MicrophoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path
        d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The home page's demo call: the orb, the consent gate before the first call, the AI disclosure,
 * the microphone asked for before anything is created on Vapi, and the call's card docked to the
 * screen (./CallPanel.tsx) from the first click until the visitor closes it: the call as it runs,
 * then how it ended or why it failed and what comes next (./AfterCall.tsx); the written
 * conversation (./ChatPanel.tsx) ends in the same card. A demo that cannot
 * start at all says so under the orb. The voice widget machine decides what a trigger does and
 * names outcomes with codes; de.json has the words.
 */
export function VoiceDemo() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { content, snapshot, view, send, actor, orb, simulation, simulate } = useVoiceDemo();
  const disclosureId = useId();
  const panel = useRef<HTMLElement>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const chat = snapshot.context.chat;
  const chatSnapshot = useSelector(chat, (current) => current);
  const chatOpen = chatSnapshot.hasTag('open');
  // The written conversation's end card, unless a call's card has taken its place.
  const chatEnded = chatSnapshot.hasTag('ended') && !view.cardShown;
  const chatButton = useRef<HTMLButtonElement>(null);
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

  // Focus follows the call: to Cancel when the card appears, to the card when the call connects
  // (unless the visitor has moved on), and to the card again when the call is over, where the
  // next steps are. The orb and its label are scrolled above the card as it appears.
  const was = useRef({ active: false, inCall: false });
  useEffect(() => {
    const focusInCard = panel.current?.contains(document.activeElement) ?? false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (view.inCall && !was.current.inCall) {
      endButton.current?.focus({ preventScroll: true });
      orb.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
    }
    if (view.callActive && !was.current.active && (focusInCard || lost)) {
      panel.current?.focus({ preventScroll: true });
    }
    if (!view.inCall && was.current.inCall && (focusInCard || lost)) {
      panel.current?.focus({ preventScroll: true });
    }
    was.current = { active: view.callActive, inCall: view.inCall };
  }, [view.callActive, view.inCall, orb]);

  const closeOutcome = () => {
    send({ type: 'outcome.close' });
    orb.current?.focus({ preventScroll: true });
  };

  // The written conversation ends: focus on its end card, as after a call (unless the visitor
  // has moved on); closed, back on the button that opened it.
  const chatWas = useRef({ open: false, ended: false });
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (chatEnded && !chatWas.current.ended && (chatWas.current.open || lost)) {
      panel.current?.focus({ preventScroll: true });
    }
    if (!chatOpen && !chatEnded && (chatWas.current.open || chatWas.current.ended)) {
      chatButton.current?.focus();
    }
    chatWas.current = { open: chatOpen, ended: chatEnded };
  }, [chatOpen, chatEnded]);

  const phone = content.phone ? { number: content.phone, href: telHref(content.phone) } : null;
  // No attempt was possible: the widget cannot call (no configuration, or it broke).
  const unavailable = view.failed && !view.retryable && !view.cardShown;

  return (
    <div className="voice-demo" data-card={view.cardShown ? 'shown' : undefined}>
      {/* Above the orb, where the call's card never covers it. */}
      {simulation && (
        <p className="voice-demo__simulation" data-simulation="">
          {simulation.notice(language)}
        </p>
      )}
      <div className="voice-demo__orb">
        <VoiceOrb
          active={view.callActive}
          action={view.orbAction}
          buttonRef={orb}
          onTrigger={() => send({ type: 'trigger' })}
          loading={view.connecting}
          error={view.error && t(`errors.voice.${view.error}`)}
          volume={Math.max(view.volume, view.localVolume)}
          muted={view.muted}
          visibleLabel={shownLabel}
          describedBy={content.disclosure.text ? disclosureId : undefined}
        />
      </div>
      <p className="voice-demo__label">{shownLabel}</p>
      {/* What only matters before a call keeps its room during one; on a phone the disclosure
          and the limit stay readable above the card (voiceDemo.css). */}
      <div className="voice-demo__before">
        {/* The one clear way to talk: what a click on the orb does, with a label in words. */}
        {!unavailable && (
          <button
            type="button"
            className="button voice-demo__talk"
            aria-describedby={content.disclosure.text ? disclosureId : undefined}
            disabled={view.inCall}
            onClick={() => send({ type: 'trigger' })}
          >
            <MicrophoneIcon />
            <Text value={content.talkLabel} />
          </button>
        )}
        {/* The disclosure in one line; what is stored, and why, one tap away (works without
            JavaScript too). */}
        {content.disclosure.text && (
          <details className="voice-demo__disclosure">
            <summary>
              <span id={disclosureId}>
                <Text value={content.disclosure} />
              </span>
            </summary>
            <p className="voice-demo__details">
              <Text value={content.details} />
            </p>
          </details>
        )}
        <p className="voice-demo__time">{t('voiceDemo.timeLimit', { count: limitMinutes })}</p>
        {/* In the first paint already, so nothing moves when the stored address is read. */}
        {!unavailable && (
          <button
            ref={chatButton}
            type="button"
            className="button button--secondary voice-demo__write"
            aria-expanded={chatOpen}
            onClick={() => send({ type: 'chat.open' })}
            disabled={view.loading || chatOpen || view.cardShown}
          >
            {t('voiceDemo.chat.open')}
          </button>
        )}
      </div>
      {unavailable && (
        <div className="voice-demo__next">
          {/* The fixed English message of a site without Vapi (errors.voice.missingConfig) says
              nothing to an editor who meets it in the preview: this says it in the page's words. */}
          {view.error === 'missingConfig' && <p>{t('voiceDemo.notConfigured')}</p>}
          {/* On the local stand-ins only: the product at work, without Vapi. */}
          {view.error === 'missingConfig' && offer && simulate && (
            <button type="button" className="button voice-demo__simulate" onClick={simulate}>
              {offer.label(language)}
            </button>
          )}
          <p>{t('voiceDemo.otherWays')}</p>
          <ul className="voice-demo__ways">
            <li>
              <a href={content.contactHref}>{t('voiceDemo.fallback.contactForm')}</a>
            </li>
            {phone && (
              <li>
                <a href={phone.href}>{t('voiceDemo.fallback.phone', { phone: phone.number })}</a>
              </li>
            )}
            {content.demoPhone && (
              <li>
                <DemoPhoneLink phone={content.demoPhone} />
              </li>
            )}
          </ul>
        </div>
      )}
      {view.cardShown && (
        <CallCard
          // A new card for the outcome: on a phone it is taller than the running call's, and a
          // card that appears moves nothing, where one that grows would move every row in it.
          key={view.inCall ? 'call' : 'outcome'}
          state={callCardState(view)}
          level={Math.max(view.volume, view.localVolume)}
          panelRef={panel}
          label={t(view.inCall ? 'voiceDemo.panel' : 'voiceDemo.outcome.panel')}
        >
          {view.inCall ? (
            <LiveCall
              view={view}
              elapsed={elapsed}
              disclosure={content.disclosure}
              endRef={endButton}
              onMute={() => send({ type: 'mute.toggle' })}
              onEnd={() => send({ type: 'trigger' })}
            />
          ) : (
            <AfterCall
              view={view}
              consultationLabel={content.consultationLabel}
              contactHref={content.contactHref}
              fallback={content.fallback}
              phone={phone}
              demoPhone={content.demoPhone}
              onRetry={() => send({ type: 'trigger' })}
              onClose={closeOutcome}
            />
          )}
        </CallCard>
      )}
      {chatEnded && (
        <CallCard state="ended" level={0} panelRef={panel} label={t('voiceDemo.chat.panel')}>
          <AfterCall
            view={selectChatOutcome(chatSnapshot)}
            conversation="chat"
            consultationLabel={content.consultationLabel}
            contactHref={content.contactHref}
            fallback={content.fallback}
            phone={phone}
            demoPhone={content.demoPhone}
            onRetry={() => send({ type: 'chat.open' })}
            onClose={() => chat.send({ type: 'close' })}
          />
        </CallCard>
      )}
      {chatOpen && !view.inCall && (
        <Suspense>
          <ChatPanel chat={chat} disclosure={content.disclosure} />
        </Suspense>
      )}
      <ConsentDialog actor={snapshot.context.consentDialog} disclosure={content.disclosure} />
    </div>
  );
}
