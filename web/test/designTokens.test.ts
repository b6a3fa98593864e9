import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  colorsIn,
  contrastRatio,
  DIGEST_KEYWORD,
  groupOf,
  measureContrast,
  OVERVIEW_FILE,
  overviewDigest,
  parseTokenFile,
  readTokenScopes,
  resolve,
  schemeValues,
} from '../../scripts/design/designTokens';
import { texts } from '../../scripts/design/pngText';
import { THEME_COLOR } from '../server/seoHead';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const scopes = readTokenScopes();
const names = [...new Set(scopes.flatMap((scope) => scope.tokens.map((token) => token.name)))];
const site = schemeValues(scopes);
const valueOf = (name: string) => resolve(`var(${name})`, site).toLowerCase();

describe('parseTokenFile', () => {
  it('reads each rule with its custom properties, values on one line, comments left out', () => {
    const css = `/* --not-a-token: 1px; */
:root {
  --a: #fff; /* why */
  --b: linear-gradient(
    90deg,
    var(--a),
    #000
  );
  color-scheme: dark;
}
:root[data-x] { --a: #000; }`;
    expect(parseTokenFile(css)).toEqual([
      {
        selector: ':root',
        tokens: [
          { name: '--a', value: '#fff' },
          { name: '--b', value: 'linear-gradient(90deg, var(--a), #000)' },
        ],
      },
      { selector: ':root[data-x]', tokens: [{ name: '--a', value: '#000' }] },
    ]);
  });
});

describe('contrast', () => {
  it('is 21:1 from black to white and 1:1 for one colour', () => {
    const [black, white] = colorsIn('#000 rgb(255 255 255 / 1)');
    expect(contrastRatio(black!, white!)).toBeCloseTo(21);
    expect(contrastRatio(white!, white!)).toBe(1);
  });

  it.each(scopes.map((scope) => scope.selector))('holds every promised pair of %s', (selector) => {
    const failing = measureContrast(scopes, selector).filter((pair) => pair.ratio < pair.minimum);
    expect(failing).toEqual([]);
  });
});

describe('the token file and docs/design.md', () => {
  const design = read('../../docs/design.md');
  const documented = new Set([...design.matchAll(/`(--[\w-]+)`/g)].map((match) => match[1]));

  it('has every token in a group of the documentation', () => {
    expect(names.filter((name) => !groupOf(name))).toEqual([]);
  });

  it('documents every token', () => {
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('documents no token the file does not have', () => {
    const stale = [...documented].filter((name) => groupOf(name!) && !names.includes(name!));
    expect(stale).toEqual([]);
  });

  it('shows an overview rendered from the tokens as they are (npm run design:tokens)', () => {
    const overview = texts(readFileSync(OVERVIEW_FILE));
    expect(overview.get(DIGEST_KEYWORD)).toBe(overviewDigest(scopes));
  });
});

describe('colours written outside the stylesheets', () => {
  it('gives the browser the page colour as its theme colour', () => {
    const metaThemeColor = read('../index.html').match(/name="theme-color" content="([^"]+)"/);
    expect(THEME_COLOR).toBe(valueOf('--color-bg'));
    expect(metaThemeColor?.[1]).toBe(valueOf('--color-bg'));
  });

  it('draws the favicon in the logo colours', () => {
    const favicon = read('../public/favicon.svg');
    const stops = [...favicon.matchAll(/stop-color="([^"]+)"/g)].map((match) => match[1]);
    expect(stops).toEqual([valueOf('--color-brand-start'), valueOf('--color-brand-end')]);
    expect(favicon).toContain(`stroke="${valueOf('--color-on-accent')}"`);
  });
});
