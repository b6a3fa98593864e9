// The voice-call orb on the home page: it checks for a stored e-mail, then one
// trigger either ends the running call, starts one for a known visitor (after recording the
// session), or opens the consent dialog. It owns the consent dialog and the call lifecycle as
// children (systemIds 'consentDialog' and 'call'), so one actor tree holds the whole widget.
import {
  assign,
  fromCallback,
  fromPromise,
  initialTransition,
  raise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  mayTryAgain,
  microphoneFailureCode,
  type CallEndedReason,
  type CallErrorCode,
  type ConversationOutcome,
  type VoiceWidgetErrorCode,
} from './callFailures.ts';
import {
  callLifecycleMachine,
  maxCallSeconds,
  summarizeCall,
  type CallLifecycleSnapshot,
  type CallStatus,
  type CallSummary,
} from './callLifecycle.ts';
import type { TranscriptLine } from './transcript.ts';
import { consentDialogMachine, type ConsentDialogEmitted } from './consentDialog.ts';
import { textChatMachine } from './textChat.ts';

export interface VoiceWidgetInput {
  /** VITE_VAPI_PUBLIC_KEY; the call's adapter uses it, the widget only checks that it is there. */
  publicKey?: string;
  /** VITE_VAPI_ASSISTANT_ID */
  assistantId?: string;
  /** The page's language (`de`, `en`): the assistant gets it as the variable `language`. */
  language?: string;
  /** The time limit of a demo call (from the content); DEFAULT_MAX_CALL_SECONDS when absent. */
  maxCallSeconds?: number;
  /** What the page asks of the assistant (a landing page's own demo); none for the default. */
  pageOverrides?: PageAssistantOverrides;
}

/**
 * A page's own demo, sent with each call as part of Vapi's assistant overrides: the greeting as
 * the assistant's first message, and values for the variables of its prompt.
 */
export interface PageAssistantOverrides {
  firstMessage?: string;
  variableValues?: Record<string, string>;
}

/**
 * How much longer than the page's own time limit Vapi's server lets the call run: the server
 * ends the call even when the page's timers are held up (a frozen or throttled tab).
 */
const SERVER_TIME_LIMIT_MARGIN_SECONDS = 30;

export type ConsentDialogActor = ActorRefFrom<typeof consentDialogMachine>;
export type TextChatActor = ActorRefFrom<typeof textChatMachine>;

export interface VoiceWidgetContext {
  publicKey: string;
  assistantId: string;
  language: string;
  maxCallSeconds: number;
  pageOverrides: PageAssistantOverrides;
  storedEmail: string | null;
  /** Why the widget cannot work; shown on the orb. */
  unavailableReason: VoiceWidgetErrorCode | null;
  /** Why the last microphone check failed; no call was started then. */
  microphoneError: 'microphoneDenied' | 'microphoneMissing' | null;
  /** The visitor cancelled while the browser asked for the microphone: no call was made. */
  cancelledAtMicrophone: boolean;
  /** An attempt began (the microphone was asked for) and its card is not closed yet. */
  outcomeOpen: boolean;
  consentDialog: ConsentDialogActor;
  /** The written conversation, for visitors without a microphone. */
  chat: TextChatActor;
  /** What the consent dialog was opened for: a call, or a written conversation. */
  intent: 'call' | 'chat';
}

export type VoiceWidgetEvent =
  | { type: 'trigger' }
  /** "Schreiben statt sprechen": a written conversation instead of a call. */
  | { type: 'chat.open' }
  | { type: 'mute.toggle' }
  | { type: 'end' }
  /** The visitor closes the card that shows how the last attempt went. */
  | { type: 'outcome.close' }
  /** Raised when the call child is back in idle or failed. */
  | { type: 'call.settled' }
  | ConsentDialogEmitted;

