// How a call (callLifecycle.ts) or a written conversation (textChat.ts) ends and what went wrong:
// the endings, the failure kinds in one table, one builder for all of them, and the reading of the
// SDK's error payloads that decides whether an error is fatal and which code the visitor sees.
import {
  ADAPTER_COMMAND_ERROR,
  MICROPHONE_DENIED_ERROR,
  MICROPHONE_MISSING_ERROR,
  OFFLINE_ERROR,
  type CallStartStage,
} from './callAdapter.ts';
import type { TranscriptLine } from './transcript.ts';

/**
 * One outcome: who reports it, failure or ending (a call ending carries Vapi's `endedReason` for
 * it, which endedReasonFromServer in callLifecycle.ts reads back); whether trying again may help
 * (where it may, the end card offers the retry); whether the simulated call (simulatedCall.ts)
 * can play it (`?simulate=<cause>` on a page).
 */
type OutcomeRow = { retry: boolean; simulated?: true } & (
  | { of: 'callEnding' | 'anyEnding'; server: string }
  | { of: 'callFailure' | 'widgetFailure' | 'chatEnding'; server?: never }
);

/**
 * Every way a demo conversation comes out, one row each; the codes, the retry rule, Vapi's reasons
 * and the simulated outcomes derive from it. The visitor reads a failure's words under
 * `errors.voice.<cause>` in web/src/i18n/de.json and en.json, a call's ending under
 * `voiceDemo.ended.<cause>`, a written conversation's under `voiceDemo.chat.ended.<cause>`
 * (web/test/callWords.test.ts holds them to this table). A new cause: machines/README.md.
 */
export const OUTCOMES = {
  /** Started without assistant, squad or workflow. */
  missingTarget: { of: 'callFailure', retry: false },
  /** The start or the wait for 'listening' never settled. */
  startTimedOut: { of: 'callFailure', retry: true, simulated: true },
  /** The browser or Daily refused the microphone: the visitor can allow it. */
  microphoneDenied: { of: 'callFailure', retry: true, simulated: true },
  /** There is no microphone: the visitor can plug one in. */
  microphoneMissing: { of: 'callFailure', retry: true, simulated: true },
  /** Vapi refused the key or the assistant (401, 403, 404). */
  demoUnavailable: { of: 'callFailure', retry: false, simulated: true },
  /** The browser lost its network. */
  offline: { of: 'callFailure', retry: true, simulated: true },
  /** Any other failure of the start or the call (402, 429, 5xx, Daily unreachable). */
  callFailed: { of: 'callFailure', retry: true, simulated: true },
  /** Muting while there is no call. */
  noCall: { of: 'callFailure', retry: false },
  /** The site has no public key or assistant id. */
  missingConfig: { of: 'widgetFailure', retry: false },
  /** The call machine itself failed. */
  unexpected: { of: 'widgetFailure', retry: false },
  /** Ended on the page, or the visitor left it. */
  visitor: { of: 'anyEnding', retry: false, server: 'customer-ended-call' },
  /** The visitor stopped the call before it connected. */
  cancelled: { of: 'callEnding', retry: true, server: 'customer-ended-call' },
  /** The assistant hung up. */
  assistant: { of: 'callEnding', retry: false, server: 'assistant-ended-call', simulated: true },
  /** Nobody spoke for a long time (a muted or unplugged microphone?), so the server ended it. */
  silence: { of: 'callEnding', retry: true, server: 'silence-timed-out', simulated: true },
  /** The demo's time limit, or the server's. */
  timeLimit: { of: 'anyEnding', retry: false, server: 'exceeded-max-duration', simulated: true },
  /** A failure on the assistant's side: its language model, voice or transcriber. */
  assistantProblem: {
    of: 'callEnding',
    retry: true,
    server: 'call.in-progress.error-vapifault-worker-died',
    simulated: true,
  },
  /** The call broke off, or ended without anyone asking for it. */
  connectionLost: { of: 'callEnding', retry: true, server: 'unknown', simulated: true },
  /** The written conversation's last message was answered. */
  messageLimit: { of: 'chatEnding', retry: false },
} as const satisfies Record<string, OutcomeRow>;

type Outcome = keyof typeof OUTCOMES;
type OutcomesOf<Of extends OutcomeRow['of']> = {
  [K in Outcome]: (typeof OUTCOMES)[K]['of'] extends Of ? K : never;
}[Outcome];

/** How a call ended, as the visitor is told. */
export type CallEndedReason = OutcomesOf<'callEnding' | 'anyEnding'>;

/** How a written conversation ended. */
export type ChatEndedReason = OutcomesOf<'chatEnding' | 'anyEnding'>;

/** What the visitor is told about a failed call, as a code. */
export type CallErrorCode = OutcomesOf<'callFailure'>;

/** Why the widget cannot work at all, as a code. */
export type VoiceWidgetErrorCode = OutcomesOf<'widgetFailure'>;

