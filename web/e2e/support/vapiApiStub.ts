// Test double for Vapi's API servers (unreachable offline): answers POST /call/web and
// POST /chat/web like Vapi does, with the CORS preflight, and records every request so tests can
// check what was sent.
import { createServer, type Server } from 'node:http';
import { VAPI_STUB_PORT } from './ports';

export const VAPI_TEST_PUBLIC_KEY = 'test-public-key';
export const VAPI_TEST_ASSISTANT_ID = 'test-assistant-id';
/** A Daily room URL; Daily's own servers (or their test double) take it from here. */
export const TEST_WEB_CALL_URL = 'https://muster-ki.daily.co/test-room';

/** A request as the stub received it; `id` is the call id it answered a web call with. */
export type RecordedVapiCall = { id?: string; authorization: string | undefined; body: unknown };

/** What the stub's assistant answers to a written message: the message, quoted, in its language. */
export const stubChatAnswer = (input: string, language = 'de') =>
  language === 'en' ? `You wrote: ${input}` : `Sie schrieben: ${input}`;

export function startVapiApiStub(port = VAPI_STUB_PORT): Server {
  const calls: RecordedVapiCall[] = [];
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.method === 'GET' && req.url === '/__calls') {
      return void res
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(calls));
    }
    if (req.method === 'DELETE' && req.url === '/__calls') {
      calls.length = 0;
      return void res.writeHead(204, cors).end();
    }
    // Vapi's web chat: one answer per message, the session named by the first answer.
    if (req.method === 'POST' && req.url === '/chat/web') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
          input?: string;
          sessionId?: string;
          assistantOverrides?: { variableValues?: { language?: string } };
        };
        const { language } = body.assistantOverrides?.variableValues ?? {};
        calls.push({ authorization: req.headers.authorization, body });
        res.writeHead(201, { ...cors, 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chat-${calls.length}`,
            sessionId: body.sessionId ?? `chat-session-${calls.length}`,
            output: [{ role: 'assistant', content: stubChatAnswer(String(body.input), language) }],
          }),
        );
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/call/web') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const id = `call-${calls.length + 1}`;
        calls.push({
          id,
          authorization: req.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        });
        res.writeHead(201, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ id, webCallUrl: TEST_WEB_CALL_URL }));
      });
      return;
    }
    res.writeHead(404, cors).end();
  });
  server.listen(port, '127.0.0.1');
  return server;
}
