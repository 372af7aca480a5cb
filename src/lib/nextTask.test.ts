import { nextTask } from './nextTask';
import { startStep } from './startStep';

describe('nextTask', () => {
  it('resolves in a later task: microtasks queued after it run first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve().then(() => order.push('promise job'));
    await done;
    expect(order).toEqual(['microtask', 'promise job', 'next task']);
  });

  it("leaves scheduler.yield() alone, so the browser's other tasks (a shop answer) can go first", async () => {
    const calls: string[] = [];
    const global = globalThis as { scheduler?: { yield: () => Promise<void> } };
    global.scheduler = {
      yield: () => {
        calls.push('yield');
        return Promise.resolve();
      },
    };
    const order: string[] = [];
    try {
      // a task queued before the step's own (as a network answer would be) runs first
      setTimeout(() => order.push('earlier task'), 0);
      await nextTask();
      order.push('next task');
    } finally {
      delete global.scheduler;
    }
    expect(calls).toEqual([]);
    expect(order).toEqual(['earlier task', 'next task']);
  });
});

describe('startStep', () => {
  it('runs the work in a later task and gives its result', async () => {
    let ran = false;
    const step = startStep('store', () => {
      ran = true;
      return 42;
    });
    expect(ran).toBe(false);
    await expect(step).resolves.toBe(42);
    expect(ran).toBe(true);
  });

  it('waits for asynchronous work and names its measure after the step', async () => {
    // jsdom has no User Timing; a recorder stands in for the browser's performance.measure
    const measured: string[] = [];
    const timing = performance as { measure?: (name: string) => void };
    timing.measure = (name) => measured.push(name);
    try {
      const result = await startStep('texts', async () => {
        await Promise.resolve();
        return 'loaded';
      });
      expect(result).toBe('loaded');
    } finally {
      delete timing.measure;
    }
    expect(measured).toEqual(['billett:start:texts']);
  });

  it('passes a failure on to the caller', async () => {
    await expect(
      startStep('router', () => {
        throw new Error('no routes');
      }),
    ).rejects.toThrow('no routes');
  });
});
