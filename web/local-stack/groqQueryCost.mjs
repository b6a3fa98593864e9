// What a parsed GROQ query would make the engine do, measured without evaluating it, for the GROQ
// worker (./groqWorker.mjs), which checks it before evaluation. Plain JavaScript, like the worker,
// which starts without a TypeScript loader.

/**
 * @typedef {import('groq-js').ExprNode} ExprNode
 * @typedef {object} QueryCost
 * @property {number} nodes Nodes of the syntax tree.
 * @property {number} depth The deepest path from the root to a leaf.
 * @property {number} nestedScans How many dataset scans are nested in each other: `*` and `->`
 *   read the whole dataset, and one inside a filter or projection of another runs once per
 *   document of the outer one, so the work grows as the dataset size to this power.
 */

/** @returns {value is ExprNode} */
const isNode = (value) =>
  typeof value === 'object' && value !== null && typeof value.type === 'string';

/** @param {ExprNode} node */
const isScan = (node) => node.type === 'Everything' || node.type === 'Deref';

/**
 * The nodes directly below `node`, whatever its type: every field that holds nodes.
 * @param {ExprNode} node
 * @returns {ExprNode[]}
 */
function children(node) {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Whether a node is or holds a scan; remembered, so that a long pipeline costs linear time. */
const holdsScan = new WeakMap();

/** @param {ExprNode} node @returns {boolean} */
function scans(node) {
  if (!holdsScan.has(node)) holdsScan.set(node, isScan(node) || children(node).some(scans));
  return holdsScan.get(node);
}

/**
 * The cost of a parsed query. Recursive: a tree deeper than the call stack throws a RangeError,
 * which the worker refuses as too deeply nested.
 * @param {ExprNode} tree
 * @returns {QueryCost}
 */
export function queryCost(tree) {
  const cost = { nodes: 0, depth: 0, nestedScans: 0 };
  /** @param {ExprNode} node @param {number} depth @param {number} enclosingScans */
  const visit = (node, depth, enclosingScans) => {
    cost.nodes += 1;
    cost.depth = Math.max(cost.depth, depth);
    const ownScans = enclosingScans + (isScan(node) ? 1 : 0);
    if (isScan(node)) cost.nestedScans = Math.max(cost.nestedScans, ownScans);
    // A node with a base (filter, projection, map, deref, order…) evaluates its other fields once
    // per element of the base: a scan in the base encloses them.
    const base = 'base' in node && isNode(node.base) ? node.base : undefined;
    const perElement = base && scans(base) ? 1 : 0;
    for (const child of children(node)) {
      visit(child, depth + 1, child === base ? ownScans : ownScans + perElement);
    }
  };
  visit(tree, 1, 0);
  return cost;
}
