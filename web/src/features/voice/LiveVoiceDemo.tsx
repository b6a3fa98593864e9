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
  type VoiceWidgetSnapshot,
  type VoiceWidgetView,
} from '@site/machines/voiceWidget';
import { shallowEqual, useSelector } from '@xstate/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { scrollBehavior } from '../../lib/scrollBehavior';
import { telHref } from '../../lib/telHref';
import { useLanguage, useTranslation } from '../../lib/language';
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
import { requestMicrophone } from './microphone';
import { createVapiAdapter } from './vapiAdapter';
import { vapiSettings } from './vapiSettings';
import { simulatedCall, simulatedCallOffer, type SimulatedCall } from '../../config/env';
import type { DemoEvent, LiveDemo, VoiceDemoContent } from './VoiceDemo';

// The demo call's code: loaded by ./VoiceDemo.tsx on the demo's first use, with XState and the
// machines, and carried out there in the page's parts.

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

/**
 * The call's view, read from the widget's child `call` as it changes (the widget keeps no copy):
 * compared key by key, so a call snapshot that changes nothing shown renders nothing again.
 */
function useCallSummary(widget: ActorRefFrom<typeof voiceWidgetMachine>): CallSummary {
  const call = useSelector(widget, (snapshot) => snapshot.children.call);
  return useSelector(call, selectCall, shallowEqual);
}

type LiveVoiceDemoProps = {
  content: VoiceDemoContent;
  orb: RefObject<HTMLButtonElement | null>;
  chatButton: RefObject<HTMLButtonElement | null>;
  /** The widget is ready: what was asked before is sent now. */
  onReady: (send: (event: DemoEvent) => void) => void;
  /** What the demo's parts show and send, from the first snapshot past loading on. */
  onChange: (demo: LiveDemo | null) => void;
};

/**
 * The widget machine, run beside the demo's parts (VoiceDemoProvider). Where the simulated call
 * is offered, accepting it gives the demo the simulation's widget: a new machine, so what the
 * runner holds starts again.
 */
export default function LiveVoiceDemo(props: LiveVoiceDemoProps) {
  const [widget, setWidget] = useState(configuredWidget);
  const simulate = useCallback(() => {
    void offer?.load().then((simulation) => setWidget(provideWidget(simulation)));
  }, []);
  const simulated = widget !== configuredWidget;
  return (
    <WidgetRunner
      key={simulated ? 'simulated' : 'configured'}
      {...props}
      widget={widget}
      simulate={offer && !simulated ? simulate : null}
    />
  );
}

function WidgetRunner({
  content,
  orb,
  chatButton,
  onReady,
  onChange,
  widget,
  simulate,
}: LiveVoiceDemoProps & { widget: Widget; simulate: (() => void) | null }) {
  const language = useLanguage();
  const [snapshot, sendToWidget, actor] = useSiteMachine(widget.machine, {
    input: {
      publicKey: widget.callSettings.publicKey,
      assistantId: widget.callSettings.assistantId,
      language,
      maxCallSeconds: content.timeLimitMinutes * 60,
      pageOverrides: content.pageOverrides,
    },
  });
  const call = useCallSummary(actor);
  const view = useMemo(() => selectWidgetView(snapshot, call), [snapshot, call]);
  const chatSnapshot = useSelector(snapshot.context.chat, (current) => current);
  const send = useCallback(
    (event: DemoEvent) => {
      if (event.type === 'simulate') simulate?.();
      else sendToWidget(event);
    },
    [sendToWidget, simulate],
  );
  // Past its first check (the configuration, the stored address) the widget answers: what the
  // visitor asked for meanwhile is carried out, and the parts show the widget from then on (not
  // its loading state, which the page left when it hydrated).
  const settled = !snapshot.hasTag('loading');
  useLayoutEffect(() => {
    if (settled) onReady(send);
  }, [settled, onReady, send]);
  // The simulated call a visitor asked for starts as soon as its widget is ready, as a press on
  // the orb would start it (the consent dialog first, for a first visit).
  const ready = snapshot.matches({ ready: 'idle' });
  const startsAtOnce = widget !== configuredWidget;
  const started = useRef(false);
  useEffect(() => {
    if (!startsAtOnce || !ready || started.current) return;
    started.current = true;
    sendToWidget({ type: 'trigger' });
  }, [startsAtOnce, ready, sendToWidget]);
  const demo = useMemo(
    (): LiveDemo => ({
      view,
      send,
      chatOpen: chatSnapshot.hasTag('open'),
      simulation: widget.simulation,
      simulationOffered: simulate !== null,
      parts: (
        <CallParts
          content={content}
          snapshot={snapshot}
          view={view}
          actor={actor}
          orb={orb}
          chatButton={chatButton}
        />
      ),
    }),
    [view, send, chatSnapshot, widget, simulate, content, snapshot, actor, orb, chatButton],
  );
  useLayoutEffect(() => {
    if (settled) onChange(demo);
  }, [settled, demo, onChange]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}

/** The call's card, the written conversation and the consent dialog, in the demo's box. */
function CallParts({
  content,
  snapshot,
  view,
  actor,
  orb,
  chatButton,
}: {
  content: VoiceDemoContent;
  snapshot: VoiceWidgetSnapshot;
  view: VoiceWidgetView;
  actor: ActorRefFrom<typeof voiceWidgetMachine>;
  orb: RefObject<HTMLButtonElement | null>;
  chatButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const send: typeof actor.send = (event) => actor.send(event);
  const panel = useRef<HTMLElement>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const chat = snapshot.context.chat;
  const chatSnapshot = useSelector(chat, (current) => current);
  const chatOpen = chatSnapshot.hasTag('open');
  // The written conversation's end card, unless a call's card has taken its place.
  const chatEnded = chatSnapshot.hasTag('ended') && !view.cardShown;
  const elapsed = useElapsedSeconds(view.connectedAt);

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
  }, [chatOpen, chatEnded, chatButton]);

  const phone = content.phone ? { number: content.phone, href: telHref(content.phone) } : null;
  /** Where an ended call or conversation leads on: the same for both. */
  const contactAfterCall = {
    consultationLabel: content.consultationLabel,
    contactHref: content.contactHref,
    fallback: content.fallback,
    phone,
    demoPhone: content.demoPhone,
  };
  return (
    <>
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
              {...contactAfterCall}
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
            {...contactAfterCall}
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
    </>
  );
}
