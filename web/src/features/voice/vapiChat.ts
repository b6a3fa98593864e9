import { OFFLINE_ERROR } from '@site/machines/callAdapter';
import type { ChatReply, ChatRequest } from '@site/machines/textChat';
import { VAPI_API } from '../../config/origins';

/** How long a message may take to be answered before it counts as failed. */
const CHAT_TIMEOUT_MS = 20_000;

export type VapiChatOptions = {
  publicKey: string;
  assistantId: string;
  /** VITE_VAPI_BASE_URL; Vapi's own API when empty. */
  baseUrl?: string;
  /** The page's language, as the call passes it: the assistant's prompt may use {{language}}. */
  language: string;
};

type ChatMessage = { role?: unknown; content?: unknown };

/**
 * The written conversation over Vapi's web chat API (`POST /chat/web`, the public key, the same
 * assistant as the call): each message with the session the previous answer named, the answer's
 * assistant messages as text. A refused or failed request rejects with what the text chat machine
 * reads (machines/src/callFailures.ts): Vapi's error body with its status code, or the offline
 * marker when the browser has no network.
 */
export function createVapiChat({ publicKey, assistantId, baseUrl, language }: VapiChatOptions) {
  return async ({ text, sessionId }: ChatRequest): Promise<ChatReply> => {
    if (!navigator.onLine) throw { type: OFFLINE_ERROR, message: 'The browser is offline' };
    const response = await fetch(`${(baseUrl || VAPI_API).replace(/\/$/, '')}/chat/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${publicKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        assistantId,
        input: text,
        ...(sessionId && { sessionId }),
        assistantOverrides: { variableValues: { language } },
      }),
      signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      sessionId?: unknown;
      output?: ChatMessage[];
      statusCode?: unknown;
    };
    if (!response.ok) throw { ...body, statusCode: response.status };
    const texts = (body.output ?? []).flatMap(({ role, content }) =>
      role === 'assistant' && typeof content === 'string' && content.trim() !== '' ? [content] : [],
    );
    return { sessionId: typeof body.sessionId === 'string' ? body.sessionId : null, texts };
  };
}
