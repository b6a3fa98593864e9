import { useEffect, useState } from 'react';

/** Seconds as the call's clock shows them: `m:ss`, e.g. 0:07, 4:59, 12:00. */
export function formatCallTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Whole seconds since `since` (a Date.now() value), updated every second; null without it.
 * Counted from the clock, not from the ticks, so a late or skipped tick (a throttled tab) never
 * makes the shown time fall behind.
 */
export function useElapsedSeconds(since: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    // Until the first tick, `now` is older than `since` and the call shows 0:00.
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : Math.max(0, Math.floor((now - since) / 1000));
}
