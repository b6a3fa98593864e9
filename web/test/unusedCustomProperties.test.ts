import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from '../scripts/unusedCustomProperties';

describe('the custom properties a page keeps inline', () => {
  const tokens =
    ':root{--blue:#00f;--accent:var(--blue);--red:red;--space:4px;--unused:1px}@media (prefers-contrast:more){:root{--red:#f00;--unused:2px}}';

  it('are those a rule reads, and those they name in turn; the rest go, with rules left empty', () => {
    const css = withoutUnusedCustomProperties(`${tokens}a{color:var(--accent)}`, '<a>x</a>');
    expect(css).toBe(':root{--blue:#00f;--accent:var(--blue)}a{color:var(--accent)}');
  });

  it('are also those the markup reads, in a style attribute or a <noscript> style', () => {
    const markup =
      '<p style="color:var(--red)"></p><noscript><style>p{gap:var(--space)}</style></noscript>';
    const css = withoutUnusedCustomProperties(tokens, markup);
    expect(css).toBe(
      ':root{--red:red;--space:4px}@media (prefers-contrast:more){:root{--red:#f00}}',
    );
  });

  it('leave every other rule as it is', () => {
    const css = '@font-face{font-family:A;src:url(a.woff2)}h1{margin:0}';
    expect(withoutUnusedCustomProperties(css, '')).toBe(css);
  });
});
