import { act, renderHook } from '@testing-library/react';
import { DEVICE_REFRESH_DELAY_MS } from '../lib/device';
import { useIsMobile } from './useIsMobile';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useIsMobile', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resizeTo(1024);
  });
  afterEach(() => jest.useRealTimers());

  it('detects the device on mount', () => {
    resizeTo(375);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
  });

  it('follows resizes 50 ms after the last one with refreshOnResize', () => {
    const { result } = renderHook(() => useIsMobile({ refreshOnResize: true }));
    expect(result.current).toBe(false);
    act(() => resizeTo(500));
    act(() => jest.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => resizeTo(1200));
    act(() => jest.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS));
    expect(result.current).toBe(false);
  });

  it('ignores resizes without refreshOnResize', () => {
    const { result } = renderHook(() => useIsMobile());
    act(() => resizeTo(500));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
