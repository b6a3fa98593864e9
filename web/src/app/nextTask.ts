/**
 * Resolves in a task of its own, so the browser can handle input and paint in between. A message
 * to a channel, as in React's scheduler: setTimeout would be throttled in a background tab, and
 * stopped by a paused clock.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
