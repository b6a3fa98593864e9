import type { PageAssistantOverrides, VoiceWidgetView } from '@site/machines/voiceWidget';
import { createContext, use, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useCodeOnUse } from '../../lib/codeOnUse';
import { useHydrated } from '../../lib/hydration';
import { scrollBehavior } from '../../lib/scrollBehavior';
import { telHref } from '../../lib/telHref';
import { useLanguage, useTranslation } from '../../lib/language';
import { Text, type LocalizedText } from '../../lib/LocalizedText';
import { DemoPhoneLink } from './DemoPhoneLink';
import { viewBeforeUse } from './viewBeforeUse';
import { VoiceOrb } from './orb/VoiceOrb';
import { vapiSettings } from './vapiSettings';
import { simulatedCall, simulatedCallOffer, type SimulatedCall } from '../../config/env';
import './voiceDemo.css';

// The call's code and its machines (./LiveVoiceDemo.tsx, with XState) load on the first use of
// the demo, not with the page: until then the demo shows what the widget machine shows before a
// call (viewBeforeUse), and a tap is held as the page holds a tap before its app
// (web/src/lib/codeOnUse.ts, docs/decisions/0043-code-per-page.md). In development, where the
// call is simulated from the start so that the machine inspector can watch it, they load at once.
const loadsAtOnce = simulatedCall() !== null;
// On the local stand-ins, the simulated call a visitor may start where the call has no
// configuration; null in a build meant for deployment.
const offer = simulatedCallOffer();
type LiveVoiceDemoModule = typeof import('./LiveVoiceDemo');
const importLiveDemo = (): Promise<LiveVoiceDemoModule> => import('./LiveVoiceDemo');

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

/** What the demo's controls ask of the widget machine before its code may have loaded. */
export type DemoEvent =
  | { type: 'trigger' }
  | { type: 'chat.open' }
  /** The simulated call where the call has no configuration, on the local stand-ins only. */
  | { type: 'simulate' };

/** What the running widget gives the demo's controls (./LiveVoiceDemo.tsx). */
export type LiveDemo = {
  view: VoiceWidgetView;
  send: (event: DemoEvent) => void;
  /** The written conversation is open. */
  chatOpen: boolean;
  simulation: SimulatedCall | null;
  /** The simulated call may be asked for (./offer in web/src/devtools/simulatedCall/). */
  simulationOffered: boolean;
  /** The call's card, the written conversation and the consent dialog. */
  parts: ReactNode;
};

type VoiceDemoState = Omit<LiveDemo, 'send'> & {
  content: VoiceDemoContent;
  /** Sends the event to the widget; before its code has loaded, holds the tapped control. */
  send: (event: DemoEvent, control: HTMLElement) => void;
  orb: RefObject<HTMLButtonElement | null>;
  chatButton: RefObject<HTMLButtonElement | null>;
};

const VoiceDemoContext = createContext<VoiceDemoState | null>(null);

function useVoiceDemo() {
  const demo = use(VoiceDemoContext);
  if (!demo) throw new Error('VoiceDemo and StartDemoButton belong inside a VoiceDemoProvider.');
  return demo;
}

/**
 * The demo call's state, shared by the orb's widget (VoiceDemo) and the buttons elsewhere on the
 * page that start the same call (StartDemoButton): one widget machine, whichever is clicked. The
 * machine runs in LiveVoiceDemo, beside the page's parts rather than around them, so that its
 * arrival renders them anew instead of mounting them again (the orb keeps its canvas and focus).
 */
export function VoiceDemoProvider({
  content,
  children,
}: {
  content: VoiceDemoContent;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [live, setLive] = useState<LiveDemo | null>(null);
  const { code, unreachable, hold, replay } = useCodeOnUse<DemoEvent, LiveVoiceDemoModule>(
    importLiveDemo,
    { atOnce: loadsAtOnce },
  );
  const LiveVoiceDemo = code?.default;
  const orb = useRef<HTMLButtonElement>(null);
  const chatButton = useRef<HTMLButtonElement>(null);
  // The widget's own configuration (provideWidget in ./LiveVoiceDemo.tsx).
  const settings = simulatedCall()?.settings ?? vapiSettings();
  const configured = settings.publicKey !== '' && settings.assistantId !== '';
  // The call's code out of reach says so under the orb, as a call that cannot start does.
  const codeUnreachable = unreachable === 'failed' ? 'callFailed' : unreachable;
  const state: VoiceDemoState = {
    content,
    orb,
    chatButton,
    ...(live ?? {
      view: viewBeforeUse(configured, hydrated, content.timeLimitMinutes * 60, codeUnreachable),
      chatOpen: false,
      simulation: null,
      simulationOffered: offer !== null,
      parts: null,
    }),
    send: live ? (event) => live.send(event) : hold,
  };
  return (
    <VoiceDemoContext value={state}>
      {children}
      {LiveVoiceDemo && (
        <LiveVoiceDemo
          content={content}
          orb={orb}
          chatButton={chatButton}
          onReady={replay}
          onChange={setLive}
        />
      )}
    </VoiceDemoContext>
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
      onClick={(event) => {
        send({ type: 'trigger' }, event.currentTarget);
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
  const { content, view, send, orb, chatButton, chatOpen, simulation, simulationOffered, parts } =
    useVoiceDemo();
  const disclosureId = useId();
  const shownLabel = view.loading ? t('voiceDemo.loading') : content.label;
  const limitMinutes = view.maxCallSeconds / 60;
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
          onTrigger={(button) => send({ type: 'trigger' }, button)}
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
            onClick={(event) => send({ type: 'trigger' }, event.currentTarget)}
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
            onClick={(event) => send({ type: 'chat.open' }, event.currentTarget)}
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
          {view.error === 'missingConfig' && offer && simulationOffered && (
            <button
              type="button"
              className="button voice-demo__simulate"
              onClick={(event) => send({ type: 'simulate' }, event.currentTarget)}
            >
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
      {parts}
    </div>
  );
}
