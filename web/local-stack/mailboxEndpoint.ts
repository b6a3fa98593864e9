import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { LOCAL_EMAILJS_IDS } from '../src/features/contact/localMailbox.ts';
import { writeFileAtomically } from './atomicFile.ts';
import { createGate } from './gate.ts';
import { repoRoot } from '../server/paths.ts';
import {
  BodyTooLargeError,
  readLimitedBody,
  RequestAbortedError,
} from '../server/requestLimits.ts';
import { sendText } from '../server/sendText.ts';

/** EmailJS refuses template variables above 50 KB with 413 and this text. */
export const MAX_VARIABLES_BYTES = 50 * 1024;
const VARIABLES_TOO_LARGE = 'Variables size limit. The maximum allowed variables size is 50Kb';
/** Room for the ids and the multipart framing around the variables; more is never buffered. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The mailbox is a folder on the developer's disk that nothing empties: past either cap it
 * refuses new messages rather than fill the disk. Both are inclusive: it may hold exactly 1000
 * messages, or exactly 50 MB. A message is at most MAX_BODY_BYTES.
 */
export const MAX_MAILBOX_MESSAGES = 1000;
export const MAX_MAILBOX_BYTES = 50 * 1024 * 1024;
const MAILBOX_FULL =
  'Das lokale Postfach ist voll. Bitte ältere Nachrichten löschen und erneut senden.';

const endpoints = {
  '/api/v1.0/email/send': 'send',
  '/api/v1.0/email/send-form': 'send-form',
} as const;
type Endpoint = (typeof endpoints)[keyof typeof endpoints];

/** One file of the mailbox. */
export type MailboxMessage = {
  receivedAt: string;
  endpoint: Endpoint;
  libVersion: string | null;
  serviceId: string;
  templateId: string;
  /** As received: strings verbatim; a send-form file as {filename, type, size, base64}. */
  templateParams: Record<string, unknown>;
};

type EmailRequest = {
  libVersion: unknown;
  userId: unknown;
  serviceId: unknown;
  templateId: unknown;
  templateParams: unknown;
};

/** A refusal with EmailJS's status and plain-text reason. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

const cors = { 'access-control-allow-origin': '*' };

const answer = (res: ServerResponse, status: number, text: string, headers = {}) =>
  sendText(res, status, text, { ...cors, ...headers });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  try {
    return await readLimitedBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new Refusal(
      413,
      `The request body is too large. The maximum allowed size is ${MAX_BODY_BYTES / 1024}Kb`,
    );
  }
}

// fatal: a body that is not UTF-8 is refused rather than stored with replacement characters.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseJsonRequest(body: Buffer): EmailRequest {
  let data: unknown;
  try {
    data = JSON.parse(utf8.decode(body));
  } catch {
    throw new Refusal(400, 'The request body is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Refusal(400, 'The request body has to be a JSON object');
  const fields = data as Record<string, unknown>;
  return {
    libVersion: fields.lib_version,
    userId: fields.user_id,
    serviceId: fields.service_id,
    templateId: fields.template_id,
    templateParams: fields.template_params ?? {},
  };
}

async function parseFormRequest(body: Buffer, contentType: string | undefined) {
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType ?? ''))
    throw new Refusal(400, 'The request body has to be multipart/form-data');
  let form: FormData;
  try {
    form = await new Request('http://mailbox.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType ?? '' },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new Refusal(400, 'The request body is not valid multipart/form-data');
  }
  const { lib_version, user_id, service_id, template_id, ...rest } = Object.fromEntries(
    await Promise.all(
      [...new Set(form.keys())].map(async (key) => {
        const values = await Promise.all(form.getAll(key).map(formValue));
        // Repeated names (checkboxes) keep every value.
        return [key, values.length === 1 ? values[0] : values] as const;
      }),
    ),
  );
  return {
    libVersion: lib_version,
    userId: user_id,
    serviceId: service_id,
    templateId: template_id,
    templateParams: rest,
  };
}

async function formValue(value: FormDataEntryValue): Promise<unknown> {
  if (typeof value === 'string') return value;
  const content = Buffer.from(await value.arrayBuffer());
  return {
    filename: value.name,
    type: value.type,
    size: value.size,
    base64: content.toString('base64'),
  };
}

const present = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** EmailJS's checks in its order, with its texts and a hint at the local ids. */
function validate({ userId, serviceId, templateId, templateParams }: EmailRequest) {
  const ids = [
    [userId, LOCAL_EMAILJS_IDS.publicKey, 'The user ID is required', 'The Public Key is invalid'],
    [
      serviceId,
      LOCAL_EMAILJS_IDS.serviceId,
      'The service ID is required',
      'The service ID is invalid',
    ],
    [
      templateId,
      LOCAL_EMAILJS_IDS.templateId,
      'The template ID is required',
      'The template ID not found',
    ],
  ] as const;
  for (const [value, expected, required] of ids)
    if (!present(value))
      throw new Refusal(400, `${required}. The local mailbox expects "${expected}".`);
  for (const [value, expected, , invalid] of ids)
    if (value !== expected)
      throw new Refusal(400, `${invalid}. The local mailbox accepts only "${expected}".`);
  if (
    typeof templateParams !== 'object' ||
    templateParams === null ||
    Array.isArray(templateParams)
  )
    throw new Refusal(400, 'The template params have to be an object');
  if (Buffer.byteLength(JSON.stringify(templateParams)) > MAX_VARIABLES_BYTES)
    throw new Refusal(413, VARIABLES_TOO_LARGE);
  return {
    serviceId: LOCAL_EMAILJS_IDS.serviceId,
    templateId: LOCAL_EMAILJS_IDS.templateId,
    templateParams: templateParams as Record<string, unknown>,
  };
}

