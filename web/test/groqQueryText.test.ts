import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { queryTextCost } from '../local-stack/groqQueryText';
import * as queries from '../src/content/queries';

// The count on the text refuses only what the parsed tree would refuse too: it never counts more
// terms than nodes, nor deeper brackets than levels.

const params = { lang: 'de', id: 'x', slug: 'x' };

/** Nodes and levels of a parsed tree: every object with a `type` below the root, the root too. */
function treeSize(node: unknown, level = 1): { nodes: number; depth: number } {
  const isNode = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string';
  const below = Object.values(node as object).flatMap((value: unknown) =>
    (Array.isArray(value) ? value : [value]).filter(isNode),
  );
  return below
    .map((child) => treeSize(child, level + 1))
    .reduce(
      (sum, child) => ({ nodes: sum.nodes + child.nodes, depth: Math.max(sum.depth, child.depth) }),
      {
        nodes: 1,
        depth: level,
      },
    );
}

describe('the cost of a query counted on its text', () => {
  const samples = [
    ...(Object.values(queries).filter((query) => typeof query === 'string') as string[]),
    '*[_type == "page" && slug.current == $slug][0]{title, "n": count(sections)}',
    'pt::text(body) match "a ( [ {" || 1.5e3 > 2',
    '*[title == "([{ not brackets" && @ != null] | order(_updatedAt desc)[0...2]',
  ];

  it.each(samples.map((query) => [query.slice(0, 60), query]))(
    'counts no more than the parsed tree: %s',
    (_, query) => {
      const text = queryTextCost(query);
      const tree = treeSize(parse(query, { params }));
      expect(text.terms).toBeGreaterThan(0);
      expect(text.terms).toBeLessThanOrEqual(tree.nodes);
      expect(text.nesting).toBeLessThanOrEqual(tree.depth);
    },
  );

  it('skips strings, and counts a namespaced name and a number as one term each', () => {
    expect(queryTextCost('"a ( b [ \\" c"')).toEqual({ nesting: 0, terms: 1 });
    expect(queryTextCost('pt::text(1.5e-3)')).toEqual({ nesting: 1, terms: 2 });
    expect(queryTextCost('[[[1]]]')).toEqual({ nesting: 3, terms: 1 });
  });
});
