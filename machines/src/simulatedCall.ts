// A whole demo call without any voice platform: what @vapi-ai/web emits for a call, played on
// timers through the CallAdapter interface, so the real machines (callLifecycle.ts,
// voiceWidget.ts) run through every state offline. The web app provides it in development only,
// when Vapi is not configured (web/src/devtools/simulatedCall/simulatedCall.ts); the machines' tests play the
// same events by hand (machines/test/fakeCallAdapter.ts takes them from here).
import {
  OFFLINE_ERROR,
  type CallAdapter,
  type CallAdapterEvent,
  type CallStartOptions,
  type CallStartStage,
} from './callAdapter.ts';
import { isCallEnding, OUTCOMES, serverReasonFor, type SimulatedOutcome } from './callFailures.ts';

export const progress = (
  stage: CallStartStage | 'validation' | 'video-recording-started',
  status: 'started' | 'completed' | 'failed',
  extra: Partial<Extract<CallAdapterEvent, { type: 'call-start-progress' }>> = {},
): CallAdapterEvent => ({ type: 'call-start-progress', stage, status, ...extra });

/** What @vapi-ai/web 2.7.1 emits for a desktop start without video recording. */
export const SDK_SUCCESSFUL_START: CallAdapterEvent[] = [
  progress('initialization', 'started'),
  progress('web-call-creation', 'started'),
  progress('web-call-creation', 'completed', { duration: 180 }),
  progress('daily-call-object-creation', 'started'),
  progress('daily-call-object-creation', 'completed', { duration: 4 }),
  progress('mobile-permissions', 'started'),
  progress('mobile-permissions', 'completed'),
  progress('daily-call-join', 'started'),
  progress('daily-call-join', 'completed', { duration: 900 }),
  progress('video-recording-setup', 'completed'),
  progress('audio-observer-setup', 'started'),
  progress('audio-observer-setup', 'completed', { duration: 1 }),
  progress('audio-processing-setup', 'started'),
  progress('audio-processing-setup', 'completed', { duration: 2 }),
  { type: 'call-start-success', totalDuration: 1100, callId: 'call-1' },
];

/** A start that succeeds and connects: the SDK's start, then Vapi's call-start. */
export const SDK_CONNECTED: CallAdapterEvent[] = [...SDK_SUCCESSFUL_START, { type: 'call-start' }];

/** A transcript line as Vapi's server sends it (a client message of type transcript). */
export const transcriptMessage = (
  role: 'user' | 'assistant',
  transcriptType: 'partial' | 'final',
  transcript: string,
) => ({ type: 'transcript', role, transcriptType, transcript });

/** The SDK hands on a transcript line of the call. */
export const said = (...line: Parameters<typeof transcriptMessage>): CallAdapterEvent => ({
  type: 'message',
  message: transcriptMessage(...line),
});

/** The SDK hands on the server's word that the call ended, and why. */
export const serverEnded = (endedReason: string): CallAdapterEvent => ({
  type: 'message',
  message: { type: 'status-update', status: 'ended', endedReason },
});

/**
 * What @vapi-ai/web 2.7.1 emits when Vapi's API refuses to create the web call with
 * `statusCode`: the API's error body, in the SDK's serialised error of the Response it threw.
 */
export const refusedWebCall = (statusCode: number): CallAdapterEvent[] => {
  const body = { statusCode, message: `Vapi says ${statusCode}`, error: 'Refused' };
  return [
    {
      type: 'error',
      error: {
        type: 'start-method-error',
        stage: 'unknown',
        error: { message: body, error: body, data: null },
      },
    },
    { type: 'call-start-failed', stage: 'unknown', error: body },
  ];
};

/**
 * How a simulated attempt goes, besides a call that runs until it is ended: the causes the table
 * of outcomes (callFailures.ts) marks `simulated`, each failure of the start, each refusal of the
 * microphone (the web app's microphone request reads these), and each way a running call can end
 * without the visitor.
 */
export const SIMULATED_OUTCOMES = (Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]).filter(
  (cause): cause is SimulatedOutcome => 'simulated' in OUTCOMES[cause],
);

type Turn = { role: 'assistant' | 'user'; text: string };

const CONVERSATIONS: Record<'de' | 'en', Turn[]> = {
  de: [
    {
      role: 'assistant',
      text: 'Guten Tag, hier ist der simulierte Demo-Assistent. Wie kann ich helfen?',
    },
    { role: 'user', text: 'Ich möchte einen Termin vereinbaren.' },
    { role: 'assistant', text: 'Gern. Passt Ihnen Donnerstag um zehn Uhr?' },
    { role: 'user', text: 'Ja, das passt.' },
    { role: 'assistant', text: 'Dann trage ich Sie ein. Bis Donnerstag!' },
  ],
  en: [
    { role: 'assistant', text: 'Hello, this is the simulated demo assistant. How can I help?' },
    { role: 'user', text: 'I would like to book an appointment.' },
    { role: 'assistant', text: 'Of course. Does Thursday at ten suit you?' },
    { role: 'user', text: 'Yes, that works.' },
    { role: 'assistant', text: 'Then I will book you in. See you on Thursday!' },
  ],
};

