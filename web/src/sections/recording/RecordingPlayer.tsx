import { useEffect } from 'react';

// What every page built from sections carries of the sample conversation's player: this much.
// Its code (./player.ts) loads only where the section has a recording, and only once the section
// comes near the viewport; until then, and without JavaScript, the browser's own player plays it.

/** How far below the viewport the section may still be when the player's code starts loading. */
const NEAR = '200px';

/**
 * Gives the recording in the element `sectionId` (prerendered or rendered by the app) its player
 * once it comes near the viewport. Renders nothing itself.
 */
export function RecordingPlayer({ sectionId }: { sectionId: string }) {
  useEffect(() => {
    const root = document.getElementById(sectionId);
    if (!root?.querySelector('.recording__audio')) return;
    let release: (() => void) | undefined;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./player').then(({ enhanceRecording }) => {
          if (!gone) release = enhanceRecording(root);
        });
      },
      { rootMargin: NEAR },
    );
    // The wrapper lays nothing out (display: contents), so it never intersects: its section does.
    observer.observe(root.querySelector('.sample-conversation') ?? root);
    return () => {
      gone = true;
      observer.disconnect();
      release?.();
    };
  }, [sectionId]);
  return null;
}
