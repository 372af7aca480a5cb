import { act, screen } from '@testing-library/react';
import LoadingBar from './LoadingBar';
import {
  initialLoadingBarState,
  LOADING_BAR,
  loadingBarReducer,
  type LoadingBarEvent,
} from './loadingBarTiming';
import { renderWithUi } from './testUtils';

describe('loadingBarReducer', () => {
  const run = (...events: LoadingBarEvent['type'][]) =>
    events.reduce(
      (state, type) => loadingBarReducer(state, { type } as LoadingBarEvent),
      initialLoadingBarState,
    ).phase;

  it('follows the spec timing steps', () => {
    expect(run('start')).toBe('waiting');
    expect(run('start', 'throttleElapsed')).toBe('running');
    expect(run('start', 'throttleElapsed', 'stop')).toBe('finishing');
    expect(run('start', 'throttleElapsed', 'stop', 'hideDelayElapsed')).toBe('hiding');
    expect(run('start', 'throttleElapsed', 'stop', 'hideDelayElapsed', 'resetDelayElapsed')).toBe(
      'idle',
    );
  });

  it('never shows a load that ends within the throttle', () => {
    expect(run('start', 'stop')).toBe('idle');
    expect(run('start', 'stop', 'throttleElapsed')).toBe('idle');
  });

  it('goes back to running when a new load starts while the bar is still shown', () => {
    expect(run('start', 'throttleElapsed', 'stop', 'start')).toBe('running');
    expect(run('start', 'throttleElapsed', 'stop', 'hideDelayElapsed', 'start')).toBe('running');
  });

  it('has the spec constants', () => {
    expect(LOADING_BAR).toMatchObject({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });
});

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const bar = () => screen.getByRole('progressbar', { hidden: true });
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('is hidden when nothing loads', () => {
    renderWithUi(<LoadingBar loading={false} label="Loading the page" />);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    expect(bar()).toHaveAttribute('aria-label', 'Loading the page');
    expect(bar().style.getPropertyValue('--loading-bar-height')).toBe('3px');
    expect(bar().style.getPropertyValue('--loading-bar-duration')).toBe('2000ms');
  });

  it('stays hidden for a load shorter than 200 ms', () => {
    const { rerender } = renderWithUi(<LoadingBar loading />);
    advance(199);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    rerender(<LoadingBar loading={false} />);
    advance(1000);
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows after 200 ms, holds 100 % for 500 ms after the end, then hides and resets 400 ms later', () => {
    const { rerender } = renderWithUi(<LoadingBar loading />);
    advance(LOADING_BAR.throttleMs);
    expect(screen.getByRole('progressbar', { name: 'Page is loading' })).toBeVisible();
    expect(bar()).toHaveAttribute('aria-hidden', 'false');
    expect(bar()).toHaveAttribute('data-phase', 'running');
    expect(bar()).not.toHaveAttribute('aria-valuenow');
    expect(bar().style.getPropertyValue('--loading-bar-progress')).toBe('0.9');

    advance(3000);
    expect(bar()).toHaveAttribute('data-phase', 'running');

    rerender(<LoadingBar loading={false} />);
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('aria-hidden', 'false');

    advance(LOADING_BAR.hideDelayMs - 1);
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    advance(1);
    expect(bar()).toHaveAttribute('data-phase', 'hiding');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');

    advance(LOADING_BAR.resetDelayMs - 1);
    expect(bar()).toHaveAttribute('data-phase', 'hiding');
    advance(1);
    expect(bar()).toHaveAttribute('data-phase', 'idle');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
  });

  it('keeps the bar up when a new load starts while it fades', () => {
    const { rerender } = renderWithUi(<LoadingBar loading />);
    advance(LOADING_BAR.throttleMs);
    rerender(<LoadingBar loading={false} />);
    advance(LOADING_BAR.hideDelayMs + 100);
    rerender(<LoadingBar loading />);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    advance(5000);
    expect(bar()).toHaveAttribute('data-phase', 'running');
  });
});
