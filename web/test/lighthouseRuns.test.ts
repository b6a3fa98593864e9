import { describe, expect, it } from 'vitest';
import { measureUntilDecided, type Round } from '../../scripts/gates/lighthouseRuns';

// The Lighthouse gate's rounds, with a stand-in for the measurement: each route's runs are
// counted, and whether a route is over a limit is decided by the test from those counts.
const routes = ['/', '/journey', '/about'];

async function rounds(isOverLimit: (route: string, runs: Map<string, number>) => boolean) {
  const runs = new Map<string, number>([['reference', 0], ...routes.map((r) => [r, 0] as const)]);
  const measured: Round[] = [];
  await measureUntilDecided({
    routes,
    firstRuns: 1,
    moreRuns: 4,
    isOverLimit: (route) => isOverLimit(route, runs),
    measure: async (round) => {
      measured.push(round);
      for (const key of ['reference', ...round.routes]) runs.set(key, runs.get(key)! + 1);
    },
  });
  return { measured, runs };
}

describe('the Lighthouse gate’s rounds', () => {
  it('measure every route once, with every category, when each is within its limits', async () => {
    const { measured } = await rounds(() => false);
    expect(measured).toEqual([{ routes, first: true, label: 'run 1 of 1' }]);
  });

  it('measure a route over a limit four more times with the reference, and only that route', async () => {
    const { measured, runs } = await rounds((route) => route === '/journey');
    expect(measured.slice(1).map((round) => round.routes)).toEqual(Array(4).fill(['/journey']));
    expect(measured.slice(1).every((round) => !round.first)).toBe(true);
    expect(Object.fromEntries(runs)).toEqual({ reference: 5, '/': 1, '/journey': 5, '/about': 1 });
  });

  it('measure again a route the reference’s new runs put over a limit, and then stop', async () => {
    // `/about` passes against one run of the reference, and is over a limit against five.
    const { measured, runs } = await rounds(
      (route, runs) => route === '/journey' || (route === '/about' && runs.get('reference')! > 1),
    );
    expect(measured.map((round) => round.routes)).toEqual([
      routes,
      ...Array(4).fill(['/journey']),
      ...Array(4).fill(['/about']),
    ]);
    expect(Object.fromEntries(runs)).toEqual({ reference: 9, '/': 1, '/journey': 5, '/about': 5 });
  });
});
