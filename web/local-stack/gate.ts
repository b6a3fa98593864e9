/**
 * The one waiting line of the local stack, in front of work that may run only so many at once:
 * image conversions, the GROQ worker's queries, the mailbox's quota checks. At most `concurrent`
 * tasks run at once and `waiting` wait, served in the order they came; run() resolves undefined
 * for a caller past the line, and rejects with the signal's reason when the signal aborts while
 * the task waits (it never runs, and its place is free).
 */
export function createGate(concurrent: number, waiting = Infinity) {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T | undefined> {
      signal?.throwIfAborted();
      if (running >= concurrent) {
        if (queue.length >= waiting) return undefined;
        // A finishing task hands its place straight to the first in line (see finally).
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal?.removeEventListener('abort', leave);
            resolve();
          };
          const leave = () => {
            queue.splice(queue.indexOf(turn), 1);
            reject(signal?.reason);
          };
          queue.push(turn);
          signal?.addEventListener('abort', leave, { once: true });
        });
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