/** How long one spoken turn takes, and how often the SDK reports a level meanwhile (ms). */
const TURN_MS = 2400;
const LEVEL_EVERY_MS = 100;

export interface SimulatedCallOptions {
  /** How the next attempt goes, read at its start; a call that runs until it is ended for null. */
  outcome?: () => SimulatedOutcome | null;
  /** The timers; tests pass a simulated clock's. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** The conversation opened by the page's own greeting, as Vapi's firstMessage override does. */
const greetingFirst = (conversation: Turn[], firstMessage: string | undefined): Turn[] =>
  firstMessage
    ? [{ role: 'assistant', text: firstMessage }, ...conversation.slice(1)]
    : conversation;

/**
 * A CallAdapter with nobody on the other end: it connects after a moment, plays a short
 * conversation (speech start and end, the levels of both voices, partial and final transcript
 * lines) in the language the start asks for, opened by its greeting when it sends one, then listens until the visitor hangs up, or ends or
 * fails the way `outcome` says.
 */
export function createSimulatedCallAdapter(options: SimulatedCallOptions = {}): CallAdapter {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  const listeners = new Set<(event: CallAdapterEvent) => void>();
  let timers: unknown[] = [];
  let muted = false;
  const emit = (...events: CallAdapterEvent[]) =>
    events.forEach((event) => listeners.forEach((listen) => listen(event)));
  const at = (ms: number, ...events: (CallAdapterEvent | (() => void))[]) =>
    timers.push(
      setTimer(() => {
        for (const event of events) {
          if (typeof event === 'function') event();
          else emit(event);
        }
      }, ms),
    );
  const cancelAll = () => {
    timers.forEach(clearTimer);
    timers = [];
  };

  /** One turn from `start` ms: speech and levels, a partial line, then the final one. */
  const playTurn = (turn: Turn, start: number) => {
    const words = turn.text.split(' ');
    const partial = words.slice(0, Math.ceil(words.length / 2)).join(' ');
    const levelType = turn.role === 'assistant' ? 'volume-level' : 'local-volume-level';
    if (turn.role === 'assistant') at(start, { type: 'speech-start' });
    for (let ms = 0; ms < TURN_MS; ms += LEVEL_EVERY_MS) {
      // A voice rises and falls; muted, the visitor's microphone reports silence.
      const level = 0.35 + 0.3 * Math.abs(Math.sin(ms / 300));
      at(start + ms, () => {
        if (turn.role === 'user' && muted) return;
        emit({ type: levelType, volume: level });
      });
    }
    at(start + TURN_MS / 2, said(turn.role, 'partial', partial));
    at(start + TURN_MS, said(turn.role, 'final', turn.text), {
      type: levelType,
      volume: 0,
    });
    if (turn.role === 'assistant') at(start + TURN_MS, { type: 'speech-end' });
  };

  return {
    start(startOptions: CallStartOptions) {
      cancelAll();
      muted = false;
      const outcome = options.outcome?.() ?? null;
      const overrides = startOptions.assistantOverrides as
        { firstMessage?: string; variableValues?: { language?: string } } | undefined;
      const language = overrides?.variableValues?.language === 'en' ? 'en' : 'de';
      at(0, progress('initialization', 'started'), progress('web-call-creation', 'started'));
      // The start waits for nothing: the call machine gives up after its own time limit.
      if (outcome === 'startTimedOut') return;
      if (outcome === 'callFailed') return void at(600, ...refusedWebCall(503));
      if (outcome === 'demoUnavailable') return void at(600, ...refusedWebCall(401));
      if (outcome === 'offline') {
        // As the web app's adapter marks what fails while the browser is offline.
        const offline = { type: OFFLINE_ERROR, message: 'The browser is offline' };
        return void at(
          600,
          { type: 'error', error: offline },
          { type: 'call-start-failed', stage: 'unknown', error: offline },
        );
      }
      // Joined, then Vapi's word that the assistant is there: "connecting" meanwhile.
      at(900, ...SDK_SUCCESSFUL_START.slice(2));
      at(1200, { type: 'call-start' });
      const conversation = greetingFirst(CONVERSATIONS[language], overrides?.firstMessage);
      conversation.forEach((turn, index) => playTurn(turn, 1400 + index * (TURN_MS + 600)));
      const end = 1400 + conversation.length * (TURN_MS + 600);
      // A call that broke off ends with no word from the server; the others with Vapi's reason.
      if (outcome === 'connectionLost') at(end, { type: 'call-end' });
      else if (outcome !== null && isCallEnding(outcome)) {
        at(end, serverEnded(serverReasonFor[outcome]), { type: 'call-end' });
      }
    },
    stop() {
      cancelAll();
      // The room closes a moment later, as Daily's does: the page shows "ending" meanwhile.
      at(400, { type: 'call-end' });
    },
    setMuted(next: boolean) {
      muted = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
