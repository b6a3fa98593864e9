/**
 * Each bar's height as a share of the tallest (0 to 1), so the chart fills its height whatever the
 * values' scale. Values below zero count as zero; where no value is above zero every bar is empty.
 */
export function barShares(values: readonly (number | null | undefined)[]): number[] {
  const counted = values.map((value) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.max(value, 0) : 0,
  );
  const tallest = Math.max(0, ...counted);
  return counted.map((value) => (tallest === 0 ? 0 : value / tallest));
}
