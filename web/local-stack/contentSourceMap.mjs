// Content source maps (`resultSourceMap`) in the shape of @sanity/client's `ContentSourceMap`,
// from which the client stega-encodes the strings of a result with links to their fields in the
// Studio. Plain JavaScript, like the GROQ worker (./groqWorker.mjs) that builds them. An
// approximation, as groq-js does not trace where a value came from (contentSourceMap() says how;
// docs/decisions/0004-local-stand-ins-for-hosted-services.md).

const ESCAPES = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' };

// JSONPath segments exactly as @sanity/client writes and parses them.
const fieldSegment = (name) => `['${name.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c])}']`;
const keySegment = (key) => `[?(@._key=='${key.replace(/['\\]/g, (c) => ESCAPES[c])}')]`;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every non-empty string below `value` with its JSONPath. System fields (`_id`, `_type`, `_key`,
 * `_ref`…) are no text anyone edits and are left out. With `keyedArrays`, an array item with a
 * `_key` is addressed by it (`[?(@._key=='…')]`), as `withKeyArraySelector` asks.
 */
function* stringLeaves(value, path, keyedArrays) {
  if (typeof value === 'string') {
    if (value !== '') yield [value, path];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const keyed = keyedArrays && isRecord(item) && typeof item._key === 'string' && item._key;
      yield* stringLeaves(item, path + (keyed ? keySegment(item._key) : `[${index}]`), keyedArrays);
    }
  } else if (isRecord(value)) {
    for (const [name, field] of Object.entries(value)) {
      if (!name.startsWith('_')) yield* stringLeaves(field, path + fieldSegment(name), keyedArrays);
    }
  }
}

function idsIn(value, ids = new Set()) {
  if (Array.isArray(value)) for (const item of value) idsIn(item, ids);
  else if (isRecord(value)) {
    if (typeof value._id === 'string') ids.add(value._id);
    for (const field of Object.values(value)) idsIn(field, ids);
  }
  return ids;
}

/** The position of `key` in `list`, appending `item()` the first time. */
function indexIn(positions, list, key, item) {
  if (!positions.has(key)) positions.set(key, list.push(item()) - 1);
  return positions.get(key);
}

/**
 * The source map of `result`, a query's result over `documents` (the perspective's view, where a
 * draft carries its stored id in `_originalId`). The mappings are keyed by the result's paths with
 * array indexes, which is how the client looks them up; the source paths use keys where
 * `keyedArrays` asks for them. System documents (`sanity.*`: assets, preview secrets) hold no
 * page text and are never a source.
 *
 * An approximation: Sanity's engine traces where each value of a result came from, groq-js does
 * not. Here a string of the result is mapped to the first field, in the documents the query saw,
 * that holds the same string, looking first in the documents whose `_id` the result contains. A
 * string found nowhere (computed, or a literal of the query) gets no mapping, and a string that
 * several fields hold may be mapped to the wrong one of them.
 */
export function contentSourceMap(result, documents, { keyedArrays }) {
  const resultIds = idsIn(result);
  const candidates = documents.filter(({ _type }) => !_type.startsWith('sanity.'));
  const sources = new Map();
  for (const document of [
    ...candidates.filter(({ _id }) => resultIds.has(_id)),
    ...candidates.filter(({ _id }) => !resultIds.has(_id)),
  ]) {
    for (const [value, path] of stringLeaves(document, '$', keyedArrays)) {
      if (!sources.has(value)) sources.set(value, { document, path });
    }
  }

  const sourceMap = { documents: [], paths: [], mappings: {} };
  const documentPositions = new Map();
  const pathPositions = new Map();
  for (const [value, resultPath] of stringLeaves(result, '$', false)) {
    const source = sources.get(value);
    if (!source) continue;
    const { _id, _originalId = _id, _type } = source.document;
    sourceMap.mappings[resultPath] = {
      type: 'value',
      source: {
        type: 'documentValue',
        document: indexIn(documentPositions, sourceMap.documents, _originalId, () => ({
          _id: _originalId,
          _type,
        })),
        path: indexIn(pathPositions, sourceMap.paths, source.path, () => source.path),
      },
    };
  }
  return sourceMap;
}
