import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header of Sanity's GROQ-powered webhooks that signs a delivery. */
export const SIGNATURE_HEADER = 'sanity-webhook-signature';

/**
 * How old a delivery may be: Sanity signs each one when it sends it, and a signed body caught
 * on its way must not re-render the site later. Within the window, a delivery already seen is
 * refused instead (createReplayGuard).
 */
export const MAX_DELIVERY_AGE_MS = 5 * 60_000;

/** Why a delivery is refused, or undefined when it is Sanity's and new. */
export type WebhookRefusal = 'unsigned' | 'badSignature' | 'tooOld' | 'replayed';

/** The signature of `body` at `timestamp` as Sanity writes it: HMAC-SHA256, base64url. */
export const signWebhookBody = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('base64url');

/** `t=<ms>,v1=<signature>` read from the header, or undefined when it is not of that form. */
function readSignatureHeader(header: string | undefined) {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isSafeInteger(timestamp) || !signature) return undefined;
  return { timestamp, signature };
}

/**
 * Checks a delivery of Sanity's webhook: signed with `secret` over `<t>.<raw body>`, compared in
 * constant time, at most MAX_DELIVERY_AGE_MS old (or ahead of `now` by as much: a clock apart),
 * and not seen before within that window. The first delivery of a signature takes its place.
 */
export function createWebhookCheck(secret: string) {
  /** Deliveries seen, by idempotency key or signature, with when they expire. */
  const seen = new Map<string, number>();

  return function check(
    {
      signatureHeader,
      idempotencyKey,
      body,
    }: {
      signatureHeader: string | undefined;
      idempotencyKey: string | undefined;
      body: Buffer;
    },
    now: number = Date.now(),
  ): WebhookRefusal | undefined {
    const header = readSignatureHeader(signatureHeader);
    if (!header) return 'unsigned';
    const expected = Buffer.from(signWebhookBody(secret, header.timestamp, body));
    const given = Buffer.from(header.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return 'badSignature';
    if (Math.abs(now - header.timestamp) > MAX_DELIVERY_AGE_MS) return 'tooOld';
    for (const [key, expires] of seen) if (expires <= now) seen.delete(key);
    const keys = [`sig:${header.signature}`, ...(idempotencyKey ? [`key:${idempotencyKey}`] : [])];
    if (keys.some((key) => seen.has(key))) return 'replayed';
    // Kept as long as the delivery would pass the age check: the list stays bounded by what
    // Sanity can sign within the window.
    for (const key of keys) seen.set(key, header.timestamp + MAX_DELIVERY_AGE_MS);
    return undefined;
  };
}
