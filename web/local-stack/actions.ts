import { isPublishedId } from './documentIds.ts';
import {
  applyTransaction,
  ContentLakeError,
  readPatch,
  type Mutation,
  type Patch,
  type SanityDocument,
  type Transaction,
} from './mutations.ts';

// Sanity's Actions API (POST /v…/data/actions/{dataset}), through which the Studio saves: each
// keystroke is an edit of the document's draft, and publishing, unpublishing, discarding and
// deleting are actions too. Each action is carried out as the mutations it stands for, against
// the documents as the actions before it in the request left them; the request is one
// transaction, all or nothing. Releases' version actions are refused by name: the local Studio
// has no releases.

type Fields = Record<string, unknown>;

export type Action =
  | {
      actionType: 'sanity.action.document.create';
      publishedId: string;
      attributes: Fields & { _id: string; _type: string };
      ifExists: 'fail' | 'ignore';
    }
  | {
      actionType: 'sanity.action.document.edit';
      draftId: string;
      publishedId: string;
      patch: Omit<Patch, 'id'>;
    }
  | {
      actionType: 'sanity.action.document.publish';
      draftId: string;
      publishedId: string;
      ifDraftRevisionId?: string;
      ifPublishedRevisionId?: string;
    }
  | { actionType: 'sanity.action.document.discard'; draftId: string }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[] }
  | {
      actionType: 'sanity.action.document.replaceDraft';
      publishedId: string;
      attributes: Fields & { _id: string; _type: string };
    };

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const malformed = (description: string) => new ContentLakeError(400, 'actionError', description);
// A conflict is what the Studio shows the editor when an action cannot be carried out, hence in
// German; a malformed action is the Studio's or a script's mistake, in the API's English.
const conflict = (description: string) => new ContentLakeError(409, 'actionError', description);

const DRAFTS = 'drafts.';

function readId(action: Fields, field: string, where: string, kind: 'draft' | 'published') {
  const id = action[field];
  if (typeof id !== 'string' || id === '' || id.length > 200)
    throw malformed(`${where}: ${field} must be a document id`);
  if (kind === 'draft' && !id.startsWith(DRAFTS))
    throw malformed(`${where}: ${field} must start with "drafts."`);
  if (kind === 'published' && !isPublishedId(id))
    throw malformed(`${where}: ${field} must be a published id`);
  return id;
}

/** The draft id must be the published id's draft: an action changes one document's pair. */
function readPair(action: Fields, where: string) {
  const publishedId = readId(action, 'publishedId', where, 'published');
  const draftId = readId(action, 'draftId', where, 'draft');
  if (draftId !== `${DRAFTS}${publishedId}`)
    throw malformed(`${where}: draftId must be "${DRAFTS}${publishedId}"`);
  return { draftId, publishedId };
}

