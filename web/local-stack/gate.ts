// The one waiting line of the local stack, in front of work that may run only so many at once:
// image conversions, the GROQ workers' queries and filters, the mailbox's quota checks. Why it is
// fair among clients: docs/decisions/0032-stand-ins-for-one-developer.md.

/**
 * At most `concurrent` tasks run at once and `waiting` wait. The line is fair among clients
 * (./clients.ts): each client waits in a line of its own, at most `perClient` long, and the
 * clients take turns, so one client's flood holds another's task behind at most one task of
 * each client ahead of it, however many it sends. A client's own tasks run in the order they
 * came. run() resolves undefined for a caller past its line, and rejects with the signal's
 * reason when the signal aborts while the task waits (it never runs, and its place is free).
 */
export function createGate(concurrent: number, waiting = Infinity, perClient = Infinity) {
  let running = 0;
  let queued = 0;
  /** The waiting, by client; a client with none waiting has no entry. Map order is the turn. */
  const lines = new Map<string, (() => void)[]>();

  /** The first waiting task of the client whose turn it is; that client goes to the back. */
  const nextTurn = () => {
    for (const [client, line] of lines) {
      const turn = line.shift();
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      queued -= 1;
      return turn;
    }
    return undefined;
  };

  return {
    async run<T>(
      task: () => Promise<T>,
      signal?: AbortSignal,
      client = '',
    ): Promise<T | undefined> {
      signal?.throwIfAborted();
      if (running >= concurrent) {
        const line = lines.get(client) ?? [];
        if (queued >= waiting || line.length >= perClient) return undefined;
        // A finishing task hands its place straight to the next in turn (see finally).
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal?.removeEventListener('abort', leave);
            resolve();
          };
          const leave = () => {
            line.splice(line.indexOf(turn), 1);
            queued -= 1;
            if (line.length === 0 && lines.get(client) === line) lines.delete(client);
            reject(signal?.reason);
          };
          line.push(turn);
          queued += 1;
          if (!lines.has(client)) lines.set(client, line);
          signal?.addEventListener('abort', leave, { once: true });
        });
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        const next = nextTurn();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
