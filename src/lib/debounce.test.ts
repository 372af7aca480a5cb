import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, with the last arguments, after a quiet period', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 50);
    debounced(1);
    jest.advanceTimersByTime(30);
    debounced(2);
    jest.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('can be cancelled and flushed', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 50);
    debounced('a');
    debounced.cancel();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    debounced('b');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('b');
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
