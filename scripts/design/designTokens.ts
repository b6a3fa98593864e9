// The design tokens as data, read from web/src/styles/tokens.css itself: for the rendered overview
// (render-tokens.ts) and for the tests that hold the documentation and the contrast to the file
// (web/test/designTokens.test.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TOKEN_FILE = fileURLToPath(
  new URL('../../web/src/styles/tokens.css', import.meta.url),
);
/** The rendered overview of the tokens (render-tokens.ts), shown in docs/design.md. */
export const OVERVIEW_FILE = fileURLToPath(
  new URL('../../docs/design/tokens.png', import.meta.url),
);
/** The keyword of the overview's text chunk that holds the digest of what it shows. */
export const DIGEST_KEYWORD = 'tokens-sha256';

/** One custom property as written: its name with the dashes, and its value on one line. */
export type Token = { name: string; value: string };

/** The tokens of one rule of the file: `:root` (the site) or a scheme that overrides some. */
export type TokenScope = { selector: string; tokens: Token[] };

/** Each rule of the token file with its custom properties, in the file's order. */
export function parseTokenFile(css: string): TokenScope[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const scopes: TokenScope[] = [];
  for (const rule of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const tokens = [...rule[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
      name: name!,
      value: value!.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim(),
    }));
    scopes.push({ selector: rule[1]!.trim(), tokens });
  }
  return scopes;
}

export function readTokenScopes(file = TOKEN_FILE): TokenScope[] {
  return parseTokenFile(readFileSync(file, 'utf8'));
}

/** The values of one scheme: the site's, with the scope's own tokens over them. */
export function schemeValues(scopes: TokenScope[], selector = ':root'): Map<string, string> {
  const values = new Map<string, string>();
  const site = scopes.find((scope) => scope.selector === ':root');
  const scope = scopes.find((candidate) => candidate.selector === selector);
  if (!site || !scope) throw new Error(`The token file has no rule "${selector}".`);
  for (const { name, value } of [...site.tokens, ...scope.tokens]) values.set(name, value);
  return values;
}

/** A value with every var() replaced by the value it names, as the browser computes it. */
export function resolve(value: string, values: Map<string, string>, seen: string[] = []): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const named = values.get(name);
    if (named === undefined) throw new Error(`var(${name}) names no token.`);
    if (seen.includes(name)) throw new Error(`Tokens refer to each other: ${seen.join(' → ')}.`);
    return resolve(named, values, [...seen, name]);
  });
}

/** The groups of docs/design.md, each with the prefixes of its tokens' names. */
export const TOKEN_GROUPS: { title: string; prefixes: string[] }[] = [
  { title: 'Colour', prefixes: ['--color-'] },
  { title: 'Gradients', prefixes: ['--gradient-'] },
  {
    title: 'Type',
    prefixes: ['--font-', '--line-height-', '--letter-spacing-', '--underline-offset'],
  },
  { title: 'Spacing', prefixes: ['--space-'] },
  {
    title: 'Layout',
    prefixes: ['--content-width', '--page-', '--header-height', '--control-height'],
  },
  { title: 'Lines', prefixes: ['--border-width', '--focus-ring', '--size-visually-hidden'] },
  { title: 'Radii', prefixes: ['--radius-'] },
  { title: 'Effects', prefixes: ['--brightness-', '--opacity-'] },
  { title: 'Shadows', prefixes: ['--shadow-'] },
  { title: 'Motion', prefixes: ['--duration-', '--ease-'] },
  { title: 'Layers', prefixes: ['--layer-'] },
];

/** The group a token belongs to, by the start of its name. */
export function groupOf(name: string): string | undefined {
  return TOKEN_GROUPS.find(({ prefixes }) => prefixes.some((prefix) => name.startsWith(prefix)))
    ?.title;
}

/** An sRGB colour, channels 0 to 255, alpha 0 to 1. */
export type Rgba = [number, number, number, number];

/** Every colour written in a value (hex or rgb()), in order: one for a colour, each stop of a gradient. */
export function colorsIn(value: string): Rgba[] {
  return [...value.matchAll(/#([0-9a-f]{3,8})\b|rgba?\(([^)]*)\)/gi)].map(([, hex, channels]) => {
    if (hex) {
      const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
      const [r = 0, g = 0, b = 0, a = 255] = full.match(/../g)!.map((pair) => parseInt(pair, 16));
      return [r, g, b, a / 255];
    }
    const [r = 0, g = 0, b = 0, a = 1] = channels!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  });
}

