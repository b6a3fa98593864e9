import type { ExprNode } from 'groq-js';

/** What a parsed query would make the engine do, measured without evaluating it. */
export type QueryCost = {
  /** Nodes of the syntax tree. */
  nodes: number;
  /** The deepest path from the root to a leaf. */
  depth: number;
  /**
   * How many dataset scans are nested in each other: `*` and `->` read the whole dataset, and
   * one inside a filter or projection of another runs once per document of the outer one, so
   * the work grows as the dataset size to this power.
   */
  nestedScans: number;
};

const isNode = (value: unknown): value is ExprNode =>
  typeof value === 'object' && value !== null && typeof (value as ExprNode).type === 'string';

const isScan = (node: ExprNode) => node.type === 'Everything' || node.type === 'Deref';

/** The nodes directly below `node`, whatever its type: every field that holds nodes. */
function children(node: ExprNode): ExprNode[] {
  return Object.values(node).flatMap((value: unknown) =>
    Array.isArray(value)
      ? value.flatMap((item: unknown) => (isNode(item) ? [item] : []))
      : isNode(value)
        ? [value]
        : [],
  );
}

function scans(node: ExprNode): boolean {
  return isScan(node) || children(node).some(scans);
}

export function queryCost(tree: ExprNode): QueryCost {
  const cost: QueryCost = { nodes: 0, depth: 0, nestedScans: 0 };
  const visit = (node: ExprNode, depth: number, enclosingScans: number) => {
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
