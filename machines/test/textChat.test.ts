import { createActor, fromPromise, SimulatedClock, waitFor, type EventFromLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
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

  it('refuses a blank message silently, and a too long one or one past the limit with a code', async () => {
    const c = chat(echo);
    c.actor.send({ type: 'open' });
    c.actor.send({ type: 'send', text: '   ' });
    expect(c.context()).toMatchObject({ sent: 0, error: null });
    const tooLong = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    c.actor.send({ type: 'send', text: tooLong });
    expect(c.context()).toMatchObject({ sent: 0, error: 'messageTooLong', unsent: tooLong });
    for (let n = 0; n < CHAT_MAX_MESSAGES; n += 1) {
      c.actor.send({ type: 'send', text: `Nachricht ${n}` });
      await c.settled();
    }
    c.actor.send({ type: 'send', text: 'Noch eine' });
    expect(c.context()).toMatchObject({ sent: CHAT_MAX_MESSAGES, error: 'messageLimit' });
    expect(c.requests).toHaveLength(CHAT_MAX_MESSAGES);
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

  it('ends when the visitor ends it, or at the time limit, and a new one starts afresh', async () => {
    const c = chat(echo);
    c.actor.send({ type: 'open', maxSeconds: 60 });
    c.actor.send({ type: 'end' });
    expect(c.context().endedReason).toBe('visitor');
    c.actor.send({ type: 'open', maxSeconds: 60 });
    c.actor.send({ type: 'send', text: 'Hallo' });
    await c.settled();
    c.clock.increment(59_999);
    expect(c.actor.getSnapshot().hasTag('open')).toBe(true);
    c.clock.increment(1);
    expect(c.actor.getSnapshot().value).toBe('closed');
    expect(c.context().endedReason).toBe('timeLimit');
    c.actor.send({ type: 'open' });
    expect(c.context()).toMatchObject({
      transcript: [],
      sent: 0,
      sessionId: null,
      endedReason: null,
    });
  });

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
      { type: 'xstate.done.actor.sendChatMessage', output: { sessionId: 's', texts: ['Hi'] } },
      { type: 'xstate.error.actor.sendChatMessage', error: new Error('x') },
      { type: 'xstate.after.maxDuration.textChat.open' },
    ] as EventFromLogic<typeof textChatMachine>[];
    const report = walkMachine(machine, {
      events,
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.sent, snapshot.context.error]),
    });
    expect(report.mismatches).toEqual([]);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unreachedTransitions).toEqual([]);
  });
});
