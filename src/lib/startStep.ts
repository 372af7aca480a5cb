import { nextTask } from './nextTask';

/**
 * One step of the storefront's start, in a task of its own (after the browser had its turn).
 * Each step shows in the browser's performance timeline as `billett:start:<name>` (a User
 * Timing measure), so a developer sees in DevTools which step costs what.
 */
export async function startStep<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  await nextTask();
  const started = performance.now();
  const result = await work();
  if (typeof performance.measure === 'function')
    performance.measure(`billett:start:${name}`, { start: started });
  return result;
}
