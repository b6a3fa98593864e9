import type { Page } from '@playwright/test';
import { watchingFrames } from './frameWatch';

/**
 * The widths every page is read at (docs/decisions/0033-pages-checked-as-seen.md): small and
 * common phones, a tablet upright and across, laptops and desktops. Each with a usual height.
 */
export const geometryViewports = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/**
 * What a visitor of the page at its current viewport cannot read or use, one sentence each
 * (none: the page reads cleanly). Checked in the page, top to bottom:
 * - the page scrolls sideways;
 * - a line of visible text is covered by another element (three points of each line, tested
 *   with elementFromPoint as the page is scrolled through), the sticky header and any other
 *   docked (fixed) element aside;
 * - a line runs out of the box it stands in (the nearest ancestor with a border, a background or
 *   clipped overflow) or is cut by a clipping ancestor, unless truncation is designed
 *   (text-overflow: ellipsis or a line clamp, whose element carries the whole text in `title` or
 *   is a link or button to it);
 * - an interactive target is smaller than 24 × 24 px (WCAG 2.5.8; links inside a sentence are
 *   exempt) or overlaps another;
 * - the page stops scrolling before its end.
 * It waits for a frame at each screen, watched (./frameWatch.ts).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return watchingFrames(page, 'The layout check', readLayout(page));
}

function readLayout(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const viewWidth = document.documentElement.clientWidth;
    const viewHeight = window.innerHeight;
    const tolerance = 1;

    const name = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      return `<${element.localName}${classes ? `.${classes}` : ''}>`;
    };
    const snippet = (text: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      return JSON.stringify(clean.length > 40 ? `${clean.slice(0, 40)}…` : clean);
    };
    const report = (problem: string) => {
      if (!problems.includes(problem)) problems.push(problem);
    };

    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewWidth) report(`the page scrolls sideways: ${scrollWidth} px wide`);

    const style = (element: Element) => getComputedStyle(element);
    const seen = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('svg, noscript, template');
    /** Fixed or sticky: the header, the docked call card. */
    const docked = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const { position } = style(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const clips = (element: Element) => {
      const { overflowX, overflowY } = style(element);
      return overflowX !== 'visible' || overflowY !== 'visible';
    };
    const scrolls = (element: Element) => {
      const { overflowX, overflowY } = style(element);
      return [overflowX, overflowY].some((value) => value === 'auto' || value === 'scroll');
    };
    const isBox = (element: Element) => {
      const computed = style(element);
      return (
        clips(element) ||
        parseFloat(computed.borderTopWidth) > 0 ||
        parseFloat(computed.borderLeftWidth) > 0 ||
        computed.backgroundImage !== 'none' ||
        !/rgba\(.*,\s*0\)|transparent/.test(computed.backgroundColor)
      );
    };
    /** Designed truncation: the rest of the text is one tap away (its title, or its link). */
    const truncates = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const computed = style(node);
        if (
          computed.textOverflow === 'ellipsis' ||
          (computed.webkitLineClamp !== 'none' && computed.webkitLineClamp !== '')
        )
          return node.hasAttribute('title') || node.closest('a[href], button, summary') !== null;
      }
      return false;
    };
    const inside = (line: DOMRect, box: DOMRect) =>
      line.left >= box.left - tolerance &&
      line.right <= box.right + tolerance &&
      line.top >= box.top - tolerance &&
      line.bottom <= box.bottom + tolerance;
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - tolerance &&
      b.left < a.right - tolerance &&
      a.top < b.bottom - tolerance &&
      b.top < a.bottom - tolerance;

    /**
     * Where a line stands among its clipping ancestors: 'hidden' wholly outside one (a carousel's
     * other cards) or in a visually hidden box for screen readers; else the first box it runs
     * out of, if any. A scrolling box ends the search: the rest is reached by scrolling it.
     */
    const placeOf = (element: Element, rect: DOMRect) => {
      // The middle of the line: a display font's glyph box may exceed a tight line height.
      const core = new DOMRect(rect.x, rect.y + rect.height * 0.2, rect.width, rect.height * 0.6);
      let checkedBox = false;
      for (let node: Element | null = element; node && node !== document.body;) {
        if (scrolls(node)) return 'ok';
        const box = node.getBoundingClientRect();
        const clipped = clips(node);
        if (clipped && (box.width <= 2 || box.height <= 2 || !intersects(core, box)))
          return 'hidden';
        if ((clipped || (!checkedBox && isBox(node))) && !inside(core, box))
          return { box: node, cut: clipped };
        if (isBox(node)) checkedBox = true;
        node = node.parentElement;
      }
      return 'ok';
    };

    /** Every line of visible text: its element, its text, its box and its place. */
    const lines = () => {
      const found: {
        element: Element;
        text: string;
        rect: DOMRect;
        place: ReturnType<typeof placeOf>;
      }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const element = node.parentElement;
        if (!element || !text.trim() || element.closest('script, style, textarea, option'))
          continue;
        if (!seen(element)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width < 1 || rect.height < 1) continue;
          found.push({ element, text, rect, place: placeOf(element, rect) });
        }
      }
      return found;
    };

    for (const { element, text, rect, place } of lines()) {
      if (place === 'hidden') continue;
      if (place !== 'ok' && !truncates(element)) {
        const how = place.cut ? 'is cut by' : 'runs out of';
        report(`${snippet(text)} in ${name(element)} ${how} ${name(place.box)}`);
      }
      if (rect.right > viewWidth + tolerance || rect.left < -tolerance)
        report(`${snippet(text)} in ${name(element)} runs out of the viewport`);
    }

    // Covered: the page scrolled through one screen at a time below what is docked at the top.
    // Every element takes part in hit testing, so elementFromPoint returns what is painted on
    // top: an overlay that lets clicks through (pointer-events: none) still covers, or is, text.
    const root = document.documentElement;
    // A constructed sheet: the site's policy refuses a <style> element of the test's.
    const hitTesting = new CSSStyleSheet();
    hitTesting.replaceSync(
      '* { pointer-events: auto !important; scroll-behavior: auto !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hitTesting];
    const startY = window.scrollY;
    const topDock = () =>
      Math.max(
        0,
        ...[...document.querySelectorAll('header, [class*="header"]')]
          .filter((element) => docked(element) && seen(element))
          .map((element) => element.getBoundingClientRect().bottom)
          .filter((bottom) => bottom < viewHeight / 2),
      );
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
    let reached = -1;
    for (let y = 0; ;) {
      window.scrollTo(0, y);
      await frame();
      const top = window.scrollY === 0 ? 0 : topDock();
      for (const { element, text, rect, place } of lines()) {
        if (place === 'hidden' || rect.top < top || rect.bottom > viewHeight) continue;
        const middle = rect.top + rect.height / 2;
        const points = [rect.left + 2, rect.left + rect.width / 2, rect.right - 2];
        for (const x of points) {
          if (x < 0 || x >= viewWidth) continue;
          const hit = document.elementFromPoint(x, middle);
          if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
          const dock = docked(hit);
          if (dock && !dock.contains(element)) continue;
          report(`${snippet(text)} in ${name(element)} is covered by ${name(hit)}`);
          break;
        }
      }
      // The end: the last screen, by the window's height now; or where the page stops moving
      // on, which no longer loops for ever but is said.
      const bottom = root.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom) break;
      if (window.scrollY <= reached) {
        report(`the page stops scrolling at ${Math.round(window.scrollY)} px of ${bottom}`);
        break;
      }
      reached = window.scrollY;
      y = window.scrollY + Math.max(100, viewHeight - topDock() - 20);
    }
    window.scrollTo(0, startY);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
      (sheet) => sheet !== hitTesting,
    );

    // Targets: at least 24 × 24 px, none over another.
    const targets = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => seen(element) && !element.closest('[aria-hidden="true"], [inert]'));
    const inSentence = (element: Element) =>
      style(element).display === 'inline' &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    const boxes = targets.map((element) => ({
      element,
      rect: element.getBoundingClientRect(),
    }));
    for (const { element, rect } of boxes) {
      if (rect.width === 0 && rect.height === 0) continue;
      if ((rect.width < 24 - tolerance || rect.height < 24 - tolerance) && !inSentence(element))
        report(
          `${name(element)} ${snippet(element.textContent || element.getAttribute('aria-label') || '')} is ${Math.round(rect.width)} × ${Math.round(rect.height)} px, under 24 × 24`,
        );
    }
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.element.closest('label')?.contains(b.element)) continue;
        if (intersects(a.rect, b.rect)) report(`${name(a.element)} and ${name(b.element)} overlap`);
      }
    }
    return problems;
  });
}
