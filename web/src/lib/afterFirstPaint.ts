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
