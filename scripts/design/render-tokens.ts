// `npm run design:tokens`: renders docs/design/tokens.png, the overview in docs/design.md, from
// web/src/styles/tokens.css itself. The specimen page below takes the token file as its stylesheet
// and shows every token of it; the image carries the digest of what it shows, and
// web/test/designTokens.test.ts fails when the token file no longer matches it.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromiumLaunchOptions } from '../../web/e2e/support/chromium.ts';
import {
  colorsIn,
  contrastRatio,
  DIGEST_KEYWORD,
  groupOf,
  measureContrast,
  over,
  overviewDigest,
  OVERVIEW_FILE,
  readTokenScopes,
  resolve,
  schemeValues,
  TOKEN_FILE,
  TOKEN_GROUPS,
  type Token,
  type TokenScope,
} from './designTokens.ts';
import { withText } from './pngText.ts';

const SITE = ':root';
const LIGHT = ":root[data-color-scheme='light']";
const WIDTH = 1200;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The name and the value as written, under every sample. */
const label = ({ name, value }: Token) =>
  `<code class="name">${name}</code><code class="value">${escape(value)}</code>`;

/** The contrast of a colour (composited if translucent) against the scheme's page. */
function ratioOnPage(value: string, values: Map<string, string>): string {
  const [color] = colorsIn(resolve(value, values));
  const [page] = colorsIn(resolve('var(--color-bg)', values));
  if (!color || !page) return '';
  const shown = over(color, page);
  return `${contrastRatio(shown, page).toFixed(2)}:1 on --color-bg`;
}

function swatches(tokens: Token[], values: Map<string, string>) {
  return `<div class="swatches">${tokens
    .map(
      (token) => `<figure class="swatch">
        <div class="chip" style="background: ${escape(resolve(token.value, values))}"></div>
        <figcaption>${label(token)}<span class="ratio">${ratioOnPage(token.value, values)}</span></figcaption>
      </figure>`,
    )
    .join('')}</div>`;
}

function contrastTable(scopes: TokenScope[], selector: string) {
  const values = schemeValues(scopes, selector);
  const rows = measureContrast(scopes, selector).map(
    (pair) => `<tr>
      <td>${pair.backgrounds
        .map(
          (background) =>
            `<span class="pair" style="color: ${escape(resolve(`var(${pair.foreground})`, values))}; background: ${escape(resolve(`var(${background})`, values))}">Aa</span>`,
        )
        .join('')}</td>
      <td><code>${pair.foreground}</code> on <code>${pair.backgrounds.join(', ')}</code>${
        pair.brightenedBy ? ` (also × <code>${pair.brightenedBy}</code>)` : ''
      }</td>
      <td class="number">${pair.ratio.toFixed(2)}:1</td>
      <td class="number">${pair.ratio >= pair.minimum ? '✓' : '✗'} ≥ ${pair.minimum}:1</td>
    </tr>`,
  );
  return `<table class="contrast">${rows.join('')}</table>`;
}

const SAMPLE = 'Ihr KI-Telefonassistent';

