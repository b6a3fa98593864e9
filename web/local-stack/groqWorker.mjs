// Parses, checks and evaluates GROQ queries for ./groqEndpoint.ts in a child process: a query that
// runs long (groq-js folds constants while parsing: `$a+$a+…` costs the square of its length) or
// out of memory holds or ends this process, which the endpoint replaces, never the server's event
// loop. Plain JavaScript: it starts without the server's TypeScript loader.
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import { contentSourceMap } from './contentSourceMap.mjs';
import { queryCost } from './groqQueryCost.mjs';
import { watchQueries } from './groqWatchdog.mjs';
import { documentsInPerspective } from './perspectives.mjs';

/**
 * maxNodes, maxDepth, maxNestedScans, maxResultChars, cpuTimeLimitMs: the endpoint's GroqLimits,
 * its argument.
 */
const limits = JSON.parse(process.argv[2] ?? '{}');
// The endpoint reads this process's reports of a query past its processor time on fd 4.
const watchdog = watchQueries({ cpuTimeLimitMs: limits.cpuTimeLimitMs, reportFd: 4 });

/** The stored documents, drafts included; the endpoint sends them again whenever they change. */
let dataset = [];
/** Each perspective's view of `dataset`, made on its first query. */
let views = new Map();

const view = (perspective) => {
  if (!views.has(perspective)) views.set(perspective, documentsInPerspective(dataset, perspective));
  return views.get(perspective);
};

/** An answer other than a result, thrown to end the request with it. */
class Refusal {
  constructor(answer) {
    this.answer = answer;
  }
}

/** groq-js's own errors, whose messages speak of the query: they are passed on as they are. */
const isGroqError = (error) =>
  error instanceof GroqSyntaxError || (error instanceof Error && error.name === 'GroqQueryError');

/**
 * The answer for an error thrown while the query was parsed or evaluated. Only groq-js's own
 * errors carry their message; any other is JavaScript's (`str.slice is not a function`), which the
 * endpoint replaces with a sentence of its own.
 */
function failure(error, stage) {
  if (isGroqError(error)) return { outcome: 'invalid', description: error.message };
  // The call stack, or the length of a string or an array, ran out.
  if (error instanceof RangeError)
    return { outcome: 'tooComplex', reason: stage === 'parse' ? 'size' : 'resources' };
  if (stage === 'parse') return { outcome: 'unparsable' };
  return {
    outcome: 'evaluationError',
    reason: error instanceof TypeError ? 'type' : 'unsupported',
  };
}

/** The query's syntax tree, refused when groq-js cannot parse it or it costs too much. */
function checkedTree(query, params) {
  let cost;
  let tree;
  try {
    // groq-js needs the params at parse time too, or field[$lang] silently misbehaves.
    tree = parse(query, { params });
    cost = queryCost(tree);
  } catch (error) {
    throw new Refusal(failure(error, 'parse'));
  }
  if (cost.nodes > limits.maxNodes || cost.depth > limits.maxDepth)
    throw new Refusal({ outcome: 'tooComplex', reason: 'size' });
  if (cost.nestedScans > limits.maxNestedScans)
    throw new Refusal({ outcome: 'tooComplex', reason: 'scans' });
  return tree;
}

async function evaluated(tree, documents, params) {
  try {
    return await (await evaluate(tree, { dataset: documents, params })).get();
  } catch (error) {
    throw new Refusal(failure(error, 'evaluate'));
  }
}

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

async function answerQuery({ query, params, perspective, sourceMap }) {
  const tree = checkedTree(query, params);
  const documents = view(perspective);
  const result = await evaluated(tree, documents, params);
  const json = serialise(result, limits.maxResultChars);
  if (json === undefined) return { outcome: 'tooLarge' };
  if (!sourceMap) return { outcome: 'ok', json };
  // The map counts against the same limit: it grows with the result.
  const sourceMapJson = serialise(
    contentSourceMap(result, documents, { keyedArrays: sourceMap === 'withKeyArraySelector' }),
    limits.maxResultChars - json.length,
  );
  return sourceMapJson === undefined
    ? { outcome: 'tooLarge' }
    : { outcome: 'ok', json, sourceMapJson };
}

/** Whether a listener's filter (`*[…]`) matches each document, evaluated over it alone. */
async function answerMatch({ query, params, documents }) {
  const tree = checkedTree(query, params);
  const matches = [];
  for (const document of documents) {
    const result = document ? await evaluated(tree, [document], params) : false;
    matches.push(Array.isArray(result) ? result.length > 0 : Boolean(result));
  }
  return { outcome: 'ok', json: JSON.stringify(matches) };
}

/**
 * One answer `{ outcome, … }` to a request `{ id, type, query, params, … }` (the reply adds its
 * `id`). Every query is parsed afresh, and refused before evaluation when it is too large or too
 * costly:
 * - `query`: the query's result over the documents of `perspective`, as JSON;
 * - `check`: only parsed and checked, for a listener's filter;
 * - `match`: for each of `documents` (null: none), whether the filter matches it alone.
 */
async function answer(message) {
  switch (message.type) {
    case 'query':
      return answerQuery(message);
    case 'check':
      checkedTree(message.query, message.params);
      return { outcome: 'ok', json: 'true' };
    case 'match':
      return answerMatch(message);
    default:
      return { outcome: 'failed' };
  }
}

process.on('message', async (message) => {
  if (message.type === 'dataset') {
    dataset = message.documents;
    views = new Map();
    return;
  }
  let reply;
  watchdog.begin(message.id);
  try {
    reply = await answer(message);
  } catch (error) {
    // Anything else is a fault of this side (the source map, say), not of the query.
    reply = error instanceof Refusal ? error.answer : { outcome: 'failed' };
  } finally {
    watchdog.end();
  }
  process.send({ id: message.id, ...reply });
});
process.send({ type: 'ready' });
