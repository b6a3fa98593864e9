import postcss from 'postcss';

const reference = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text: string) => [...text.matchAll(reference)].map((match) => match[1]!);

/**
 * A page's inline rules without the custom properties nothing on the page reads: the tokens of
 * src/styles/tokens.css are declared on :root for every part of the site, and most parts are
 * not on a given page. What reads one: a declaration of the rules, a custom property that is
 * read (its value may name others), and the page's markup outside the rules (style attributes,
 * the <noscript> styles). Scripts read the whole stylesheet's: the app starts once it has loaded
 * (src/app/siteStyles.ts).
 */
export function withoutUnusedCustomProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, string[]>();
  const read = new Set(referencesIn(markup));
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) {
      referencesIn(declaration.value).forEach((name) => read.add(name));
      return;
    }
    const named = definitions.get(declaration.prop) ?? [];
    definitions.set(declaration.prop, [...named, ...referencesIn(declaration.value)]);
  });
  const pending = [...read];
  while (pending.length) {
    for (const name of definitions.get(pending.pop()!) ?? []) {
      if (read.has(name)) continue;
      read.add(name);
      pending.push(name);
    }
  }
  root.walkDecls(/^--/, (declaration) => {
    if (!read.has(declaration.prop)) declaration.remove();
  });
  // A rule left empty goes, and then an at-rule it leaves empty.
  const isEmpty = (node: postcss.ChildNode) =>
    (node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0;
  for (let empty = root.nodes.filter(isEmpty); ;) {
    root.walk((node) => {
      if (isEmpty(node)) empty.push(node);
    });
    if (!empty.length) return root.toString();
    empty.forEach((node) => node.remove());
    empty = [];
  }
}