/** The published id and the new draft's attributes, the draft's id the published one's draft. */
function readDraft(action: Fields, where: string) {
  const publishedId = readId(action, 'publishedId', where, 'published');
  const { attributes } = action;
  if (!isRecord(attributes) || typeof attributes._type !== 'string')
    throw malformed(`${where}: attributes must be a document with a _type`);
  if (attributes._id !== `${DRAFTS}${publishedId}`)
    throw malformed(`${where}: attributes._id must be "${DRAFTS}${publishedId}"`);
  return { publishedId, attributes: attributes as Fields & { _id: string; _type: string } };
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readAction(value: unknown, index: number): Action {
  const where = `Action ${index}`;
  if (!isRecord(value) || typeof value.actionType !== 'string')
    throw malformed(`${where} must be an object with an actionType`);
  switch (value.actionType) {
    case 'sanity.action.document.create':
      return {
        actionType: value.actionType,
        ...readDraft(value, where),
        ifExists: value.ifExists === 'ignore' ? 'ignore' : 'fail',
      };
    case 'sanity.action.document.edit': {
      if (!isRecord(value.patch)) throw malformed(`${where}: patch must be an object`);
      const pair = readPair(value, where);
      const patch: Partial<Patch> = readPatch({ ...value.patch, id: pair.draftId }, where);
      delete patch.id;
      return { actionType: value.actionType, ...pair, patch };
    }
    case 'sanity.action.document.publish':
      return {
        actionType: value.actionType,
        ...readPair(value, where),
        ifDraftRevisionId: optionalString(value.ifDraftRevisionId),
        ifPublishedRevisionId: optionalString(value.ifPublishedRevisionId),
      };
    case 'sanity.action.document.discard':
      return { actionType: value.actionType, draftId: readId(value, 'draftId', where, 'draft') };
    case 'sanity.action.document.unpublish':
      return { actionType: value.actionType, ...readPair(value, where) };
    case 'sanity.action.document.delete': {
      const publishedId = readId(value, 'publishedId', where, 'published');
      const includeDrafts = Array.isArray(value.includeDrafts) ? value.includeDrafts : [];
      if (!includeDrafts.every((id) => id === `${DRAFTS}${publishedId}`))
        throw malformed(`${where}: includeDrafts may name "${DRAFTS}${publishedId}" only`);
      return { actionType: value.actionType, publishedId, includeDrafts };
    }
    case 'sanity.action.document.replaceDraft':
      return { actionType: value.actionType, ...readDraft(value, where) };
    default:
      throw malformed(`${where}: the local Content Lake does not support ${value.actionType}`);
  }
}

/** The actions of a request body: `{actions: [...], transactionId?}`. */
export function readActions(body: unknown): Action[] {
  if (!isRecord(body) || !Array.isArray(body.actions) || body.actions.length === 0)
    throw malformed('The body needs a non-empty array of actions');
  return body.actions.map(readAction);
}

/** A document's fields without what the Content Lake writes itself. */
function contentOf(document: SanityDocument): Fields {
  const fields: Fields = { ...document };
  for (const written of ['_rev', '_createdAt', '_updatedAt']) delete fields[written];
  return fields;
}

/** The mutations one action stands for, over the documents as they are before it. */
function mutationsOf(action: Action, current: (id: string) => SanityDocument | null): Mutation[] {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      if (current(action.attributes._id)) {
        if (action.ifExists === 'ignore') return [];
        throw conflict(`Das Dokument „${action.attributes._id}“ gibt es schon.`);
      }
      return [{ create: action.attributes }];
    }
    case 'sanity.action.document.edit': {
      const draft = current(action.draftId);
      const published = current(action.publishedId);
      if (!draft && !published)
        throw conflict(`Das Dokument „${action.publishedId}“ gibt es nicht mehr.`);
      // The first edit after publishing starts the draft from the published document.
      const start: Mutation[] = draft
        ? []
        : [{ create: { ...contentOf(published!), _id: action.draftId } }];
      return [...start, { patch: { ...action.patch, id: action.draftId } }];
    }
    case 'sanity.action.document.publish': {
      const draft = current(action.draftId);
      const published = current(action.publishedId);
      if (!draft) throw conflict(`„${action.publishedId}“ hat keinen Entwurf zum Veröffentlichen.`);
      if (action.ifDraftRevisionId !== undefined && action.ifDraftRevisionId !== draft._rev)
        throw conflict(
          `Der Entwurf von „${action.publishedId}“ wurde inzwischen geändert; bitte erneut versuchen.`,
        );
      if (
        action.ifPublishedRevisionId !== undefined &&
        action.ifPublishedRevisionId !== published?._rev
      )
        throw conflict(
          `„${action.publishedId}“ wurde inzwischen veröffentlicht; bitte erneut versuchen.`,
        );
      return [
        { createOrReplace: { ...contentOf(draft), _id: action.publishedId } },
        { delete: { id: action.draftId } },
      ];
    }
    case 'sanity.action.document.discard':
      if (!current(action.draftId)) throw conflict(`Es gibt keinen Entwurf „${action.draftId}“.`);
      return [{ delete: { id: action.draftId } }];
    case 'sanity.action.document.unpublish': {
      const published = current(action.publishedId);
      if (!published) throw conflict(`„${action.publishedId}“ ist nicht veröffentlicht.`);
      // The content stays as the draft, as in Sanity.
      const keep: Mutation[] = current(action.draftId)
        ? []
        : [{ create: { ...contentOf(published), _id: action.draftId } }];
      return [...keep, { delete: { id: action.publishedId } }];
    }
    case 'sanity.action.document.delete':
      return [action.publishedId, ...(action.includeDrafts ?? [])].map((id) => ({
        delete: { id },
      }));
    case 'sanity.action.document.replaceDraft':
      return [{ createOrReplace: action.attributes }];
  }
}

/**
 * Carries out the actions in order over `documents`, all or nothing: a refusal throws and
 * nothing changes. Returns the transaction, and the mutations it came to (for the listeners).
 */
export function applyActions(
  documents: ReadonlyMap<string, SanityDocument>,
  actions: Action[],
  now: Date,
  transactionId: string,
): Transaction & { mutations: Mutation[] } {
  const view = new Map(documents);
  const changes: Transaction['changes'] = new Map();
  const results: Transaction['results'] = [];
  const mutations: Mutation[] = [];
  for (const action of actions) {
    const step = mutationsOf(action, (id) => view.get(id) ?? null);
    if (step.length === 0) continue;
    const transaction = applyTransaction(view, step, new Map(), now, transactionId);
    for (const [id, document] of transaction.changes) {
      changes.set(id, document);
      if (document) view.set(id, document);
      else view.delete(id);
    }
    results.push(...transaction.results);
    mutations.push(...step);
  }
  return { changes, results, mutations };
}
