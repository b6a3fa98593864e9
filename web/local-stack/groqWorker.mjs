// Evaluates GROQ queries for web/local-stack/groqEndpoint.ts in a worker thread, so a query that
// runs long blocks this thread, which the endpoint can terminate, and never the server's event
// loop. Plain JavaScript: a worker thread starts without the TypeScript loader of the server.
import { parentPort, workerData } from 'node:worker_threads';
import { evaluate, parse } from 'groq-js';

/** The published seed documents; the endpoint sends them again whenever the seed changes. */
let dataset = [];

/** The result as JSON text, or undefined when it is larger than the endpoint sends. */
function serialise(result) {
  try {
    const json = JSON.stringify(result) ?? 'null';
    return json.length <= workerData.maxResultChars ? json : undefined;
  } catch {
    // Past V8's longest string: too large as well.
    return undefined;
  }
}

parentPort.on('message', async (message) => {
  if (message.type === 'dataset') {
    dataset = message.documents;
    return;
  }
  const { id, query, params } = message;
  try {
    // groq-js needs the params at parse time too, or field[$lang] silently misbehaves.
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset, params });
    const json = serialise(await value.get());
    parentPort.postMessage(
      json === undefined ? { id, outcome: 'tooLarge' } : { id, outcome: 'ok', json },
    );
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({ id, outcome: 'invalid', description });
  }
});
parentPort.postMessage({ type: 'ready' });