// Forwards the dialog's emitted events to the widget, which cannot subscribe to them itself.
const consentEvents = fromCallback<{ type: never }, { dialog: ConsentDialogActor }>(
  ({ input, sendBack }) => {
    const subscriptions = [
      input.dialog.on('consent.granted', sendBack),
      input.dialog.on('consent.dismissed', sendBack),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
);

export const voiceWidgetMachine = setup({
  types: {
    context: {} as VoiceWidgetContext,
    events: {} as VoiceWidgetEvent,
    input: {} as VoiceWidgetInput,
    children: {} as { call: 'callLifecycle'; consentDialog: 'consentDialog'; chat: 'textChat' },
    tags: {} as 'loading' | 'busy' | 'askingMicrophone',
  },
  actors: {
    callLifecycle: callLifecycleMachine,
    consentDialog: consentDialogMachine,
    textChat: textChatMachine,
    consentEvents,
    // Asks the browser for the microphone before anything is created on the voice platform;
    // rejects when it is refused or missing (callFailures.ts reads which). The default asks
    // nobody: the web app provides the browser's own request.
    microphoneAccess: fromPromise<void>(async () => undefined),
    // Harmless defaults; the web app provides cookie and database access.
    checkStoredEmail: fromPromise<string | null>(async () => null),
    recordSession: fromPromise<void, { email: string }>(async () => undefined),
  },
  actions: {
    startCall: sendTo('call', ({ context }) => ({
      type: 'start' as const,
      options: {
        assistantId: context.assistantId,
        assistantOverrides: {
          ...context.pageOverrides,
          // The assistant's prompt and first message can use {{language}} to greet in the page's.
          variableValues: { ...context.pageOverrides.variableValues, language: context.language },
          maxDurationSeconds: context.maxCallSeconds + SERVER_TIME_LIMIT_MARGIN_SECONDS,
        },
      },
      maxDurationSeconds: context.maxCallSeconds,
    })),
    stopCall: sendTo('call', { type: 'stop' as const }),
    toggleMute: sendTo('call', { type: 'mute.toggle' as const }),
    openDialog: sendTo(({ context }) => context.consentDialog, { type: 'open' as const }),
    // A call replaces the end card of a written conversation.
    closeChat: sendTo(({ context }) => context.chat, { type: 'close' as const }),
    openChat: sendTo(
      ({ context }) => context.chat,
      ({ context }) => ({ type: 'open' as const, maxSeconds: context.maxCallSeconds }),
    ),
    intendTo: assign({ intent: (_, params: { intent: 'call' | 'chat' }) => params.intent }),
    rememberEmail: assign({ storedEmail: (_, params: { email: string | null }) => params.email }),
    setMicrophoneError: assign({
      microphoneError: (_, params: { error: unknown }) => microphoneFailureCode(params.error),
    }),
    beginAttempt: assign({
      microphoneError: null,
      cancelledAtMicrophone: false,
      outcomeOpen: true,
    }),
    closeOutcome: assign({ outcomeOpen: false }),
    cancelAtMicrophone: assign({ cancelledAtMicrophone: true }),
    markUnavailable: assign({
      unavailableReason: (_, params: { reason: VoiceWidgetErrorCode }) => params.reason,
    }),
    settleCall: raise({ type: 'call.settled' as const }),
  },
  guards: {
    configured: ({ context }) => context.publicKey !== '' && context.assistantId !== '',
    hasStoredEmail: ({ context }) => context.storedEmail !== null,
    wantsChat: ({ context }) => context.intent === 'chat',
    callIsOver: (_, params: { call: CallLifecycleSnapshot }) => !params.call.hasTag('inCall'),
  },
}).createMachine({
  id: 'voiceWidget',
  context: ({ input, spawn }) => ({
    publicKey: input.publicKey?.trim() ?? '',
    assistantId: input.assistantId?.trim() ?? '',
    language: input.language ?? 'de',
    maxCallSeconds: maxCallSeconds(input.maxCallSeconds),
    pageOverrides: input.pageOverrides ?? {},
    storedEmail: null,
    unavailableReason: null,
    microphoneError: null,
    cancelledAtMicrophone: false,
    outcomeOpen: false,
    consentDialog: spawn('consentDialog', { id: 'consentDialog', systemId: 'consentDialog' }),
    chat: spawn('textChat', { id: 'chat', systemId: 'chat' }),
    intent: 'call',
  }),
  invoke: {
    id: 'call',
    systemId: 'call',
    src: 'callLifecycle',
    // The call's view is read from the child itself (selectCall); the widget only learns here
    // that a call is over.
    onSnapshot: {
      guard: { type: 'callIsOver', params: ({ event }) => ({ call: event.snapshot }) },
      actions: 'settleCall',
    },
    onError: {
      target: '.unavailable',
      actions: { type: 'markUnavailable', params: { reason: 'unexpected' } },
    },
  },
  on: {
    'mute.toggle': { actions: 'toggleMute' },
    end: { actions: 'stopCall' },
    'outcome.close': { actions: 'closeOutcome' },
  },
  initial: 'checkingConfig',
  states: {
    checkingConfig: {
      always: [
        { guard: 'configured', target: 'loading' },
        {
          target: 'unavailable',
          actions: { type: 'markUnavailable', params: { reason: 'missingConfig' } },
        },
      ],
    },
    unavailable: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'checkStoredEmail',
        src: 'checkStoredEmail',
        onDone: {
          target: 'ready',
          actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.output }) },
        },
        // Unreadable storage counts as a first visit: the dialog asks again.
        onError: 'ready',
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            trigger: [
              {
                guard: 'hasStoredEmail',
                target: 'recordingSession',
                actions: { type: 'intendTo', params: { intent: 'call' } },
              },
              { target: 'consent', actions: { type: 'intendTo', params: { intent: 'call' } } },
            ],
            // Consent first, as for a call: the conversation is with the same assistant.
            'chat.open': [
              { guard: 'hasStoredEmail', actions: ['closeOutcome', 'openChat'] },
              { target: 'consent', actions: { type: 'intendTo', params: { intent: 'chat' } } },
            ],
          },
        },
        recordingSession: {
          tags: ['busy'],
          invoke: {
            id: 'recordSession',
            src: 'recordSession',
            input: ({ context }) => ({ email: context.storedEmail ?? '' }),
            // The visit counter is bookkeeping: its failure must not cost the visitor the call.
            onDone: 'microphone',
            onError: 'microphone',
          },
        },
        consent: {
          entry: 'openDialog',
          invoke: {
            id: 'consentEvents',
            src: 'consentEvents',
            input: ({ context }) => ({ dialog: context.consentDialog }),
            onError: 'idle',
          },
          on: {
            'consent.granted': [
              {
                guard: 'wantsChat',
                target: 'idle',
                actions: [
                  { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
                  'openChat',
                ],
              },
              {
                target: 'microphone',
                actions: { type: 'rememberEmail', params: ({ event }) => ({ email: event.email }) },
              },
            ],
            'consent.dismissed': 'idle',
          },
        },
        // The microphone first: refused or missing, no call is created (nor paid for). A trigger
        // meanwhile cancels; the browser's prompt may stay open, its answer is then ignored.
        microphone: {
          tags: ['askingMicrophone'],
          entry: ['beginAttempt', 'closeChat'],
          invoke: {
            id: 'microphoneAccess',
            src: 'microphoneAccess',
            onDone: { target: 'inCall', actions: 'startCall' },
            onError: {
              target: 'idle',
              actions: { type: 'setMicrophoneError', params: ({ event }) => event },
            },
          },
          on: { trigger: { target: 'idle', actions: 'cancelAtMicrophone' } },
        },
        // Until the call child is back in idle or failed.
        inCall: {
          on: { trigger: { actions: 'stopCall' }, 'call.settled': 'idle' },
        },
      },
    },
  },
});

