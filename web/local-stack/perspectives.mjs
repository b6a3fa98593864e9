// The Content Lake's perspectives over the stored documents, for the GROQ worker
// (./groqWorker.mjs). Plain JavaScript, like the worker, which starts without a TypeScript loader.

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

const isPublishedId = (id) => !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);

/**
 * The documents a query sees in `perspective`:
 * - `raw`: everything stored, drafts, versions and system documents included;
 * - `published`: the documents without a `drafts.` or `versions.` prefix;
 * - `drafts`: each document's draft where it has one, else its published form, under the
 *   published `_id` with the stored one in `_originalId`, as Sanity reports them, so that
 *   references (`->`) to the published id reach the draft.
 */
export function documentsInPerspective(documents, perspective) {
  if (perspective === 'raw') return documents;
  if (perspective === 'published') return documents.filter(({ _id }) => isPublishedId(_id));
  const byPublishedId = new Map();
  for (const document of documents) {
    if (isPublishedId(document._id)) {
      if (!byPublishedId.has(document._id)) byPublishedId.set(document._id, document);
    } else if (document._id.startsWith(DRAFTS_PREFIX)) {
      byPublishedId.set(document._id.slice(DRAFTS_PREFIX.length), document);
    }
  }
  return [...byPublishedId].map(([_id, document]) => ({
    ...document,
    _id,
    _originalId: document._id,
  }));
}
