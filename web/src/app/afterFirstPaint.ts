/** Runs the callback once the browser has painted the page; returns a cancel function. */
export function afterFirstPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before a paint; the task queued from it runs after that paint.
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

/**
 * Runs the callback once the page has shown its first content. The Paint Timing entry says so
 * directly (and arrives even in a background tab, where frames never come); browsers without it
 * wait for the next paint.
 */
export function afterFirstContentfulPaint(callback: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    afterFirstPaint(callback);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}
