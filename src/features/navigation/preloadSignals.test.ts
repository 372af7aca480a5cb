/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The preloading's signals are User Timing marks on the performance timeline (jsdom has no User
 * Timing; Node's is the browsers' API). In jsdom, markPreloadSignal does nothing: see below.
 */
import { markPreloadSignal, PRELOAD_SCAN_MARK, PRELOADS_SETTLED_MARK } from './preloadSignals';

afterEach(() => performance.clearMarks());

it('marks a scan with its decision, and the settling of its preloads', () => {
  markPreloadSignal({ kind: 'scanned', decision: { preload: false, reason: 'data-saver' } });
  markPreloadSignal({ kind: 'settled' });
  const [scan] = performance.getEntriesByName(PRELOAD_SCAN_MARK, 'mark') as PerformanceMark[];
  expect(scan?.detail).toEqual({ preload: false, reason: 'data-saver' });
  expect(performance.getEntriesByName(PRELOADS_SETTLED_MARK, 'mark')).toHaveLength(1);
});

it('does nothing where the timeline has no marks', () => {
  const { mark } = performance;
  Object.defineProperty(performance, 'mark', { value: undefined, configurable: true });
  try {
    expect(() => markPreloadSignal({ kind: 'settled' })).not.toThrow();
  } finally {
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  }
});
