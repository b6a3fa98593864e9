import { describe, expect, it } from 'vitest';
import { activeLine, clockTime, peaksOf, seekByKey } from '../src/sections/recording/timing';

// The sample conversation player's arithmetic (web/src/sections/recording/timing.ts), at chosen
// moments of a recording: no clock runs.

const starts = [0, 5.9, 10, 16.3];

describe('the line being spoken', () => {
  it('is the last whose start has passed', () => {
    expect(activeLine(starts, 0)).toBe(0);
    expect(activeLine(starts, 5.89)).toBe(0);
    expect(activeLine(starts, 5.9)).toBe(1);
    expect(activeLine(starts, 12)).toBe(2);
    expect(activeLine(starts, 999)).toBe(3);
  });

  it('is none before the first start, and never a line without a start', () => {
    expect(activeLine([2, 4], 1.5)).toBe(-1);
    expect(activeLine([0, undefined, 8], 5)).toBe(0);
    expect(activeLine([undefined, undefined], 5)).toBe(-1);
  });

  it('with starts out of order, is the line whose start passed last', () => {
    expect(activeLine([0, 10, 6], 7)).toBe(2);
    expect(activeLine([0, 10, 6], 11)).toBe(1);
  });
});

describe('the clock', () => {
  it('shows minutes and seconds, rounded down', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(5.9)).toBe('0:05');
    expect(clockTime(65)).toBe('1:05');
    expect(clockTime(720)).toBe('12:00');
    expect(clockTime(Number.NaN)).toBe('0:00');
    expect(clockTime(-3)).toBe('0:00');
  });
});

describe('the waveform', () => {
  it('is the loudest sample of each slice, as a fraction of the loudest', () => {
    const samples = new Float32Array([0.1, -0.5, 0.25, 0, 0, 0, -0.2, 0.1]);
    const peaks = peaksOf(samples, 4);
    [1, 0.5, 0, 0.4].forEach((expected, bar) => expect(peaks[bar]).toBeCloseTo(expected, 6));
  });

  it('stays flat for silence and fills every bar of a short recording', () => {
    expect(peaksOf(new Float32Array(10), 3)).toEqual([0, 0, 0]);
    expect(peaksOf(new Float32Array([0.5, 1]), 4)).toHaveLength(4);
  });
});

describe('seeking by key', () => {
  it('steps 5 s with the arrows, a tenth with Page keys, and goes to the ends', () => {
    expect(seekByKey('ArrowRight', 10, 40)).toBe(15);
    expect(seekByKey('ArrowLeft', 3, 40)).toBe(0);
    expect(seekByKey('ArrowUp', 38, 40)).toBe(40);
    expect(seekByKey('PageUp', 10, 40)).toBe(14);
    expect(seekByKey('PageDown', 10, 40)).toBe(6);
    expect(seekByKey('Home', 10, 40)).toBe(0);
    expect(seekByKey('End', 10, 40)).toBe(40);
    expect(seekByKey('a', 10, 40)).toBeUndefined();
  });

  it('goes forward without a known length, but not to an end it does not know', () => {
    expect(seekByKey('ArrowRight', 0, Number.NaN)).toBe(5);
    expect(seekByKey('End', 0, Number.NaN)).toBeUndefined();
  });
});
