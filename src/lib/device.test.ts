import {
  DEVICE_REFRESH_DELAY_MS,
  isMobileDevice,
  MOBILE_MAX_WIDTH_PX,
  watchDevice,
} from './device';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function mockPointer(coarse: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }),
  });
}

describe('isMobileDevice', () => {
  afterEach(() => {
    setWidth(1024);
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is mobile below 768 px', () => {
    setWidth(MOBILE_MAX_WIDTH_PX - 1);
    expect(isMobileDevice()).toBe(true);
    setWidth(MOBILE_MAX_WIDTH_PX);
    expect(isMobileDevice()).toBe(false);
  });

  it('is mobile with a coarse pointer at any width', () => {
    setWidth(1280);
    mockPointer(true);
    expect(isMobileDevice()).toBe(true);
    mockPointer(false);
    expect(isMobileDevice()).toBe(false);
  });

  it('copes without matchMedia', () => {
    setWidth(1280);
    expect(isMobileDevice()).toBe(false);
  });
});

describe('watchDevice', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setWidth(1024);
  });
  afterEach(() => jest.useRealTimers());

  it('re-detects 50 ms after the last resize when refreshOnResize is set', () => {
    const onChange = jest.fn();
    const stop = watchDevice(onChange, { refreshOnResize: true });
    setWidth(500);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS - 10);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledWith(true);

    // the same answer again is not reported
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS);
    expect(onChange).toHaveBeenCalledTimes(1);

    stop();
    setWidth(1200);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('watches nothing without refreshOnResize', () => {
    const onChange = jest.fn();
    watchDevice(onChange);
    setWidth(500);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
