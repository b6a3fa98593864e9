import { randomUUID } from 'node:crypto';
import { Mutation as SanityMutation } from '@sanity/mutator';
import { contentRoutes, isPageSlug, PAGE_SLUG_RULE } from '../src/lib/paths.ts';

// The mutations @sanity/client and the Studio send to /data/mutate and, as actions, to
// /data/actions (./actions.ts): create, createOrReplace, createIfNotExists, patch by id, delete by
// id or by query. A patch is applied by @sanity/mutator, the library Sanity's Studio applies its
// own patches with, so every operation the Studio sends (set, setIfMissing, unset, insert, inc,
// dec, diffMatchPatch) means here what it means there. What else a client can send (a patch by
// query, say) is refused by name rather than half done.

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

type Fields = Record<string, unknown>;

type DeleteByQuery = { delete: { query: string; params: Fields } };

export type Mutation =
  | { create: Fields }
  | { createOrReplace: Fields }
  | { createIfNotExists: Fields }
  | { patch: Patch }
  | { delete: { id: string } }
  | DeleteByQuery;

/** A patch of one document, in the operations @sanity/mutator applies. */
export type Patch = { id: string; ifRevisionID?: string } & Partial<
  Record<(typeof patchOperations)[number], unknown>
>;

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

const patchOperations = [
  'set',
  'setIfMissing',
  'unset',
  'insert',
  'inc',
  'dec',
  'diffMatchPatch',
] as const;
const supportedPatch = new Set<string>(['id', 'ifRevisionID', ...patchOperations]);

/** A patch's operations, checked for the shapes @sanity/mutator expects. */
export function readPatch(argument: Fields, where: string): Patch {
  if (typeof argument.id !== 'string')
    throw malformed(`${where}: the local Content Lake patches one document by id only`);
  const unsupported = Object.keys(argument).filter((name) => !supportedPatch.has(name));
  if (unsupported.length > 0)
    throw malformed(
      `${where}: the local Content Lake supports ${patchOperations.join(', ')}, not ${unsupported.join(', ')}`,
    );
  for (const operation of ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const)
    if (argument[operation] !== undefined && !isRecord(argument[operation]))
      throw malformed(`${where}: ${operation} needs an object`);
  if (
    argument.unset !== undefined &&
    !(Array.isArray(argument.unset) && argument.unset.every((path) => typeof path === 'string'))
  )
    throw malformed(`${where}: unset needs an array of paths`);
  if (argument.insert !== undefined && !isRecord(argument.insert))
    throw malformed(`${where}: insert needs an object`);
  return argument as Patch;
}

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
    case 'patch':
      return { patch: readPatch(argument, where) };
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

type MutatorInput = ConstructorParameters<typeof SanityMutation>[0];

/** The document after the patch, by @sanity/mutator, which applies its operations in Sanity's order. */
function applyPatch(document: SanityDocument, patch: Patch): Fields {
  try {
    // ifRevisionID is checked before, against the stored revision.
    const operations: Partial<Patch> = { ...patch };
    delete operations.ifRevisionID;
    // readPatch checked each operation's shape; the mutator checks their contents.
    const patchMutation = { patch: operations } as MutatorInput['mutations'][number];
    return new SanityMutation({ mutations: [patchMutation] }).apply(
      structuredClone(document),
    ) as Fields;
  } catch (error) {
    throw malformed(`The patch of "${patch.id}" cannot be applied: ${(error as Error).message}`);
  }
}

/** Sanity's timestamps: RFC 3339 in UTC, to the second. */
export const sanityTimestamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, 'Z');

export type Transaction = {
  /** Documents changed by the transaction: the new version, or null where it deleted one. */
  changes: Map<string, SanityDocument | null>;
  results: MutationResult[];
};

/**
 * Applies the mutations in order to `documents` (the stored documents by id), all or nothing like
 * Sanity's transactions: on a refusal it throws and nothing changes. `matches` holds, for each
 * delete by query, the ids its query matched, evaluated before the transaction. Every document
 * it writes gets the transaction's id as its revision, as at Sanity, so that the Studio's history
 * (./history.ts) finds the transaction a revision came from.
 */
export function applyTransaction(
  documents: ReadonlyMap<string, SanityDocument>,
  mutations: Mutation[],
  matches: ReadonlyMap<Mutation, string[]>,
  now: Date,
  transactionId: string,
): Transaction {
  const changes = new Map<string, SanityDocument | null>();
  const results: MutationResult[] = [];
  const current = (id: string) => (changes.has(id) ? changes.get(id) : documents.get(id)) ?? null;
  const write = (fields: Fields, previous: SanityDocument | null): SanityDocument => {
    refuseUnusableSlug(fields);
    const document: SanityDocument = {
      ...(structuredClone(fields) as SanityDocument),
      _createdAt: previous?._createdAt ?? sanityTimestamp(now),
      _updatedAt: sanityTimestamp(now),
      _rev: transactionId,
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
      const { id, ifRevisionID } = mutation.patch;
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
      const fields = applyPatch(previous, mutation.patch);
      if (fields._id !== id || typeof fields._type !== 'string')
        throw malformed(`A patch cannot change a document's _id or remove its _type`);
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

const pageTypes = new Set(Object.keys(contentRoutes));

/**
 * A published page whose slug is not one path segment is refused, as the Studio's rule refuses
 * it (web/src/lib/paths.ts). Drafts are not: the Studio saves every keystroke of a slug being
 * typed, and its rule speaks to the editor there.
 */
function refuseUnusableSlug(fields: Fields) {
  const id = String(fields._id);
  if (
    !pageTypes.has(String(fields._type)) ||
    id.startsWith('drafts.') ||
    id.startsWith('versions.')
  )
    return;
  const slug = (fields.slug as { current?: unknown } | undefined)?.current;
  if (slug === undefined || (typeof slug === 'string' && isPageSlug(slug))) return;
  throw new ContentLakeError(
    400,
    'mutationError',
    `„${id}“ kann nicht unter der Adresse „${String(slug)}“ veröffentlicht werden. ${PAGE_SLUG_RULE}`,
  );
}
