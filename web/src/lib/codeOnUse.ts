import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { HELD_ATTRIBUTE } from './earlyTaps';

/** Why the code could not be fetched: the network is gone, or another failure. */
export type CodeUnreachable = 'offline' | 'failed';

/**
 * A part of a page whose machines (and XState with them) load on first use, not with the page:
 * the voice demo's call, the contact form, the key figures' carousel
 * (docs/decisions/0043-code-per-page.md). Until the code has come the part renders a view of its
 * own, equal to the machine's first one, and holds what the visitor asks for meanwhile: the
 * control that asked is marked as the page's script marks a tap before the app (`data-held`,
 * `aria-busy`, web/scripts/startScript.ts), and once the machine runs, `replay` sends the held
 * events to it in order. The code loads once: on the first `hold` or `load`, when `inView` comes
 * into view, or at once with `atOnce` (in development, for the machine inspector). A failed load
 * lets the held controls go and says why (`unreachable`); the next use fetches again.
 */
export function useCodeOnUse<TEvent, TCode>(
  importCode: () => Promise<TCode>,
  { atOnce = false, inView }: { atOnce?: boolean; inView?: RefObject<Element | null> } = {},
) {
  const [code, setCode] = useState<TCode | null>(null);
  const [unreachable, setUnreachable] = useState<CodeUnreachable | null>(null);
  const loading = useRef(false);
  const pending = useRef<{ event: TEvent; control: HTMLElement | null }[]>([]);
  const releaseHeld = useCallback(() => {
    const held = pending.current.splice(0);
    for (const { control } of held) {
      control?.removeAttribute(HELD_ATTRIBUTE);
      control?.removeAttribute('aria-busy');
    }
    return held;
  }, []);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    importCode().then(
      (loaded) => setCode(() => loaded),
      () => {
        loading.current = false;
        // Only a visitor who asked for something is told; a load on coming into view is silent.
        if (releaseHeld().length > 0) setUnreachable(navigator.onLine ? 'failed' : 'offline');
      },
    );
  }, [importCode, releaseHeld]);
  /** Holds `event` until the code runs; a second use of a control already held is the same. */
  const hold = useCallback(
    (event: TEvent, control: HTMLElement | null = null) => {
      if (control && pending.current.some((held) => held.control === control)) return;
      pending.current.push({ event, control });
      control?.setAttribute(HELD_ATTRIBUTE, '');
      control?.setAttribute('aria-busy', 'true');
      setUnreachable(null);
      load();
    },
    [load],
  );
  /** Sends what was held, in order, and lets the held controls go. */
  const replay = useCallback(
    (send: (event: TEvent) => void) => {
      for (const { event } of releaseHeld()) send(event);
    },
    [releaseHeld],
  );
  useEffect(() => {
    if (atOnce) load();
  }, [atOnce, load]);
  useEffect(() => {
    const element = inView?.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, load]);
  return { code, unreachable, load, hold, replay };
}
