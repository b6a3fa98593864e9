import { describe, expect, it } from 'vitest';
import { barShares } from '../src/pages/analytics/barShares';

// The analytics chart's columns (web/src/pages/analytics/BarChart.tsx): each as tall as its value
// is of the tallest, whatever the editors' scale.

describe('barShares', () => {
  it('gives the tallest value the whole height and the others their share of it', () => {
    expect(barShares([50, 100, 25])).toEqual([0.5, 1, 0.25]);
    expect(barShares([3, 12])).toEqual([0.25, 1]);
  });

  it('draws an empty column for a missing or negative value, and for zero', () => {
    expect(barShares([null, -4, 0, 8, undefined])).toEqual([0, 0, 0, 1, 0]);
  });

  it('draws every column empty where no value is above zero', () => {
    expect(barShares([0, 0])).toEqual([0, 0]);
    expect(barShares([])).toEqual([]);
  });
});
