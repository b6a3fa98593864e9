import { randomBytes, randomUUID } from 'node:crypto';

// The mutations @sanity/client sends to /data/mutate (create, createOrReplace, createIfNotExists,
// patch with set and unset, delete by id or by query), applied to the stand-in's documents in
// memory. What the client can send beyond these (patch by query, inc, insert, diffMatchPatch…) is
// refused by name rather than half done.

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

type Fields = Record<string, unknown>;

type DeleteByQuery = { delete: { query: string; params: Fields } };

export type Mutation =
  | { create: Fields }
  | { createOrReplace: Fields }
  | { createIfNotExists: Fields }
  | { patch: { id: string; set?: Fields; unset?: string[]; ifRevisionID?: string } }
  | { delete: { id: string } }
  | DeleteByQuery;

type MutationResult = {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
  document: SanityDocument;
};

/**
 * A refusal of the local Content Lake, sent in Sanity's error shape ({error: {description, type}})
 * by ./groqEndpoint.ts; thrown by a transaction, it ends it with nothing changed.
 */
export class ContentLakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (description: string) => new ContentLakeError(400, 'mutationError', description);

const supportedPatch = new Set(['id', 'set', 'unset', 'ifRevisionID']);

/** One mutation of the request body, checked for the shapes applyTransaction knows. */
function readMutation(value: unknown, index: number): Mutation {
  const where = `Mutation ${index}`;
  if (!isRecord(value) || Object.keys(value).length !== 1)
    throw malformed(`${where} must be an object with one operation`);
  const [operation, argument] = Object.entries(value)[0] as [string, unknown];
  if (!isRecord(argument)) throw malformed(`${where}: ${operation} needs an object`);
  switch (operation) {
    case 'create':
    case 'createOrReplace':
    case 'createIfNotExists':
      if (typeof argument._type !== 'string')
        throw malformed(`${where}: the document has no _type`);
      if (operation !== 'create' && typeof argument._id !== 'string')
        throw malformed(`${where}: ${operation} needs the document's _id`);
      return { [operation]: argument } as Mutation;
    case 'patch': {
      if (typeof argument.id !== 'string')
        throw malformed(`${where}: the local Content Lake patches one document by id only`);
      const unsupported = Object.keys(argument).filter((name) => !supportedPatch.has(name));
      if (unsupported.length > 0)
        throw malformed(
          `${where}: the local Content Lake supports set and unset, not ${unsupported.join(', ')}`,
        );
      if (argument.set !== undefined && !isRecord(argument.set))
        throw malformed(`${where}: set needs an object`);
      if (
        argument.unset !== undefined &&
        !(Array.isArray(argument.unset) && argument.unset.every((path) => typeof path === 'string'))
      )
        throw malformed(`${where}: unset needs an array of paths`);
      return { patch: argument as { id: string } };
    }
    case 'delete':
      if (typeof argument.id === 'string') return { delete: { id: argument.id } };
      if (typeof argument.query === 'string')
        return {
          delete: {
            query: argument.query,
            params: isRecord(argument.params) ? argument.params : {},
          },
        };
      throw malformed(`${where}: delete needs an id or a query`);
    default:
      throw malformed(`${where}: the local Content Lake does not support ${operation}`);
  }
}

/** The mutations of a request body: `{mutations: [...]}`. */
export function readMutations(body: unknown): Mutation[] {
  if (!isRecord(body) || !Array.isArray(body.mutations) || body.mutations.length === 0)
    throw malformed('The body needs a non-empty array of mutations');
  return body.mutations.map(readMutation);
}

export const isDeleteByQuery = (mutation: Mutation): mutation is DeleteByQuery =>
  'delete' in mutation && 'query' in mutation.delete;

/** Field paths as the client's set and unset name them: `title`, `hero.title`. */
const fieldPath = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

function pathSegments(path: string): string[] {
  if (!fieldPath.test(path))
    throw malformed(`The local Content Lake patches dotted field paths only, not ${path}`);
  const segments = path.split('.');
  if (segments[0] === '_id') throw malformed("A document's _id cannot be patched");
  return segments;
}

