/** One round of the Lighthouse gate: the reference page and each of `routes`, measured once. */
export type Round = {
  routes: string[];
  /** The gate's first round, in which the categories besides performance run too. */
  first: boolean;
  /** What the round is, for the log. */
  label: string;
};

/**
 * The Lighthouse gate's rounds (scripts/gates/lighthouse.ts): `firstRuns` of every route, then
 * `moreRuns` more of each route over a limit, judged on the median of all. Those rounds measure
 * the reference again too, which moves its median and may put another route over a limit: that
 * route is then measured again in turn. No route is measured again twice, so the rounds end.
 */
export async function measureUntilDecided({
  routes,
  firstRuns,
  moreRuns,
  isOverLimit,
  measure,
}: {
  routes: string[];
  firstRuns: number;
  moreRuns: number;
  /** Whether the runs so far put a route over a limit. */
  isOverLimit: (route: string) => boolean;
  measure: (round: Round) => Promise<void>;
}) {
  for (let run = 1; run <= firstRuns; run++) {
    await measure({ routes, first: run === 1, label: `run ${run} of ${firstRuns}` });
  }
  const measuredAgain = new Set<string>();
  const doubtful = () => routes.filter((route) => !measuredAgain.has(route) && isOverLimit(route));
  for (let again = doubtful(); again.length > 0; again = doubtful()) {
    for (let run = 1; run <= moreRuns; run++) {
      const label = `measures again (${run} of ${moreRuns}): ${again.join(', ')}`;
      await measure({ routes: again, first: false, label });
    }
    for (const route of again) measuredAgain.add(route);
  }
}
