/** The countdown's tick channel on jest's fake clock: the time each interval, nothing once closed. */
import { tickChannel } from './tickChannel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the tick channel', () => {
  it('emits the time every interval, and its interval is gone once it is closed', () => {
    const ticks = tickChannel(1000);
    const times: number[] = [];
    const take = () => ticks.take((time) => times.push(time as number));
    take();
    const opened = Date.now();
    jest.advanceTimersByTime(1000);
    expect(times).toEqual([opened + 1000]);
    expect(jest.getTimerCount()).toBe(1);
    ticks.close();
    expect(jest.getTimerCount()).toBe(0);
  });
});