/** A message's file name, `<received time>-<random>.json`: names sort by arrival and never collide. */
const messageFileName = (message: MailboxMessage) =>
  `${message.receivedAt.replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.json`;

/** A message file's content; known before the write, so the quota can reserve its bytes. */
const messageFileContent = (message: MailboxMessage) => `${JSON.stringify(message, null, 2)}\n`;

/** A message file's temporary name back to its own (./atomicFile.ts names them). */
const finalFileName = (temporary: string) => temporary.slice(1, -'.tmp'.length);
const isTemporaryFileName = (name: string) => /^\..+\.json\.tmp$/.test(name);

/** Writes a message file whole or not at all: a reader never sees half a message. */
const writeMessageFile = (dir: string, name: string, content: string) =>
  // The mailbox holds visitors' names and e-mail addresses: readable by the owner only.
  writeFileAtomically(dir, name, content, { mode: 0o600, dirMode: 0o700 });

/** Stores a message in its own file, outside any quota, and returns the file's name. */
export async function writeMailboxMessage(dir: string, message: MailboxMessage): Promise<string> {
  const name = messageFileName(message);
  await writeMessageFile(dir, name, messageFileContent(message));
  return name;
}

/** The mailbox's messages, oldest first; a missing folder is an empty mailbox. */
export async function readMailbox(dir: string): Promise<(MailboxMessage & { file: string })[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => /^\d.*\.json$/.test(name)).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as MailboxMessage),
    })),
  );
}

