/**
 * Resolves in a task of its own, so the browser can paint and answer input in between: the
 * storefront's start is a row of short steps rather than one long block (Total Blocking Time).
 * `scheduler.yield()` where the browser has it (it keeps the steps ahead of other work), else a
 * message to ourselves (no 4 ms timer clamp), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
