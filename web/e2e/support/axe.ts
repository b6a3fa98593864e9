import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (with the 2.0 and 2.1 rules it builds on) and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Label in Name (WCAG 2.5.3): a control whose accessible name is set apart from its visible
 * text must contain that text. axe ships the rule as experimental, off unless named here.
 */
const extraRules = { 'label-content-name-mismatch': { enabled: true } };

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** What a developer needs to act: the rule, its impact and help, and every failing element. */
function describe(violations: Violation[]) {
  return violations
    .map(({ id, impact, help, helpUrl, nodes }) =>
      [
        `${id} (${impact}): ${help} ${helpUrl}`,
        ...nodes.map(({ target, html, failureSummary }) => {
          const why = failureSummary
            ?.split('\n')
            .slice(1)
            .map((line) => line.trim());
          return `  ${target.join(' ')}  ${html.slice(0, 100)}\n    ${why?.join('; ')}`;
        }),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * axe's violations on the whole page (or on `include` only), by the rules above. In legacy mode
 * axe runs in the page itself; the default mode opens a blank page in the context to combine
 * the results of cross-origin frames (300 ms a run), and the site's pages have none. Only
 * violations are collected in full: axe then skips describing every element that passed (a
 * fifth of a run), which no test reads.
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
    .options({ rules: extraRules, resultTypes: ['violations'] })
    .withTags(tags)
    .setLegacyMode(true);
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}

/**
 * Runs axe on the whole page (or on `include` only) and expects no violation. Logs a one-line
 * summary, so CI logs show what was checked, and waits for running transitions (a revealed
 * step fading in) first, since a half-faded element has a contrast it never shows for long.
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const violations = await axeViolations(page, include);
  console.log(`axe ${label}: ${violations.length} violations`);
  expect(
    violations.map(({ id }) => id),
    describe(violations),
  ).toEqual([]);
}
