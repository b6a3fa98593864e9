/** A place held until its holder lets it go; releasing it twice frees it once. */
export type Place = { release: () => void };

/** Why no place was given: the key holds its share already, or every place is taken. */
export type NoPlace = 'keyFull' | 'full';

/**
 * Places that one key (a client's address, a preview session, a client of the stand-ins) may
 * hold `perKey` of, and all keys together `total` of: what keeps one client from taking what
 * the others need. The server's connections per address (./requestLimits.ts), preview mode's
 * live channels (./preview/liveChanges.ts) and the stand-ins' listeners
 * (web/local-stack/listeners.ts) are held this way. A key that holds none is not kept.
 */
export function createPlaces({ perKey, total = Infinity }: { perKey: number; total?: number }) {
  const held = new Map<string, number>();
  let taken = 0;
  return {
    take(key: string): Place | NoPlace {
      const ofKey = held.get(key) ?? 0;
      if (ofKey >= perKey) return 'keyFull';
      if (taken >= total) return 'full';
      held.set(key, ofKey + 1);
      taken += 1;
      let holding = true;
      return {
        release() {
          if (!holding) return;
          holding = false;
          taken -= 1;
          const left = (held.get(key) ?? 1) - 1;
          if (left > 0) held.set(key, left);
          else held.delete(key);
        },
      };
    },
    /** How many places `key` holds now. */
    heldBy: (key: string) => held.get(key) ?? 0,
  };
}
