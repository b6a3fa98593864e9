// A written conversation with the voice call's assistant, for visitors without a microphone
// ("Schreiben statt sprechen"): each message goes through the `sendChatMessage` actor (the web
// app's, over Vapi's web chat API with the public key); the answer is its output. The call's
// transcript lines (transcript.ts) and time limit, plus limits on a message's length and count.
// It ends as a call does: in `ended` (selectChatOutcome, a ConversationOutcome) until closed.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  chatFailureCode,
  mayTryAgain,
  type ChatEndedReason,
  type ChatErrorCode,
  type ConversationOutcome,
} from './callFailures.ts';
import { DEFAULT_MAX_CALL_SECONDS, maxCallSeconds } from './callLifecycle.ts';
import { addToTranscript, type TranscriptLine } from './transcript.ts';

/** The longest message a visitor may write, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** How many messages one conversation may have: the answer to the last one ends it. */
export const CHAT_MAX_MESSAGES = 20;

export interface ChatRequest {
  text: string;
  /** The conversation so far, as the chat API named it; null for its first message. */
  sessionId: string | null;
}

export interface ChatReply {
  sessionId: string | null;
  /** What the assistant answered, in order. */
  texts: string[];
}

export interface TextChatContext {
  transcript: TranscriptLine[];
  sessionId: string | null;
  sent: number;
  maxSeconds: number;
  /** Date.now() when the conversation opened, for the clock against maxSeconds; null before. */
  openedAt: number | null;
  /** What the last send ran into; cleared by the next. */
  error: ChatErrorCode | null;
  /** The visitor's words that were refused or did not arrive, to give back to them. */
  unsent: string | null;
  /** How the last conversation ended; null while it runs. */
  endedReason: ChatEndedReason | null;
  /** How long the last conversation lasted, in whole seconds; null while it runs. */
  lastSeconds: number | null;
}

export type TextChatEvent =
  | { type: 'open'; maxSeconds?: number }
  | { type: 'send'; text: string }
  | { type: 'end' }
  /** The visitor closes the end card. */
  | { type: 'close' };

const said = (
  transcript: TranscriptLine[],
  role: TranscriptLine['role'],
  texts: string[],
): TranscriptLine[] =>
  texts.reduce((lines, text) => addToTranscript(lines, { role, text, final: true }), transcript);

export const textChatMachine = setup({
  types: {
    context: {} as TextChatContext,
    events: {} as TextChatEvent,
    tags: {} as 'open' | 'sending' | 'ended',
  },
  actors: {
    // The default answers nobody: the web app provides the chat API.
    sendChatMessage: fromPromise<ChatReply, ChatRequest>(async () => {
      throw new Error('sendChatMessage is not provided');
    }),
  },
  actions: {
    startConversation: assign({
      transcript: [],
      sessionId: null,
      sent: 0,
      error: null,
      unsent: null,
      endedReason: null,
      lastSeconds: null,
      openedAt: () => Date.now(),
      maxSeconds: ({ event }) =>
        maxCallSeconds(event.type === 'open' ? event.maxSeconds : undefined),
    }),
    addVisitorLine: assign({
      transcript: ({ context, event }) =>
        event.type === 'send'
          ? said(context.transcript, 'user', [event.text.trim()])
          : context.transcript,
      sent: ({ context }) => context.sent + 1,
      error: null,
      unsent: null,
    }),
    refuse: assign({
      error: (_, params: { code: ChatErrorCode }) => params.code,
      unsent: ({ event }) => (event.type === 'send' ? event.text : null),
    }),
    addReply: assign({
      transcript: ({ context }, reply: ChatReply) =>
        said(context.transcript, 'assistant', reply.texts),
      sessionId: ({ context }, reply: ChatReply) => reply.sessionId ?? context.sessionId,
    }),
    // The message did not arrive: it leaves the transcript and goes back to the visitor, and
    // does not count against the limit.
    failSend: assign({
      error: (_, params: { error: unknown }) => chatFailureCode(params.error),
      unsent: ({ context }) => context.transcript.at(-1)?.text ?? null,
      transcript: ({ context }) => context.transcript.slice(0, -1),
      sent: ({ context }) => context.sent - 1,
    }),
    // Whole seconds, as the clock showed them; never past the limit that ended it.
    endedBy: assign({
      endedReason: (_, params: { by: ChatEndedReason }) => params.by,
      lastSeconds: ({ context }, params: { by: ChatEndedReason }) =>
        params.by === 'timeLimit'
          ? context.maxSeconds
          : Math.min(
              context.maxSeconds,
              Math.max(0, Math.floor((Date.now() - (context.openedAt ?? Date.now())) / 1000)),
            ),
    }),
  },
  guards: {
    blank: ({ event }) => event.type === 'send' && event.text.trim() === '',
    tooLong: ({ event }) =>
      event.type === 'send' && event.text.trim().length > CHAT_MESSAGE_MAX_LENGTH,
    lastMessage: ({ context }) => context.sent >= CHAT_MAX_MESSAGES,
  },
  delays: {
    maxDuration: ({ context }) => context.maxSeconds * 1000,
  },
}).createMachine({
  id: 'textChat',
  context: {
    transcript: [],
    sessionId: null,
    sent: 0,
    maxSeconds: DEFAULT_MAX_CALL_SECONDS,
    openedAt: null,
    error: null,
    unsent: null,
    endedReason: null,
    lastSeconds: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'open', actions: 'startConversation' } },
    },
    open: {
      tags: ['open'],
      initial: 'ready',
      states: {
        ready: {
          on: {
            send: [
              { guard: 'blank' },
              { guard: 'tooLong', actions: { type: 'refuse', params: { code: 'messageTooLong' } } },
              { target: 'sending', actions: 'addVisitorLine' },
            ],
          },
        },
        sending: {
          tags: ['sending'],
          invoke: {
            id: 'sendChatMessage',
            src: 'sendChatMessage',
            input: ({ context }) => ({
              text: context.transcript.findLast((line) => line.role === 'user')?.text ?? '',
              sessionId: context.sessionId,
            }),
            onDone: [
              {
                guard: 'lastMessage',
                target: '#textChat.ended',
                actions: [
                  { type: 'addReply', params: ({ event }) => event.output },
                  { type: 'endedBy', params: { by: 'messageLimit' } },
                ],
              },
              {
                target: 'ready',
                actions: { type: 'addReply', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'ready',
              actions: { type: 'failSend', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
      on: { end: { target: 'ended', actions: { type: 'endedBy', params: { by: 'visitor' } } } },
      after: {
        maxDuration: {
          target: 'ended',
          actions: { type: 'endedBy', params: { by: 'timeLimit' } },
        },
      },
    },
    // The end card, with the transcript, until the visitor closes it or writes anew.
    ended: {
      tags: ['ended'],
      on: {
        close: 'closed',
        open: { target: 'open', actions: 'startConversation' },
      },
    },
  },
});

export type TextChatSnapshot = SnapshotFrom<typeof textChatMachine>;

/** How the last written conversation came out, as a call's end card shows it. */
export function selectChatOutcome(snapshot: TextChatSnapshot): ConversationOutcome {
  const { endedReason, lastSeconds, transcript, maxSeconds } = snapshot.context;
  return {
    error: null,
    failed: false,
    endedReason,
    retryable: mayTryAgain(null, endedReason),
    lastCallSeconds: lastSeconds,
    transcript,
    maxCallSeconds: maxSeconds,
  };
}