/** One sample per token of a group, drawn with the token itself. */
const samples: Record<string, (token: Token, values: Map<string, string>) => string> = {
  Gradients: (token) =>
    `<figure class="wide"><div class="chip wide-chip" style="background: var(${token.name})"></div><figcaption>${label(token)}</figcaption></figure>`,
  Type: (token) => {
    const style = token.name.startsWith('--font-size-')
      ? `font-size: var(${token.name})`
      : token.name.startsWith('--font-weight-')
        ? `font-size: var(--font-size-xl); font-weight: var(${token.name})`
        : token.name.startsWith('--line-height-')
          ? `line-height: var(${token.name})`
          : token.name === '--letter-spacing-caps'
            ? `text-transform: uppercase; letter-spacing: var(${token.name}); font-weight: var(--font-weight-bold); font-size: var(--font-size-3xs)`
            : token.name === '--underline-offset'
              ? `color: var(--color-accent); text-decoration: underline; text-underline-offset: var(${token.name})`
              : `font-family: var(${token.name})`;
    const text = token.name.startsWith('--line-height-')
      ? 'Wir beraten Unternehmen zu künstlicher Intelligenz und setzen Sprachassistenten um.'
      : SAMPLE;
    const paragraph = token.name.startsWith('--line-height-') ? ' paragraph' : '';
    return `<div class="row"><div class="label">${label(token)}</div><p class="type-sample${paragraph}" style="${style}">${text}</p></div>`;
  },
  Spacing: (token) =>
    `<div class="row"><div class="label">${label(token)}</div><div class="bar" style="width: var(${token.name})"></div></div>`,
  Lines: (token) =>
    token.name.startsWith('--border-width')
      ? `<div class="row"><div class="label">${label(token)}</div><div class="box" style="border: var(${token.name}) solid var(--color-border-strong)"></div></div>`
      : token.name.startsWith('--focus-ring')
        ? `<div class="row"><div class="label">${label(token)}</div><span class="sample-button" style="outline: var(--focus-ring); outline-offset: var(--focus-ring-offset)">Fokus</span></div>`
        : `<div class="row"><div class="label">${label(token)}</div><div class="box" style="width: var(${token.name}); height: var(${token.name}); background: var(--color-text)"></div></div>`,
  Radii: (token) =>
    `<div class="row"><div class="label">${label(token)}</div><div class="box" style="border-radius: var(${token.name})"></div></div>`,
  Effects: (token) =>
    `<div class="row"><div class="label">${label(token)}</div><span class="sample-button" style="${
      token.name.startsWith('--brightness-')
        ? `filter: brightness(var(${token.name}))`
        : `opacity: var(${token.name})`
    }">Senden</span></div>`,
  Shadows: (token) =>
    `<div class="row"><div class="label">${label(token)}</div><div class="box shadow-box" style="box-shadow: var(${token.name})${
      token.name === '--shadow-orb' ? '; border-radius: 50%; background: var(--gradient-orb)' : ''
    }"></div></div>`,
  Motion: (token, values) => {
    if (token.name.startsWith('--duration-')) {
      const ms = parseFloat(resolve(token.value, values)) * (token.value.endsWith('ms') ? 1 : 1000);
      return `<div class="row"><div class="label">${label(token)}</div><div class="bar" style="width: ${ms / 25}rem"></div></div>`;
    }
    return `<div class="row"><div class="label">${label(token)}</div>${easingCurve(resolve(token.value, values))}</div>`;
  },
  Layers: (token, values) =>
    `<div class="row"><div class="label">${label(token)}</div><div class="bar layer" style="width: ${Number(resolve(token.value, values)) / 5}rem"></div></div>`,
};

/** An easing as the curve of progress over time, drawn from its cubic-bezier points. */
function easingCurve(value: string) {
  const keywords: Record<string, number[]> = {
    ease: [0.25, 0.1, 0.25, 1],
    linear: [0, 0, 1, 1],
  };
  const points =
    keywords[value] ??
    value
      .match(/cubic-bezier\(([^)]*)\)/)?.[1]
      ?.split(',')
      .map(Number);
  if (!points) throw new Error(`Cannot draw the easing ${value}.`);
  const [x1, y1, x2, y2] = points.map((n) => n * 100);
  return `<svg class="curve" viewBox="-4 -4 108 108"><path d="M0 100 C${x1} ${100 - y1!} ${x2} ${100 - y2!} 100 0" /></svg>`;
}

function section(title: string, tokens: Token[], values: Map<string, string>) {
  if (title === 'Colour') return swatches(tokens, values);
  const sample = samples[title];
  const body = sample
    ? tokens.map((token) => sample(token, values)).join('')
    : `<table class="plain">${tokens.map((token) => `<tr><td>${label(token)}</td></tr>`).join('')}</table>`;
  return `<div class="samples ${title.toLowerCase()}">${body}</div>`;
}

