// The GROQ endpoint's first measure of a query (./groqEndpoint.ts), on the server's own thread
// before a worker parses it (docs/decisions/0004-local-stand-ins-for-hosted-services.md).

/**
 * What a query's text costs, counted before it is parsed: the deepest nesting of its brackets and
 * its terms (words, numbers, strings; a namespaced name such as `pt::text` is one). Each bracket
 * opens at least one level of the syntax tree and each term makes at least one node, so a query
 * past GroqLimits.maxDepth or maxNodes here would be past them parsed too, and is refused on the
 * server's thread, whatever the worker's time limit or the machine's speed.
 */
export function queryTextCost(query: string): { nesting: number; terms: number } {
  let nesting = 0;
  let deepest = 0;
  let terms = 0;
  const term = /(?:[A-Za-z_$][\w$]*(?:::[A-Za-z_][\w]*)*|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;
  for (let at = 0; at < query.length;) {
    const char = query[at]!;
    if (char === '"' || char === "'") {
      at += 1;
      while (at < query.length && query[at] !== char) at += query[at] === '\\' ? 2 : 1;
      at += 1;
      terms += 1;
    } else if ('([{'.includes(char)) {
      nesting += 1;
      deepest = Math.max(deepest, nesting);
      at += 1;
    } else if (')]}'.includes(char)) {
      nesting -= 1;
      at += 1;
    } else {
      term.lastIndex = at;
      const match = term.exec(query);
      if (match) {
        terms += 1;
        at += match[0].length;
      } else at += 1;
    }
  }
  return { nesting: deepest, terms };
}
