/**
 * Resolves in a task of its own, so the browser can paint and answer input in between: the
 * storefront's start is a row of short steps rather than one long block (Total Blocking Time).
 * A message to ourselves (no 4 ms timer clamp), else a timer. Not `scheduler.yield()`: its
 * continuations go ahead of the browser's other tasks, so the shop's answer, often there during
 * the start, waited until every step was done, and the first render showed the page without it;
 * with a message it goes into the store between two steps and the first render shows it (a
 * category of 2,000 placements painted 30 to 50 ms sooner after its answer, bench machine).
 */
export function nextTask(): Promise<void> {
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
