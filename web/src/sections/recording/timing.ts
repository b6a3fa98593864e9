// The arithmetic of the sample conversation's player (./player.ts), free of the DOM so that it is
// tested with plain numbers (web/test/recordingTiming.test.ts).

/** Seconds as a clock shows them: 0:07, 1:05, 12:00; rounded down, never negative. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The line being spoken at `time`: the one whose start passed last, -1 before the first start.
 * Lines without a start are never the one; starts out of order count as written (the Studio
 * warns about them), the later of two equal starts wins.
 */
export function activeLine(starts: readonly (number | undefined)[], time: number): number {
  let active = -1;
  let latest = -Infinity;
  starts.forEach((start, index) => {
    if (start !== undefined && start <= time && start >= latest) {
      active = index;
      latest = start;
    }
  });
  return active;
}

/**
 * The loudest sample of each of `bars` equal slices of the samples, as fractions of the loudest
 * of all (0 to 1): the waveform's bar heights. Silence stays 0; no slice is left empty.
 */
export function peaksOf(samples: Float32Array, bars: number): number[] {
  const peaks = Array.from({ length: bars }, (_, bar) => {
    const from = Math.floor((bar * samples.length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * samples.length) / bars));
    let peak = 0;
    for (let index = from; index < to && index < samples.length; index += 1)
      peak = Math.max(peak, Math.abs(samples[index]!));
    return peak;
  });
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => peak / loudest) : peaks;
}

/** Where a seek key takes the recording: a step of 5 s, a tenth with Page keys, the ends. */
export function seekByKey(key: string, time: number, duration: number): number | undefined {
  const known = Number.isFinite(duration) && duration > 0;
  const clamp = (target: number) => Math.max(0, known ? Math.min(duration, target) : target);
  const tenth = known ? duration / 10 : 10;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(time + 5);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(time - 5);
    case 'PageUp':
      return clamp(time + tenth);
    case 'PageDown':
      return clamp(time - tenth);
    case 'Home':
      return 0;
    case 'End':
      return known ? duration : undefined;
    default:
      return undefined;
  }
}
