/** The preloading policy (spec section 9): when to fetch ahead, and how much at once. */
import {
  createPreloadQueue,
  MAX_PENDING_PRELOADS,
  PRELOAD_DELAY_MS,
  preloadDecision,
} from './preloadPolicy';

/** A task whose promise the test settles. */
function deferredTask() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const started = { count: 0 };
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const task = () => {
    started.count += 1;
    return promise;
  };
  return { task, started, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload decision', () => {
  it('uses the spec’s constants: 1 s after load, about 4 pending', () => {
    expect(PRELOAD_DELAY_MS).toBe(1000);
    expect(MAX_PENDING_PRELOADS).toBe(4);
  });

  it('preloads on a fast connection and when the browser tells nothing', () => {
    expect(preloadDecision({ effectiveType: '4g', saveData: false })).toEqual({ preload: true });
    expect(preloadDecision({ effectiveType: '3g' })).toEqual({ preload: true });
    expect(preloadDecision(undefined)).toEqual({ preload: true });
    expect(preloadDecision(null)).toEqual({ preload: true });
    expect(preloadDecision({})).toEqual({ preload: true });
  });

  it('fetches nothing ahead with data saver on, whatever the connection', () => {
    expect(preloadDecision({ saveData: true, effectiveType: '4g' })).toEqual({
      preload: false,
      reason: 'data-saver',
    });
  });

  it('fetches nothing ahead on 2g, nor on a very slow (slow-2g) connection', () => {
    expect(preloadDecision({ effectiveType: '2g' })).toEqual({ preload: false, reason: '2g' });
    expect(preloadDecision({ effectiveType: 'slow-2g' })).toEqual({
      preload: false,
      reason: 'very-slow-connection',
    });
  });
});

describe('the preload queue', () => {
  it('keeps at most 4 preloads under way and starts the next when one ends', async () => {
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 6 }, deferredTask);
    tasks.forEach((entry, index) => queue.add(`page-${index}`, entry.task));

    expect(tasks.map((entry) => entry.started.count)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(queue.pending()).toBe(4);
    expect(queue.waiting()).toBe(2);

    tasks[1].resolve();
    await settle();
    expect(tasks.map((entry) => entry.started.count)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(queue.pending()).toBe(4);

    // a failed preload frees its place too, and is nobody's error
    tasks[0].reject(new Error('chunk gone'));
    await settle();
    expect(tasks[5].started.count).toBe(1);
    expect(queue.waiting()).toBe(0);

    tasks.slice(2).forEach((entry) => entry.resolve());
    await settle();
    expect(queue.pending()).toBe(0);
  });

  it('runs each key once, whether it waits, runs or is done', async () => {
    const queue = createPreloadQueue(1);
    const first = deferredTask();
    const again = deferredTask();
    queue.add('category/de', first.task);
    queue.add('category/de', again.task);
    first.resolve();
    await settle();
    queue.add('category/de', again.task);
    await settle();
    expect(first.started.count).toBe(1);
    expect(again.started.count).toBe(0);
  });

  it('treats a task that throws at once like a failed one', async () => {
    const queue = createPreloadQueue(1);
    const next = deferredTask();
    queue.add('broken', () => {
      throw new Error('no such chunk');
    });
    queue.add('next', next.task);
    await settle();
    expect(next.started.count).toBe(1);
  });

  it('forgets the waiting tasks on clear; they may come again later', async () => {
    const queue = createPreloadQueue(1);
    const running = deferredTask();
    const waiting = deferredTask();
    queue.add('running', running.task);
    queue.add('waiting', waiting.task);
    queue.clear();
    running.resolve();
    await settle();
    expect(waiting.started.count).toBe(0);

    queue.add('waiting', waiting.task);
    expect(waiting.started.count).toBe(1);
  });
});