function setPath(document: Fields, path: string, value: unknown) {
  const segments = pathSegments(path);
  const last = segments.pop() as string;
  let target = document;
  for (const segment of segments) {
    if (!isRecord(target[segment])) target[segment] = {};
    target = target[segment] as Fields;
  }
  target[last] = value;
}

function unsetPath(document: Fields, path: string) {
  const segments = pathSegments(path);
  const last = segments.pop() as string;
  let target: unknown = document;
  for (const segment of segments) target = isRecord(target) ? target[segment] : undefined;
  if (isRecord(target)) delete target[last];
}

/** Sanity's timestamps: RFC 3339 in UTC, to the second. */
const timestamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, 'Z');

const newRevision = () => randomBytes(16).toString('base64url').slice(0, 22);

export type Transaction = {
  /** Documents changed by the transaction: the new version, or null where it deleted one. */
  changes: Map<string, SanityDocument | null>;
  results: MutationResult[];
};

/**
 * Applies the mutations in order to `documents` (the stored documents by id), all or nothing like
 * Sanity's transactions: on a refusal it throws and nothing changes. `matches` holds, for each
 * delete by query, the ids its query matched, evaluated before the transaction.
 */
export function applyTransaction(
  documents: ReadonlyMap<string, SanityDocument>,
  mutations: Mutation[],
  matches: ReadonlyMap<Mutation, string[]>,
  now: Date,
): Transaction {
  const changes = new Map<string, SanityDocument | null>();
  const results: MutationResult[] = [];
  const current = (id: string) => (changes.has(id) ? changes.get(id) : documents.get(id)) ?? null;
  const write = (fields: Fields, previous: SanityDocument | null): SanityDocument => {
    const document: SanityDocument = {
      ...(structuredClone(fields) as SanityDocument),
      _createdAt: previous?._createdAt ?? timestamp(now),
      _updatedAt: timestamp(now),
      _rev: newRevision(),
    };
    changes.set(document._id, document);
    return document;
  };
  const remove = (document: SanityDocument) => {
    changes.set(document._id, null);
    results.push({ id: document._id, operation: 'delete', document });
  };

  for (const mutation of mutations) {
    if ('create' in mutation) {
      const id = typeof mutation.create._id === 'string' ? mutation.create._id : randomUUID();
      if (current(id))
        throw new ContentLakeError(409, 'mutationError', `Document by ID "${id}" already exists`);
      const document = write({ ...mutation.create, _id: id }, null);
      results.push({ id, operation: 'create', document });
    } else if ('createOrReplace' in mutation || 'createIfNotExists' in mutation) {
      const fields =
        'createOrReplace' in mutation ? mutation.createOrReplace : mutation.createIfNotExists;
      const previous = current(fields._id as string);
      if (previous && 'createIfNotExists' in mutation) {
        results.push({ id: previous._id, operation: 'none', document: previous });
        continue;
      }
      const document = write(fields, previous);
      results.push({ id: document._id, operation: previous ? 'update' : 'create', document });
    } else if ('patch' in mutation) {
      const { id, set = {}, unset = [], ifRevisionID } = mutation.patch;
      const previous = current(id);
      if (!previous)
        throw new ContentLakeError(
          409,
          'mutationError',
          `Cannot modify document "${id}": it does not exist`,
        );
      if (ifRevisionID !== undefined && ifRevisionID !== previous._rev)
        throw new ContentLakeError(
          409,
          'mutationError',
          `Document "${id}" has revision ${String(previous._rev)}, not ${ifRevisionID}`,
        );
      const fields = structuredClone(previous) as Fields;
      // Sanity's order: set before unset.
      for (const [path, value] of Object.entries(set)) setPath(fields, path, value);
      for (const path of unset) unsetPath(fields, path);
      const document = write(fields, previous);
      results.push({ id, operation: 'update', document });
    } else if ('id' in mutation.delete) {
      const previous = current(mutation.delete.id);
      if (previous) remove(previous);
    } else {
      for (const id of matches.get(mutation) ?? []) {
        const previous = current(id);
        if (previous) remove(previous);
      }
    }
  }
  return { changes, results };
}
