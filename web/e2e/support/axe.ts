import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (with the 2.0 and 2.1 rules it builds on) and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
  const builder = new AxeBuilder({ page }).withTags(tags);
  const { violations, passes } = await (include ? builder.include(include) : builder).analyze();
  console.log(`axe ${label}: ${violations.length} violations, ${passes.length} rules passed`);
  expect(
    violations.map(({ id }) => id),
    describe(violations),
  ).toEqual([]);
}