function specimen(scopes: TokenScope[], css: string): string {
  const site = scopes.find((scope) => scope.selector === SITE)!;
  const light = scopes.find((scope) => scope.selector === LIGHT);
  const values = schemeValues(scopes);
  const unknown = site.tokens.filter((token) => !groupOf(token.name));
  if (unknown.length > 0)
    throw new Error(`No group for ${unknown.map((token) => token.name).join(', ')}.`);
  const groups = TOKEN_GROUPS.map(({ title }) => {
    const tokens = site.tokens.filter((token) => groupOf(token.name) === title);
    return `<section><h2>${title}</h2>${section(title, tokens, values)}</section>`;
  });
  // The scheme's own tokens set on its section, so everything inside it is drawn as that scheme.
  const lightSection = light
    ? `<section class="scheme" style="${escape(light.tokens.map(({ name, value }) => `${name}: ${value}`).join('; '))}">
        <h2>Light scheme of the development tools (<code>${escape(LIGHT)}</code>)</h2>
        ${swatches(light.tokens, schemeValues(scopes, LIGHT))}
        <h3>Contrast</h3>${contrastTable(scopes, LIGHT)}
      </section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<style>${css}</style>
<style>
  body { margin: 0; background: var(--color-bg); color: var(--color-text); font-family: var(--font-sans); font-size: var(--font-size-base); line-height: var(--line-height-body); }
  main { padding: var(--space-40); }
  h1 { margin: 0; font-size: var(--font-size-4xl); line-height: var(--line-height-heading); }
  h2 { margin: var(--space-40) 0 var(--space-16); padding-bottom: var(--space-8); border-bottom: var(--border-width) solid var(--color-border); font-size: var(--font-size-3xl); }
  h3 { margin: var(--space-24) 0 var(--space-12); font-size: var(--font-size-lg); }
  .lead { margin: var(--space-8) 0 0; color: var(--color-text-muted); }
  code { font-size: var(--font-size-2xs); }
  .swatches { display: grid; grid-template-columns: repeat(5, 1fr); gap: var(--space-12); }
  .swatch { margin: 0; padding: var(--space-12); border: var(--border-width) solid var(--color-border); border-radius: var(--radius-md); background: var(--color-surface); }
  .chip { height: 2.5rem; border: var(--border-width) solid var(--color-border); border-radius: var(--radius-sm); }
  figcaption { display: grid; margin-top: var(--space-8); overflow-wrap: anywhere; }
  .name { color: var(--color-text); font-weight: var(--font-weight-semibold); }
  .value, .ratio { color: var(--color-text-muted); font-size: var(--font-size-3xs); }
  .samples { display: grid; grid-template-columns: repeat(2, 1fr); gap: var(--space-8) var(--space-40); }
  .samples.type { grid-template-columns: 1fr; }
  .samples.gradients { grid-template-columns: repeat(3, 1fr); gap: var(--space-16); }
  .row { display: grid; grid-template-columns: 16rem 1fr; gap: var(--space-24); align-items: center; }
  .label { display: grid; }
  .type-sample { margin: 0; white-space: nowrap; }
  .type-sample.paragraph { max-width: 24rem; white-space: normal; background: var(--color-surface); }
  .bar { height: var(--space-16); background: var(--color-accent); border-radius: var(--radius-sm); }
  .bar.layer { background: var(--color-accent-2); }
  .box { width: 6rem; height: 4rem; background: var(--color-surface-raised); border: var(--border-width) solid var(--color-border); }
  .shadow-box { border: 0; }
  .wide { margin: 0; }
  .wide-chip { height: 3rem; }
  .sample-button { justify-self: start; padding: var(--space-10) var(--space-24); border-radius: var(--radius-pill); background: var(--gradient-accent); color: var(--color-on-accent); font-weight: var(--font-weight-semibold); }
  .curve { width: 4rem; height: 4rem; fill: none; stroke: var(--color-accent); stroke-width: 3; background: var(--color-surface); }
  table { border-collapse: collapse; width: 100%; }
  td { padding: var(--space-6) var(--space-12); border-bottom: var(--border-width) solid var(--color-border); vertical-align: middle; }
  .plain td { display: grid; }
  .number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .pair { display: inline-block; margin-right: var(--space-4); padding: var(--space-2) var(--space-8); border-radius: var(--radius-sm); font-weight: var(--font-weight-bold); }
  .scheme { margin-top: var(--space-40); padding: 0 var(--space-24) var(--space-24); border-radius: var(--radius-lg); background: var(--color-bg); color: var(--color-text); }
  .scheme h2 { padding-top: var(--space-24); }
</style>
</head>
<body>
<main>
<h1>Design tokens</h1>
<p class="lead">Every token of <code>web/src/styles/tokens.css</code>, drawn with itself at ${WIDTH} px wide (fluid sizes at that width). Made by <code>npm run design:tokens</code>; described in <code>docs/design.md</code>.</p>
${groups.join('\n')}
<section><h2>Contrast the site promises</h2>${contrastTable(scopes, SITE)}</section>
${lightSection}
</main>
</body>
</html>`;
}

const scopes = readTokenScopes();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
  await page.setContent(specimen(scopes, readFileSync(TOKEN_FILE, 'utf8')));
  const png = await page.screenshot({ fullPage: true });
  mkdirSync(dirname(OVERVIEW_FILE), { recursive: true });
  writeFileSync(OVERVIEW_FILE, withText(png, DIGEST_KEYWORD, overviewDigest(scopes)));
  console.log(`design:tokens: wrote ${OVERVIEW_FILE}`);
} finally {
  await browser.close();
}