/** A colour with transparency, as it shows over an opaque background. */
export function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The pairs whose contrast the site promises (WCAG 1.4.3: text 4.5:1; 1.4.11: control outlines and
 * the focus ring 3:1): a foreground token on each colour of its backgrounds, every stop of a
 * gradient, a translucent colour as it shows over the scheme's page.
 */
export type ContrastPair = {
  foreground: string;
  backgrounds: string[];
  minimum: number;
  /** A token with the factor a hover brightens the background by: measured both ways. */
  brightenedBy?: string;
};

const TEXT = 4.5;
const NON_TEXT = 3;
const PAGE = ['--color-bg', '--color-surface', '--color-surface-raised'];

export const CONTRAST_PAIRS: Record<string, ContrastPair[]> = {
  ':root': [
    { foreground: '--color-text', backgrounds: PAGE, minimum: TEXT },
    { foreground: '--color-text-muted', backgrounds: PAGE, minimum: TEXT },
    { foreground: '--color-accent', backgrounds: PAGE, minimum: TEXT },
    { foreground: '--color-success', backgrounds: PAGE, minimum: TEXT },
    { foreground: '--color-danger-text', backgrounds: PAGE, minimum: TEXT },
    {
      foreground: '--color-award-text',
      backgrounds: ['--color-award-surface-hover'],
      minimum: TEXT,
    },
    { foreground: '--color-success', backgrounds: ['--color-success-surface'], minimum: TEXT },
    { foreground: '--color-danger-text', backgrounds: ['--color-danger-surface'], minimum: TEXT },
    {
      foreground: '--color-on-accent',
      backgrounds: ['--gradient-accent'],
      minimum: TEXT,
      brightenedBy: '--brightness-hover',
    },
    { foreground: '--color-on-danger', backgrounds: ['--color-danger-strong'], minimum: TEXT },
    { foreground: '--color-on-warning', backgrounds: ['--color-warning-surface'], minimum: TEXT },
    { foreground: '--color-on-focus', backgrounds: ['--color-focus'], minimum: TEXT },
    { foreground: '--color-border-strong', backgrounds: PAGE.slice(0, 2), minimum: NON_TEXT },
    { foreground: '--color-danger', backgrounds: PAGE, minimum: NON_TEXT },
    { foreground: '--color-focus', backgrounds: PAGE, minimum: NON_TEXT },
  ],
  ":root[data-color-scheme='light']": [
    { foreground: '--color-text', backgrounds: PAGE, minimum: TEXT },
    { foreground: '--color-text-muted', backgrounds: PAGE, minimum: TEXT },
    { foreground: '--color-success', backgrounds: ['--color-success-surface'], minimum: TEXT },
    { foreground: '--color-border-strong', backgrounds: PAGE.slice(0, 2), minimum: NON_TEXT },
  ],
};

/** One pair measured: the lowest ratio over the background's colours. */
export type Measured = ContrastPair & { ratio: number };

/** The contrast of each promised pair of a scheme, computed from the token file's values. */
export function measureContrast(scopes: TokenScope[], selector: string): Measured[] {
  const values = schemeValues(scopes, selector);
  const colorOf = (name: string) => colorsIn(resolve(`var(${name})`, values));
  const [page] = colorOf('--color-bg');
  if (!page) throw new Error('--color-bg is not a colour.');
  return (CONTRAST_PAIRS[selector] ?? []).map((pair) => {
    const plain = pair.backgrounds.flatMap(colorOf).map((color) => over(color, page));
    // brightness() taken as the sRGB channels times the factor: it brightens more than the same
    // factor in linear light, so the ratio is the lower of the two.
    const factor = pair.brightenedBy ? Number(resolve(`var(${pair.brightenedBy})`, values)) : 1;
    const brighter = (channel: number) => Math.min(255, channel * factor);
    const backgrounds = [
      ...plain,
      ...plain.map(([r, g, b, a]): Rgba => [brighter(r), brighter(g), brighter(b), a]),
    ];
    const foregrounds = colorOf(pair.foreground);
    const ratios = foregrounds.flatMap((foreground) =>
      backgrounds.map((background) => contrastRatio(over(foreground, background), background)),
    );
    return { ...pair, ratio: Math.min(...ratios) };
  });
}

/** What the overview shows, as one digest: every token's name and value, and the promised pairs. */
export function overviewDigest(scopes: TokenScope[]): string {
  return createHash('sha256').update(JSON.stringify({ scopes, CONTRAST_PAIRS })).digest('hex');
}