export type VoiceWidgetSnapshot = SnapshotFrom<typeof voiceWidgetMachine>;

/** What a click on the orb does now: its accessible name says so. */
export type OrbAction = 'start' | 'cancel' | 'end';

/** What the orb and its controls render. */
export interface VoiceWidgetView extends ConversationOutcome {
  /** 'Loading...' */
  loading: boolean;
  /** From the first click until the call is over. */
  inCall: boolean;
  /** The call's card: from the first click until the visitor closes the outcome. */
  cardShown: boolean;
  callActive: boolean;
  /** The browser is asking for the microphone (the page says why). */
  askingMicrophone: boolean;
  /** 'Verbindung wird hergestellt...': also while the session is recorded before the start. */
  connecting: boolean;
  orbAction: OrbAction;
  status: CallStatus;
  /** The assistant's voice and the visitor's microphone, 0..1. */
  volume: number;
  localVolume: number;
  muted: boolean;
  /** The time limit is less than half a minute away. */
  endingSoon: boolean;
  /** How long the last call lasted, shown after it; null before the first or for none. */
  lastCallSeconds: number | null;
  /** Shown as 'Error: ' + its words. */
  error: VoiceWidgetErrorCode | CallErrorCode | null;
  /**
   * Whether the outcome is worth a "try again": the one rule for every ending (mayTryAgain in
   * callFailures.ts), which the written conversation's end follows too.
   */
  retryable: boolean;
  /**
   * The call failed, or the widget cannot make one (configuration missing, or it broke): the page
   * offers the other ways to reach the company, which need no microphone and no Vapi.
   */
  failed: boolean;
  /** What was said in the running or the last call; kept until the next call starts. */
  transcript: readonly TranscriptLine[];
  /** Date.now() when the running call connected, for its elapsed time; null without one. */
  connectedAt: number | null;
  /** The time limit of the running or last call. */
  maxCallSeconds: number;
  /**
   * How the last call ended; null while one runs, before the first, and when it failed (the
   * failure says what happened: one message at a time).
   */
  endedReason: CallEndedReason | null;
}

