/**
 * Resolves in a task of its own, so the browser can handle input and paint in between. A message
 * to a channel, as in React's scheduler: setTimeout would be throttled in a background tab, and
 * stopped by a paused clock. The channel is closed at once (in Node, where the page is
 * prerendered, an open one would keep the process alive).
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