/** The causes the simulated call (simulatedCall.ts) can play. */
export type SimulatedOutcome = {
  [K in Outcome]: (typeof OUTCOMES)[K] extends { simulated: true } ? K : never;
}[Outcome];

/** Whether an outcome is a way a call ends. */
export const isCallEnding = (cause: Outcome): cause is CallEndedReason =>
  OUTCOMES[cause].of === 'callEnding' || OUTCOMES[cause].of === 'anyEnding';

/** Vapi's endedReason for each way a call ends. */
export const serverReasonFor = Object.fromEntries(
  (Object.keys(OUTCOMES) as Outcome[])
    .filter(isCallEnding)
    .map((cause) => [cause, OUTCOMES[cause].server]),
) as Record<CallEndedReason, string>;

/** The call client's error types, as the SDK names them. */
export type CallStartErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error';

/** 'call-error': a fatal error after the start succeeded (e.g. Daily's 'daily-error'). */
export type CallFailureType = CallStartErrorType | 'call-error';

export type CallFailureStage = 'input-validation' | CallStartStage | 'connecting' | 'in-call';

/** How a conversation with the demo's assistant ended, spoken (a call) or written (the chat). */
export type ConversationEndedReason = CallEndedReason | ChatEndedReason;

/**
 * How a conversation, spoken or written, came out: what its end card shows (the web app's
 * AfterCall.tsx). The call's view (voiceWidget.ts) and the chat's (textChat.ts) are both one.
 */
export interface ConversationOutcome {
  /** Why it failed, as the visitor is told; null when it ended. */
  error: CallErrorCode | VoiceWidgetErrorCode | null;
  /** It failed, or could not be made: the end offers the other ways to reach the company. */
  failed: boolean;
  /** How it ended; null when it failed. */
  endedReason: ConversationEndedReason | null;
  /** Whether trying again may help (mayTryAgain). */
  retryable: boolean;
  /** Its length in whole seconds; null for one that never began. */
  lastCallSeconds: number | null;
  transcript: readonly TranscriptLine[];
  /** The time limit it had. */
  maxCallSeconds: number;
}

/**
 * The one rule for every outcome, spoken or written: whether a new attempt may go better (the
 * table's `retry`). A busy or unreachable service, a start that took too long, a lost network, a
 * microphone the visitor can allow or plug in, a line or assistant that failed, nobody heard: yes.
 * No assistant, a refused key, a site without configuration, a limit reached, a side that hung up:
 * no, and the end card offers the other ways to reach the company.
 */
export const mayTryAgain = (
  error: ConversationOutcome['error'],
  endedReason: ConversationEndedReason | null,
): boolean => {
  const cause = error ?? endedReason;
  return cause !== null && OUTCOMES[cause].retry;
};

/**
 * What went wrong, as the call machine keeps it in its context. The page reads `code` (the
 * visitor's words); the rest is for the developer, who reads it in the machine inspector
 * (/__machines, README "Watching the machines"): where the start stopped, the SDK's error type
 * and words, when, and how long the stage had run.
 */
export interface CallFailure {
  stage: CallFailureStage;
  type: CallFailureType;
  code: Exclude<CallErrorCode, 'noCall'>;
  /** The SDK's or Daily's own words, for the developer (inspector, logs); null for the machine's own checks. */
  detail: string | null;
  /** ISO 8601 */
  timestamp: string;
  /** Milliseconds, when known. */
  duration: number | null;
}

/** A nonfatal error of the running call; the call goes on. */
export interface CallWarning {
  type: string;
  message: string;
}