export type MailboxUsage = { messages: number; bytes: number };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The folder's file names; a missing folder is an empty mailbox. */
async function fileNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** A file's size, or undefined once it is gone (deleted, or renamed by its writer). */
async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * What the mailbox holds and what writes under way (final file name → bytes) will add. A write
 * is counted once: by its file once renamed into place, else by its reservation, never by its
 * temporary file. Any other temporary file (an interrupted write, another process's write)
 * takes bytes but is no message.
 */
export async function mailboxUsage(
  dir: string,
  writesUnderWay: Map<string, number>,
): Promise<MailboxUsage> {
  const names = await fileNames(dir);
  const usage: MailboxUsage = { messages: 0, bytes: 0 };
  const counted = names.filter(
    (name) =>
      name.endsWith('.json') ||
      (isTemporaryFileName(name) && !writesUnderWay.has(finalFileName(name))),
  );
  const sizes = await Promise.all(counted.map((name) => sizeOf(join(dir, name))));
  counted.forEach((name, index) => {
    const size = sizes[index];
    if (size === undefined) return;
    usage.bytes += size;
    if (name.endsWith('.json')) usage.messages += 1;
  });
  const present = new Set(names);
  for (const [name, bytes] of writesUnderWay)
    if (!present.has(name)) {
      usage.messages += 1;
      usage.bytes += bytes;
    }
  return usage;
}

/**
 * Removes the temporary files that writes interrupted by a crash or `kill -9` left behind, and
 * logs one line if there were any. Never fails: a folder that cannot be read fails the quota
 * check after it, with the server's 500. A second server writing to the same folder at that
 * moment loses its write to a 500, never to a false 'OK' (writeMessageFile's rename fails).
 */
async function removeLeftoverTemporaryFiles(dir: string) {
  try {
    let removed = 0;
    let removedBytes = 0;
    for (const name of (await fileNames(dir)).filter(isTemporaryFileName)) {
      const path = join(dir, name);
      const size = await sizeOf(path);
      try {
        await unlink(path);
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      removed += 1;
      removedBytes += size ?? 0;
    }
    if (removed > 0)
      console.warn(
        `Removed ${removed} temporary file${removed === 1 ? '' : 's'} (${removedBytes} bytes) of interrupted writes from the local mailbox ${dir}.`,
      );
  } catch (error) {
    console.warn(
      `Could not remove temporary files of interrupted writes from the local mailbox ${dir}: ${(error as Error).message}`,
    );
  }
}

/**
 * The mailbox's quota, kept under parallel sends: each send reserves its place (one message,
 * its bytes) before it writes, one at a time, so checks never overlap. Both caps are inclusive:
 * a mailbox may hold exactly maxMessages and exactly maxBytes. Within one process only; two
 * servers sharing a folder can still pass the caps together by a few messages.
 */
function createMailboxQuota(dir: string, maxMessages: number, maxBytes: number) {
  const writesUnderWay = new Map<string, number>();
  // Before the first check: no write of this endpoint can have begun, so every temporary file is
  // a leftover.
  const leftoversRemoved = removeLeftoverTemporaryFiles(dir);
  // One check at a time, in a line without end: a check is never turned away.
  const checks = createGate(1);
  return {
    /**
     * Reserves a place for the message file `name` of `bytes`: undefined when reserved, else the
     * usage that left no room. A reservation lasts until release(name).
     */
    reserve: (name: string, bytes: number) =>
      checks.run(async (): Promise<MailboxUsage | undefined> => {
        await leftoversRemoved;
        // Copied before the folder is read: a write that ends meanwhile was renamed into place
        // before its reservation was dropped, so it is counted once, in the folder or here.
        const usage = await mailboxUsage(dir, new Map(writesUnderWay));
        if (usage.messages + 1 > maxMessages || usage.bytes + bytes > maxBytes) return usage;
        writesUnderWay.set(name, bytes);
        return undefined;
      }),
    release: (name: string) => writesUnderWay.delete(name),
  };
}

export type MailboxOptions = {
  /** Default: $MAILBOX_DIR, else .local/mailbox/ at the repository root (git-ignored). */
  dir?: string;
  /** Default MAX_MAILBOX_MESSAGES and MAX_MAILBOX_BYTES. */
  maxMessages?: number;
  maxBytes?: number;
};

/**
 * Stands in for EmailJS: answers @emailjs/browser's POST
 * /api/v1.0/email/send (JSON) and /api/v1.0/email/send-form (multipart) with EmailJS's checks and
 * texts, and writes each accepted message to its own file before answering 200 'OK'. A full
 * mailbox refuses with 507: a runaway script fills it to its quota, never the disk. Temporary files that interrupted writes left are removed when it starts.
 * Why: docs/decisions/0004-local-stand-ins-for-hosted-services.md.
 */
export function createMailboxEndpoint({
  dir = resolve(process.env.MAILBOX_DIR || join(repoRoot, '.local', 'mailbox')),
  maxMessages = MAX_MAILBOX_MESSAGES,
  maxBytes = MAX_MAILBOX_BYTES,
}: MailboxOptions = {}) {
  const quota = createMailboxQuota(dir, maxMessages, maxBytes);
  return async function mailboxEndpoint(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', 'http://local');
    const endpoint = endpoints[pathname as keyof typeof endpoints] as Endpoint | undefined;
    if (!endpoint) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '86400',
      });
      res.end();
      return true;
    }
    if (req.method !== 'POST') {
      answer(res, 405, 'Method Not Allowed', { allow: 'POST, OPTIONS' });
      return true;
    }
    const receivedAt = new Date().toISOString();
    let message: MailboxMessage;
    try {
      const body = await readBody(req);
      const request =
        endpoint === 'send'
          ? parseJsonRequest(body)
          : await parseFormRequest(body, req.headers['content-type']);
      const libVersion = typeof request.libVersion === 'string' ? request.libVersion : null;
      message = { receivedAt, endpoint, libVersion, ...validate(request) };
    } catch (error) {
      // An abort has nothing left to answer; the server logs it (web/server/site.ts).
      if (error instanceof RequestAbortedError) return true;
      if (error instanceof Refusal) answer(res, error.status, error.text);
      else throw error;
      return true;
    }
    const name = messageFileName(message);
    const content = messageFileContent(message);
    const fullUsage = await quota.reserve(name, Buffer.byteLength(content));
    if (fullUsage) {
      console.warn(
        `The local mailbox ${dir} is full (${fullUsage.messages} messages, ${fullUsage.bytes} bytes).`,
      );
      answer(res, 507, MAILBOX_FULL);
      return true;
    }
    try {
      await writeMessageFile(dir, name, content);
    } finally {
      quota.release(name);
    }
    answer(res, 200, 'OK');
    return true;
  };
}
