// Evaluates GROQ queries for web/local-stack/groqEndpoint.ts in a worker thread, so a query that
// runs long blocks this thread, which the endpoint can terminate, and never the server's event
// loop. Plain JavaScript: a worker thread starts without the TypeScript loader of the server.
import { parentPort, workerData } from 'node:worker_threads';
import { evaluate, parse } from 'groq-js';
import { contentSourceMap } from './contentSourceMap.mjs';
import { documentsInPerspective } from './perspectives.mjs';

/** The stored documents, drafts included; the endpoint sends them again whenever they change. */
let dataset = [];
/** Each perspective's view of `dataset`, made on its first query. */
let views = new Map();

const view = (perspective) => {
  if (!views.has(perspective)) views.set(perspective, documentsInPerspective(dataset, perspective));
  return views.get(perspective);
};

/** The value as JSON text, or undefined when it is larger than `maxChars`. */
function serialise(value, maxChars) {
  try {
    const json = JSON.stringify(value) ?? 'null';
    return json.length <= maxChars ? json : undefined;
  } catch {
    // Past V8's longest string: too large as well.
    return undefined;
  }
}

parentPort.on('message', async (message) => {
  if (message.type === 'dataset') {
    dataset = message.documents;
    views = new Map();
    return;
  }
  const { id, query, params, perspective, sourceMap } = message;
  try {
    const documents = view(perspective);
    // groq-js needs the params at parse time too, or field[$lang] silently misbehaves.
    const tree = parse(query, { params });
    const result = await (await evaluate(tree, { dataset: documents, params })).get();
    const json = serialise(result, workerData.maxResultChars);
    // The map counts against the same limit: it grows with the result.
    const sourceMapJson =
      json !== undefined && sourceMap
        ? serialise(
            contentSourceMap(result, documents, {
              keyedArrays: sourceMap === 'withKeyArraySelector',
            }),
            workerData.maxResultChars - json.length,
          )
        : undefined;
    parentPort.postMessage(
      json === undefined || (sourceMap && sourceMapJson === undefined)
        ? { id, outcome: 'tooLarge' }
        : { id, outcome: 'ok', json, sourceMapJson },
    );
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({ id, outcome: 'invalid', description });
  }
});
parentPort.postMessage({ type: 'ready' });
