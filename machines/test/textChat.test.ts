import { createActor, fromPromise, SimulatedClock, waitFor, type EventFromLogic } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayTryAgain, type ConversationEndedReason } from '../src/callFailures.ts';
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  selectChatOutcome,
  textChatMachine,
  type ChatReply,
  type ChatRequest,
} from '../src/textChat.ts';
import { walkMachine } from './graphWalk.ts';

function chat(answer: (request: ChatRequest) => Promise<ChatReply>) {
  const requests: ChatRequest[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    textChatMachine.provide({
      actors: {
        sendChatMessage: fromPromise<ChatReply, ChatRequest>(({ input }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
    { clock },
  ).start();
  const context = () => actor.getSnapshot().context;
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('sending'));
  return { actor, clock, requests, context, settled };
}

const echo = async ({ text, sessionId }: ChatRequest): Promise<ChatReply> => ({
  sessionId: sessionId ?? 'session-1',
  texts: [`Sie schrieben: ${text}`],
});

describe('textChat', () => {
  afterEach(() => vi.useRealTimers());

  it('notes when it opened, for the clock the page shows against the limit', () => {
    const c = chat(echo);
    expect(c.context().openedAt).toBeNull();
    const before = Date.now();
    c.actor.send({ type: 'open', maxSeconds: 120 });
    expect(c.context().openedAt).toBeGreaterThanOrEqual(before);
    expect(c.context().openedAt).toBeLessThanOrEqual(Date.now());
  });

  it('sends each message with the conversation so far, and keeps both sides as transcript lines', async () => {
    const c = chat(echo);
    c.actor.send({ type: 'open', maxSeconds: 120 });
    c.actor.send({ type: 'send', text: '  Hallo  ' });
    expect(c.actor.getSnapshot().hasTag('sending')).toBe(true);
    await c.settled();
    c.actor.send({ type: 'send', text: 'Termin?' });
    await c.settled();
    expect(c.requests).toEqual([
      { text: 'Hallo', sessionId: null },
      { text: 'Termin?', sessionId: 'session-1' },
    ]);
    expect(c.context().transcript.map(({ role, text, final }) => [role, text, final])).toEqual([
      ['user', 'Hallo', true],
      ['assistant', 'Sie schrieben: Hallo', true],
      ['user', 'Termin?', true],
      ['assistant', 'Sie schrieben: Termin?', true],
    ]);
  });

  it('refuses a blank message silently, and a too long one with a code', () => {
    const c = chat(echo);
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'send', text: '   ' });
    expect(c.context()).toMatchObject({ sent: 0, error: null });
    const tooLong = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    c.actor.send({ type: 'send', text: tooLong });
    expect(c.context()).toMatchObject({ sent: 0, error: 'messageTooLong', unsent: tooLong });
    expect(c.requests).toEqual([]);
  });

  it('ends with the answer to its last message, the transcript kept for the end card', async () => {
    const c = chat(echo);
    c.actor.send({ type: 'open' });
    for (let n = 1; n < CHAT_MAX_MESSAGES; n += 1) {
      c.actor.send({ type: 'send', text: `Nachricht ${n}` });
      await c.settled();
    }
    expect(c.actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    c.actor.send({ type: 'send', text: 'Die letzte' });
    expect(c.actor.getSnapshot().hasTag('sending')).toBe(true);
    await waitFor(c.actor, (snapshot) => snapshot.hasTag('ended'));
    expect(c.context()).toMatchObject({ sent: CHAT_MAX_MESSAGES, endedReason: 'messageLimit' });
    expect(c.context().transcript).toHaveLength(2 * CHAT_MAX_MESSAGES);
    expect(c.context().transcript.at(-1)?.text).toBe('Sie schrieben: Die letzte');
    // Nothing more is sent once it has ended.
    c.actor.send({ type: 'send', text: 'Noch eine' });
    expect(c.requests).toHaveLength(CHAT_MAX_MESSAGES);
  });

  it('keeps the last message open to a resend when it did not arrive', async () => {
    let fail = false;
    const c = chat(async (request) => {
      if (fail) throw { statusCode: 500, message: 'down' };
      return echo(request);
    });
    c.actor.send({ type: 'open' });
    for (let n = 1; n < CHAT_MAX_MESSAGES; n += 1) {
      c.actor.send({ type: 'send', text: `Nachricht ${n}` });
      await c.settled();
    }
    fail = true;
    c.actor.send({ type: 'send', text: 'Die letzte' });
    await c.settled();
    expect(c.actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
    expect(c.context()).toMatchObject({ sent: CHAT_MAX_MESSAGES - 1, unsent: 'Die letzte' });
    fail = false;
    c.actor.send({ type: 'send', text: 'Die letzte' });
    await waitFor(c.actor, (snapshot) => snapshot.hasTag('ended'));
    expect(c.context().endedReason).toBe('messageLimit');
  });

  it.each([
    [{ statusCode: 401, message: 'Invalid key' }, 'demoUnavailable'],
    [{ statusCode: 500, message: 'Server error' }, 'chatFailed'],
    [{ type: 'network-offline', message: 'offline' }, 'offline'],
  ] as const)('names a failed send %j %s and gives the words back', async (error, code) => {
    const c = chat(async () => {
      throw error;
    });
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'send', text: 'Hallo' });
    await c.settled();
    expect(c.context()).toMatchObject({ error: code, unsent: 'Hallo', sent: 0, transcript: [] });
    expect(c.actor.getSnapshot().matches({ open: 'ready' })).toBe(true);
  });

  it('ends when the visitor ends it, or at the time limit, each with its length, and a new one starts afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = chat(echo);
    c.actor.send({ type: 'open', maxSeconds: 60 });
    vi.advanceTimersByTime(12_700);
    c.actor.send({ type: 'end' });
    expect(c.actor.getSnapshot().value).toBe('ended');
    expect(c.context()).toMatchObject({ endedReason: 'visitor', lastSeconds: 12 });
    c.actor.send({ type: 'open', maxSeconds: 60 });
    expect(c.context()).toMatchObject({ endedReason: null, lastSeconds: null, transcript: [] });
    c.actor.send({ type: 'send', text: 'Hallo' });
    await c.settled();
    c.clock.increment(59_999);
    expect(c.actor.getSnapshot().hasTag('open')).toBe(true);
    c.clock.increment(1);
    expect(c.actor.getSnapshot().value).toBe('ended');
    // The time limit ended it: its length is the limit, and what was said stays to be read.
    expect(c.context()).toMatchObject({ endedReason: 'timeLimit', lastSeconds: 60 });
    expect(c.context().transcript).toHaveLength(2);
    c.actor.send({ type: 'close' });
    expect(c.actor.getSnapshot().value).toBe('closed');
    c.actor.send({ type: 'open' });
    expect(c.context()).toMatchObject({
      transcript: [],
      sent: 0,
      sessionId: null,
      endedReason: null,
    });
  });

  it.each(['visitor', 'timeLimit', 'messageLimit'] as const)(
    'ended by %s, its outcome is a call’s, and the same rule decides whether to try again',
    async (reason) => {
      const c = chat(echo);
      c.actor.send({ type: 'open', maxSeconds: 60 });
      c.actor.send({ type: 'send', text: 'Hallo' });
      await c.settled();
      if (reason === 'visitor') c.actor.send({ type: 'end' });
      if (reason === 'timeLimit') c.clock.increment(60_000);
      if (reason === 'messageLimit') {
        for (let n = 1; n < CHAT_MAX_MESSAGES; n += 1) {
          c.actor.send({ type: 'send', text: `Nachricht ${n}` });
          await c.settled();
        }
      }
      const outcome = selectChatOutcome(c.actor.getSnapshot());
      expect(outcome).toMatchObject({
        error: null,
        failed: false,
        endedReason: reason,
        retryable: mayTryAgain(null, reason),
        maxCallSeconds: 60,
      });
      // A limit reached or the visitor's own end: nothing a new attempt would do better.
      expect(outcome.retryable).toBe(false);
      expect(outcome.lastCallSeconds).not.toBeNull();
      expect(outcome.transcript[0]).toMatchObject({ role: 'user', text: 'Hallo' });
    },
  );

  it.each([
    ['connectionLost', true],
    ['assistantProblem', true],
    ['cancelled', true],
    // Nobody was heard: a muted or unplugged microphone, which the visitor can mend.
    ['silence', true],
    ['visitor', false],
    ['assistant', false],
    ['timeLimit', false],
    ['messageLimit', false],
  ] as [ConversationEndedReason, boolean][])(
    'the one rule for every ending: after %s, trying again may help: %s',
    (reason, retry) => {
      expect(mayTryAgain(null, reason)).toBe(retry);
    },
  );

  // Its paths go as far as the last message's answer (twenty sends), each replayed on an actor:
  // more than the default five seconds on a busy machine.
  it('reaches every state and transition on paths generated with xstate/graph', () => {
    const machine = textChatMachine.provide({
      actors: { sendChatMessage: fromPromise<ChatReply, ChatRequest>(() => new Promise(() => {})) },
    });
    const events = [
      { type: 'open' },
      { type: 'send', text: 'Hallo' },
      { type: 'send', text: ' ' },
      { type: 'send', text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
      { type: 'end' },
      { type: 'close' },
      { type: 'xstate.done.actor.sendChatMessage', output: { sessionId: 's', texts: ['Hi'] } },
      { type: 'xstate.error.actor.sendChatMessage', error: new Error('x') },
      { type: 'xstate.after.maxDuration.textChat.open' },
    ] as EventFromLogic<typeof textChatMachine>[];
    const report = walkMachine(machine, {
      events,
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.sent, snapshot.context.error !== null]),
    });
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
