/**
 * Resolves in a task of its own, so the browser can handle input and paint in between: a channel
 * message, as in React's scheduler (setTimeout is throttled in a background tab and stopped by a
 * paused clock). The channel closes at once: an open one keeps Node, which prerenders, alive.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
