import { statsCarouselMachine } from '@site/machines/statsCarousel';
import { useLayoutEffect } from 'react';
import { useSiteMachine } from '../lib/useSiteMachine';
import type { LiveCarousel } from './StatsCarousel';

// The key figures' carousel machine, with XState: loaded by ./StatsCarousel.tsx when the
// carousel comes into view or is first used (web/src/lib/codeOnUse.ts).

/** The carousel machine, run beside the carousel's cards: it hands up the current card. */
export default function LiveStatsCarousel({
  count,
  onChange,
}: {
  count: number;
  onChange: (carousel: LiveCarousel) => void;
}) {
  const [snapshot, send] = useSiteMachine(statsCarouselMachine, { input: { count } });
  const { index } = snapshot.context;
  useLayoutEffect(() => onChange({ index, send }), [index, send, onChange]);
  return null;
}
