// The key-stats carousel on the home page: the index cycles modulo the
// card count, and after each move it locks for 1200 ms so one wheel flick moves one card.
import { and, assign, setup } from 'xstate';

const DEFAULT_CARD_COUNT = 4;
/** The wheel moves the carousel only on viewports wider than this (px). */
const WHEEL_MIN_WIDTH = 768;

export interface StatsCarouselInput {
  count?: number;
}

export interface StatsCarouselContext {
  index: number;
  count: number;
}

export type StatsCarouselEvent =
  | { type: 'next' }
  | { type: 'previous' }
  /** deltaY as in WheelEvent; width is the viewport width when the wheel turned. */
  | { type: 'wheel'; deltaY: number; width: number };

export const statsCarouselMachine = setup({
  types: {
    context: {} as StatsCarouselContext,
    events: {} as StatsCarouselEvent,
    input: {} as StatsCarouselInput,
    tags: {} as 'locked',
  },
  actions: {
    move: assign({
      index: ({ context }, params: { step: 1 | -1 }) =>
        (context.index + params.step + context.count) % context.count,
    }),
  },
  guards: {
    // Phones and tablets scroll the page with the wheel instead. The web app may provide its own
    // check (e.g. a media query) in place of the width sent with the event.
    wheelEnabled: ({ event }) => event.type === 'wheel' && event.width > WHEEL_MIN_WIDTH,
    wheelForward: ({ event }) => event.type === 'wheel' && event.deltaY > 0,
    wheelBackward: ({ event }) => event.type === 'wheel' && event.deltaY < 0,
  },
  delays: {
    lock: 1200,
  },
}).createMachine({
  id: 'statsCarousel',
  context: ({ input }) => ({ index: 0, count: cardCount(input.count) }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        next: { target: 'locked', actions: { type: 'move', params: { step: 1 } } },
        previous: { target: 'locked', actions: { type: 'move', params: { step: -1 } } },
        wheel: [
          {
            guard: and(['wheelEnabled', 'wheelForward']),
            target: 'locked',
            actions: { type: 'move', params: { step: 1 } },
          },
          {
            guard: and(['wheelEnabled', 'wheelBackward']),
            target: 'locked',
            actions: { type: 'move', params: { step: -1 } },
          },
        ],
      },
    },
    // Every move is ignored until the lock delay has passed.
    locked: {
      tags: ['locked'],
      after: { lock: 'ready' },
    },
  },
});

function cardCount(count: number | undefined): number {
  return count !== undefined && Number.isFinite(count) && count >= 1
    ? Math.floor(count)
    : DEFAULT_CARD_COUNT;
}
