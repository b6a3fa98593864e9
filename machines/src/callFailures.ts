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
 * How a call ended, as the visitor is told (words in web/src/i18n/de.json,
 * `voiceDemo.ended.<reason>`): 'visitor' (ended on the page, or the visitor left it),
 * 'cancelled' (the visitor stopped it before it connected), 'assistant' (the assistant hung up),
 * 'silence' (nobody spoke for a long time, so the server ended it), 'timeLimit' (the demo's time
 * limit, or the server's), 'assistantProblem' (a failure on the assistant's side: its language
 * model, voice or transcriber), 'connectionLost' (the call broke off, or ended without anyone
 * asking for it).
 */
export type CallEndedReason =
  | 'visitor'
  | 'cancelled'
  | 'assistant'
  | 'silence'
  | 'timeLimit'
  | 'assistantProblem'
  | 'connectionLost';

/** How a written conversation ended: the visitor, the time limit, or its last message answered. */
export type ChatEndedReason = 'visitor' | 'timeLimit' | 'messageLimit';

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

/**
 * What the visitor is told about the call, as a code; the words are the web app's
 * (web/src/i18n/de.json, `errors.voice.<code>`). 'missingTarget': started without assistant,
 * squad or workflow; 'startTimedOut': the start or the wait for 'listening' never settled;
 * 'microphoneDenied': the browser or Daily refused the microphone; 'microphoneMissing': there is
 * no microphone; 'demoUnavailable': Vapi refused the key or the assistant (401, 403, 404), which
 * no retry mends; 'offline': the browser lost its network; 'callFailed': any other failure of the
 * start or the call (402, 429, 5xx, Daily unreachable), which a retry may mend; 'noCall': muting
 * while there is no call.
 */
export type CallErrorCode =
  | 'missingTarget'
  | 'startTimedOut'
  | 'microphoneDenied'
  | 'microphoneMissing'
  | 'demoUnavailable'
  | 'offline'
  | 'callFailed'
  | 'noCall';

/**
 * Whether trying again may help, the one rule the page reads (through the widget's view,
 * voiceWidget.ts): a busy or unreachable service, a start that took too long, a lost network, and
 * a microphone the visitor can allow or plug in (its message says how). What no retry mends (no
 * assistant, a refused key, a site without configuration) gets the other ways to reach us.
 */
export const isRetryable = (code: CallErrorCode | 'missingConfig' | 'unexpected'): boolean =>
  code === 'callFailed' ||
  code === 'startTimedOut' ||
  code === 'offline' ||
  code === 'microphoneDenied' ||
  code === 'microphoneMissing';

/** How a conversation with the demo's assistant ended, spoken (a call) or written (the chat). */
export type ConversationEndedReason = CallEndedReason | ChatEndedReason;

/**
 * Endings after which a new attempt may go better: the line or the assistant failed, it never
 * began, or nobody was heard (a muted or unplugged microphone). A limit reached or a side that
 * hung up is no reason to try again.
 */
export const isRetryableEnding = (reason: ConversationEndedReason): boolean =>
  reason === 'connectionLost' ||
  reason === 'assistantProblem' ||
  reason === 'cancelled' ||
  reason === 'silence';

/**
 * How a conversation, spoken or written, came out: what its end card shows (the web app's
 * AfterCall.tsx). The call's view (voiceWidget.ts) and the chat's (textChat.ts) are both one.
 */
export interface ConversationOutcome {
  /** Why it failed, as the visitor is told; null when it ended. */
  error: CallErrorCode | 'missingConfig' | 'unexpected' | null;
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
 * The one rule for every ending, spoken or written: after a failure, whether a retry may mend it;
 * after an end, whether the ending is one a new attempt may do better. Where it may, the end card
 * offers the retry and the other ways to reach the company (the fallback words, the phone).
 */
export const mayTryAgain = (
  error: ConversationOutcome['error'],
  endedReason: ConversationEndedReason | null,
): boolean =>
  error !== null ? isRetryable(error) : endedReason !== null && isRetryableEnding(endedReason);

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
