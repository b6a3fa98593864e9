import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomically } from './atomicFile.ts';
import { ContentLakeError, type SanityDocument } from './mutations.ts';

// The Content Lake's transaction log, as far as the Studio's history panel reads it (its legacy
// timeline, which studio/sanity.config.ts chooses for the local Studio):
// GET /v…/data/history/{dataset}/transactions/{ids}: the transactions that touched the documents,
//   as NDJSON, each with its change as Mendoza effects, and
// GET /v…/data/history/{dataset}/documents/{ids}?revision=|time=|lastRevision=true: the
//   documents as they were then, from which the panel shows a revision and restores it (through
//   the mutate and actions endpoints, like any edit).

/** One committed transaction: the documents it wrote, null where it deleted one. */
export type LoggedTransaction = {
  id: string;
  timestamp: string;
  author: string;
  documents: Record<string, SanityDocument | null>;
};

/**
 * How many transactions the log keeps. The Studio saves an edit about once a second while an
 * editor types, and each entry holds the whole documents it wrote (a page is 5–30 KB): past
 * `compactAt` lines the log keeps the newest `keep` transactions, and of the older ones only
 * each document's last version, so that every document's current revision stays in the log (the
 * history panel starts from it) while the file stays at a few MB, a working day's edits.
 */
export const HISTORY_LIMITS = { keep: 500, compactAt: 1000 };

const FILE = 'history.ndjson';

/** Who the history panel names for the seed's documents. */
export const SEED_AUTHOR = { id: 'pSeed', displayName: 'Startinhalte' };

const readLines = (file: string): LoggedTransaction[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      // A line cut short by a crash while it was appended is left out, not the whole log.
      try {
        return line === '' ? [] : [JSON.parse(line) as LoggedTransaction];
      } catch {
        return [];
      }
    });

/**
 * The older transactions reduced to each document's last version there, deleted documents left
 * out: what the history panel needs to find where every document's history starts.
 */
function lastVersions(older: LoggedTransaction[]): LoggedTransaction[] {
  const last = new Map<string, LoggedTransaction>();
  for (const transaction of older)
    for (const id of Object.keys(transaction.documents)) last.set(id, transaction);
  const kept = new Map<string, LoggedTransaction>();
  for (const [id, transaction] of last) {
    const document = transaction.documents[id];
    if (!document) continue;
    const entry = kept.get(transaction.id) ?? { ...transaction, documents: {} };
    entry.documents[id] = document;
    kept.set(transaction.id, entry);
  }
  return older.flatMap((transaction) => kept.get(transaction.id) ?? []);
}

/** Bounded by HISTORY_LIMITS: see there. */
export function compact(log: LoggedTransaction[], limits = HISTORY_LIMITS) {
  if (log.length <= limits.compactAt) return log;
  const cut = log.length - limits.keep;
  return [...lastVersions(log.slice(0, cut)), ...log.slice(cut)];
}

/**
 * The transactions committed to the local Content Lake, kept in `dir` beside the documents
 * (./writtenDocuments.ts), so that they survive a restart and `npm run content:reset` removes
 * them with the folder; in memory only without one. Each transaction is appended as a line;
 * past the limit the file is rewritten whole and atomically. The build never reads it: it
 * builds from the documents alone (web/scripts/buildSite.ts).
 */
export function createTransactionLog(dir: string | undefined, limits = HISTORY_LIMITS) {
  const file = dir && join(dir, FILE);
  let memory: LoggedTransaction[] = [];
  let known: { changedAt: number; size: number; log: LoggedTransaction[] } | undefined;

  const fileState = () => {
    try {
      const { mtimeMs, size } = statSync(file!);
      return { changedAt: mtimeMs, size };
    } catch {
      // No log yet, or the folder was reset.
      return { changedAt: 0, size: 0 };
    }
  };

  /** The log as the folder holds it now: read again only when another process changed it. */
  const current = (): LoggedTransaction[] => {
    if (!file) return memory;
    const { changedAt, size } = fileState();
    if (known?.changedAt !== changedAt || known.size !== size)
      known = { changedAt, size, log: changedAt === 0 ? [] : readLines(file) };
    return known.log;
  };

  return {
    current,
    async record(transaction: LoggedTransaction) {
      if (!dir || !file) {
        memory = compact([...memory, transaction], limits);
        return;
      }
      let log = [...current(), transaction];
      if (log.length > limits.compactAt) {
        log = compact(log, limits);
        const lines = log.map((entry) => `${JSON.stringify(entry)}\n`);
        await writeFileAtomically(dir, FILE, lines.join(''), {
          temporary: `.${FILE}.${process.pid}.tmp`,
        });
      } else {
        mkdirSync(dir, { recursive: true });
        appendFileSync(file, `${JSON.stringify(transaction)}\n`);
      }
      // Its own write is not read back: each keystroke the Studio saves is one transaction.
      known = { ...fileState(), log };
    },
  };
}

/**
 * The seed's revision of a document: the seed's files carry none, and the Studio's history
 * starts from a document's revision. Derived from its content, so it changes when the seed does.
 */
export const seedRevision = (document: SanityDocument) =>
  `seed-${createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 16)}`;