/** The call before the call machine has run: its own initial snapshot, summarized. */
const CALL_BEFORE_START = summarizeCall(initialTransition(callLifecycleMachine)[0]);

/**
 * The call's view, derived from the widget's child `call` (`snapshot.children.call`), which the
 * widget does not copy; without a child to read, the call before the call machine has run.
 */
export function selectCall(call: CallLifecycleSnapshot | undefined): CallSummary {
  return call ? summarizeCall(call) : CALL_BEFORE_START;
}

/** The widget's snapshot and its call's view (selectCall) as the orb and its controls show them. */
export function selectWidgetView(
  snapshot: VoiceWidgetSnapshot,
  call: CallSummary,
): VoiceWidgetView {
  const { unavailableReason, microphoneError, cancelledAtMicrophone } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const askingMicrophone = snapshot.hasTag('askingMicrophone');
  const inCall = call.inCall || busy || askingMicrophone;
  let orbAction: OrbAction = 'start';
  if (call.active) orbAction = 'end';
  else if (inCall) orbAction = 'cancel';
  // A new attempt hides the last one's failure until it has its own outcome.
  const error = unavailableReason ?? (inCall ? null : (microphoneError ?? call.error));
  // Cancelled at the microphone: the last call's summary belongs to an earlier call.
  const cancelled = cancelledAtMicrophone && !inCall;
  const endedReason = cancelled
    ? 'cancelled'
    : call.inCall || call.failed
      ? null
      : call.endedReason;
  return {
    loading: snapshot.hasTag('loading'),
    inCall,
    cardShown: inCall || snapshot.context.outcomeOpen,
    callActive: call.active,
    askingMicrophone,
    connecting: call.connecting || busy,
    orbAction,
    status: busy ? 'connecting' : call.status,
    volume: call.volume,
    localVolume: call.localVolume,
    muted: call.muted,
    endingSoon: call.endingSoon,
    lastCallSeconds: cancelled ? null : call.lastCallSeconds,
    error,
    retryable: !inCall && mayTryAgain(error, endedReason),
    failed: unavailableReason !== null || (!inCall && (microphoneError !== null || call.failed)),
    transcript: cancelled ? [] : call.transcript,
    connectedAt: call.connectedAt,
    maxCallSeconds: snapshot.context.maxCallSeconds,
    endedReason,
  };
}