const STAGE_ERROR_TYPES: Partial<Record<CallFailureStage, CallStartErrorType>> = {
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

interface FailureKind {
  type: (stage: CallFailureStage) => CallFailureType;
  /** Set for the machine's own checks; otherwise the SDK's error decides the code. */
  code?: CallFailure['code'];
}

/** Every kind of failure the call machine reports. */
const FAILURE_KINDS = {
  /** Started without assistant, squad or workflow. */
  missingTarget: { type: () => 'validation-error', code: 'missingTarget' },
  /** The start, or the wait for 'listening', never settled. */
  startTimedOut: { type: () => 'start-method-error', code: 'startTimedOut' },
  /** A start stage failed: the stage names the error type. */
  stageFailed: { type: (stage) => STAGE_ERROR_TYPES[stage] ?? 'start-method-error' },
  /** The start failed with no stage to blame, or the adapter itself failed. */
  startFailed: { type: () => 'start-method-error' },
  /** A fatal error of a call that had started. */
  callError: { type: () => 'call-error' },
} satisfies Record<string, FailureKind>;

export type CallFailureKind = keyof typeof FAILURE_KINDS;

export interface FailureFacts {
  stage: CallFailureStage;
  /** What the SDK reported; described as the detail, and it decides the code. */
  error?: unknown;
  /** The detail when the error itself says nothing (e.g. the failed stage's own words). */
  detail?: string;
  timestamp?: string;
  duration?: number | null;
}

/** The one way a CallFailure is made. */
export function callFailure(kind: CallFailureKind, facts: FailureFacts): CallFailure {
  const row: FailureKind = FAILURE_KINDS[kind];
  const described = row.code ? null : describeError(facts.error);
  const detail = described === UNKNOWN_ERROR && facts.detail ? facts.detail : described;
  return {
    stage: facts.stage,
    type: row.type(facts.stage),
    code: row.code ?? failureCode(facts.error, detail ?? ''),
    detail,
    timestamp: facts.timestamp ?? new Date().toISOString(),
    duration: facts.duration ?? null,
  };
}

// The words in which the browser (a DOMException 'NotAllowedError') and Daily ('Permission
// denied') refuse the microphone when no adapter has named it, and in which the browser says there
// is none ('NotFoundError'). Read here, once, so that the view decides by the failure's code.
const MICROPHONE_REFUSAL = /NotAllowedError|Permission denied/i;
const MICROPHONE_ABSENCE = /NotFoundError|Requested device not found/i;

// Vapi's answers that say this site's key or assistant is not accepted: trying again cannot help.
const REFUSED_BY_VAPI = new Set([401, 403, 404]);

type SdkFailureCode = Exclude<CallErrorCode, 'missingTarget' | 'startTimedOut' | 'noCall'>;

function failureCode(error: unknown, detail: string): SdkFailureCode {
  const type = errorType(error);
  if (type === OFFLINE_ERROR) return 'offline';
  if (type === MICROPHONE_DENIED_ERROR || MICROPHONE_REFUSAL.test(detail))
    return 'microphoneDenied';
  if (type === MICROPHONE_MISSING_ERROR || MICROPHONE_ABSENCE.test(detail))
    return 'microphoneMissing';
  const status = httpStatus(error);
  return status !== undefined && REFUSED_BY_VAPI.has(status) ? 'demoUnavailable' : 'callFailed';
}

/**
 * What the visitor is told about a written message that did not reach the assistant
 * (textChat.ts), as a code; the words are `errors.chat.<code>`. 'messageTooLong' is the
 * conversation's own limit, refused before anything is sent.
 */
export type ChatErrorCode = 'demoUnavailable' | 'offline' | 'chatFailed' | 'messageTooLong';

/** Why a message did not reach the assistant, read as a call's failure is. */
export function chatFailureCode(error: unknown): 'demoUnavailable' | 'offline' | 'chatFailed' {
  const code = failureCode(error, describeError(error));
  return code === 'demoUnavailable' || code === 'offline' ? code : 'chatFailed';
}

/** Why the microphone check failed: no microphone at all, or one the visitor did not allow. */
export function microphoneFailureCode(error: unknown): 'microphoneDenied' | 'microphoneMissing' {
  const code = failureCode(error, describeError(error));
  return code === 'microphoneMissing' ? code : 'microphoneDenied';
}

/**
 * The HTTP status of an API error somewhere in the payload: the SDK reports a refused web call
 * as its error body (`{ statusCode, message, error }`), nested in its own error object.
 */
export function httpStatus(error: unknown, depth = 0): number | undefined {
  if (error === null || typeof error !== 'object' || depth > 4) return undefined;
  const fields = error as Record<string, unknown>;
  for (const key of ['statusCode', 'status']) {
    const value = fields[key];
    if (typeof value === 'number' && value >= 400 && value < 600) return value;
  }
  for (const key of ['error', 'message', 'cause', 'details']) {
    const nested = httpStatus(fields[key], depth + 1);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

// Errors the SDK reports while the call keeps running (it says so in its source: optional
// recording, non-critical observers, noise cancellation turned off, autoplay blocked), and a
// failed stop() or setMuted() of the adapter.
const NONFATAL_ERROR_TYPES: ReadonlySet<string> = new Set([
  ADAPTER_COMMAND_ERROR,
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-start-failed',
]);

export function isNonFatalError(error: unknown): boolean {
  return NONFATAL_ERROR_TYPES.has(errorType(error) ?? '');
}

const UNKNOWN_ERROR = 'Unknown error';

/**
 * A readable message from whatever the SDK or Daily put into an error: a string, an Error, or
 * nested objects whose `message` may itself be an object.
 */
export function describeError(error: unknown, depth = 0): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error !== null && typeof error === 'object' && depth < 4) {
    const fields = error as Record<string, unknown>;
    for (const key of ['message', 'errorMsg', 'msg', 'error']) {
      const text = describeError(fields[key], depth + 1);
      if (text !== UNKNOWN_ERROR) return text;
    }
  }
  return UNKNOWN_ERROR;
}

export function errorType(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { type } = error as { type?: unknown };
  return typeof type === 'string' ? type : undefined;
}