/**
 * The whole history: one transaction per seed document (its revision, at the time the seed was
 * written), then the logged ones. A published seed document's transaction publishes it (its
 * draft is none), so that the Studio compares a draft with the seed's version, not with nothing.
 */
export function wholeHistory(
  seed: SanityDocument[],
  seedTime: string,
  log: LoggedTransaction[],
): LoggedTransaction[] {
  const isDraft = (id: string) => id.startsWith('drafts.');
  const loaded = [...seed]
    .sort((a, b) => Number(isDraft(a._id)) - Number(isDraft(b._id)))
    .map((document) => ({
      id: String(document._rev),
      timestamp: seedTime,
      author: SEED_AUTHOR.id,
      documents: isDraft(document._id)
        ? { [document._id]: document }
        : { [document._id]: document, [`drafts.${document._id}`]: null },
    }));
  return [...loaded, ...log];
}

/** A document without its revision, which Mendoza effects leave out. */
const withoutRevision = (document: SanityDocument | null | undefined) => {
  if (!document) return null;
  const fields: Partial<SanityDocument> = { ...document };
  delete fields._rev;
  return fields;
};

export type TransactionsQuery = {
  fromTransaction?: string;
  toTransaction?: string;
  reverse: boolean;
  limit: number;
};

/** At most this many transactions in one answer, as Sanity's API caps them. */
const MAX_LIMIT = 10_000;

/** The query parameters of the transactions endpoint the Studio sends. */
export function readTransactionsQuery(url: URL): TransactionsQuery {
  const limit = Number(url.searchParams.get('limit') ?? MAX_LIMIT);
  if (!Number.isInteger(limit) || limit < 1)
    throw new ContentLakeError(400, 'httpBadRequest', 'limit must be a positive whole number');
  return {
    fromTransaction: url.searchParams.get('fromTransaction') || undefined,
    toTransaction: url.searchParams.get('toTransaction') || undefined,
    reverse: url.searchParams.get('reverse') === 'true',
    limit: Math.min(limit, MAX_LIMIT),
  };
}

/**
 * The transactions that touched `ids`, oldest first (newest first with `reverse`), from
 * `fromTransaction` to `toTransaction` (both included), at most `limit`: each with its effect on
 * each of `ids` as a Mendoza patch pair. "The value is" (opcode 0) with the whole document after
 * and before is the simplest patch there is; the Studio applies it like Sanity's smaller diffs.
 */
export function transactionsOf(
  history: LoggedTransaction[],
  ids: string[],
  { fromTransaction, toTransaction, reverse, limit }: TransactionsQuery,
) {
  const asked = new Set(ids);
  const state = new Map<string, SanityDocument | null>();
  const touched = history.flatMap(({ id, timestamp, author, documents }) => {
    const effects: Record<string, { apply: unknown; revert: unknown }> = {};
    for (const [documentId, after] of Object.entries(documents)) {
      if (asked.has(documentId))
        effects[documentId] = {
          apply: [0, withoutRevision(after)],
          revert: [0, withoutRevision(state.get(documentId))],
        };
      state.set(documentId, after);
    }
    const documentIDs = Object.keys(effects);
    return documentIDs.length === 0 ? [] : [{ id, timestamp, author, documentIDs, effects }];
  });
  const start = fromTransaction ? touched.findIndex(({ id }) => id === fromTransaction) : 0;
  const end = toTransaction
    ? touched.findIndex(({ id }) => id === toTransaction) + 1
    : touched.length;
  const range = touched.slice(Math.max(start, 0), end);
  return (reverse ? range.reverse() : range).slice(0, limit);
}

export type RevisionQuery = { revision: string } | { time: string } | { lastRevision: true };

/** Which point of the history the documents endpoint is asked for. */
export function readRevisionQuery(url: URL): RevisionQuery {
  const revision = url.searchParams.get('revision');
  const time = url.searchParams.get('time');
  if (revision) return { revision };
  if (url.searchParams.get('lastRevision') === 'true') return { lastRevision: true };
  if (time && !Number.isNaN(Date.parse(time))) return { time };
  throw new ContentLakeError(
    400,
    'httpBadRequest',
    'Ask for a revision, a time or lastRevision=true',
  );
}

/**
 * `ids` as they were after the transaction `revision`, or at `time`, or as last before they were
 * deleted (`lastRevision`); the ones that did not exist then are left out.
 */
export function documentsAt(history: LoggedTransaction[], ids: string[], at: RevisionQuery) {
  const state = new Map<string, SanityDocument | null>();
  const last = new Map<string, SanityDocument>();
  for (const { id, timestamp, documents } of history) {
    if ('time' in at && Date.parse(timestamp) > Date.parse(at.time)) break;
    for (const [documentId, document] of Object.entries(documents)) {
      state.set(documentId, document);
      if (document) last.set(documentId, document);
    }
    if ('revision' in at && id === at.revision) break;
  }
  if ('revision' in at && !history.some(({ id }) => id === at.revision)) return [];
  const found = 'lastRevision' in at ? last : state;
  return ids.flatMap((id) => found.get(id) ?? []);
}
