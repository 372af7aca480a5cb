import { percentile } from './percentile';
import { loadRow, memoryRow, serverRows } from './serverRows';
import type { LoadCase } from './serverLoad';

const MIB = 1024 ** 2;

const home = (overrides: Partial<LoadCase> = {}): LoadCase => ({
  page: 'home',
  label: 'categories home',
  workers: 2,
  shopAnswer: 'kept',
  rendersPerSecond: 120,
  p50Ms: 60,
  p95Ms: 90,
  requests: 1200,
  failures: 0,
  cpuMsPerRender: Number.NaN,
  load: 1.5,
  ...overrides,
});

it('takes the nearest-rank percentile', () => {
  const values = Array.from({ length: 20 }, (_, index) => 20 - index);
  expect(percentile(values, 95)).toBe(19);
  expect(percentile(values, 50)).toBe(10);
  expect(percentile([7], 95)).toBe(7);
  expect(percentile([], 95)).toBeNaN();
});

it("holds the home's budget on every core, with the shop answer kept, and no other row", () => {
  expect(loadRow(home(), 20, 10, 2).met).toBe(true);
  expect(loadRow(home({ rendersPerSecond: 99.9 }), 20, 10, 2).met).toBe(false);
  expect(loadRow(home({ p95Ms: 101 }), 20, 10, 2).met).toBe(false);
  expect(loadRow(home({ failures: 1 }), 20, 10, 2).met).toBe(false);
  expect(loadRow(home({ workers: 1 }), 20, 10, 2).met).toBeNull();
  expect(loadRow(home({ shopAnswer: 'read' }), 20, 10, 2).met).toBeNull();
  expect(loadRow(home({ page: 'article' }), 20, 10, 2).met).toBeNull();
  expect(loadRow(home(), 20, 10, 2).value).toBe(
    '120/s, p50 60 ms, p95 90 ms (1,200 renders, 0 failed)',
  );
  expect(loadRow(home({ cpuMsPerRender: 12.34 }), 20, 10, 2).value).toBe(
    '120/s, p50 60 ms, p95 90 ms (1,200 renders, 0 failed; CPU 12.3 ms a render)',
  );
});

it('calls the memory flat when the heap grows at most 2 MiB over the second half', () => {
  const memory = (after: number, collected = true) => ({
    points: [
      { renders: 0, rss: 100 * MIB, heapUsed: 30 * MIB },
      { renders: 5000, rss: 110 * MIB, heapUsed: 34 * MIB },
      { renders: 10_000, rss: 110 * MIB, heapUsed: after },
    ],
    collected,
    load: 1,
  });
  expect(memoryRow(memory(36 * MIB)).met).toBe(true);
  expect(memoryRow(memory(36 * MIB + 1)).met).toBe(false);
  expect(memoryRow(memory(34 * MIB, false)).met).toBe(false);
  expect(memoryRow(memory(34 * MIB)).value).toBe(
    'before 100.0 MiB / 30.0 MiB; 5,000 110.0 MiB / 34.0 MiB; 10,000 110.0 MiB / 34.0 MiB',
  );
});

it('leaves the memory row out of a short run that did not measure it', () => {
  const figures = { cases: [home()], sizes: [], memory: null, connections: 20, durationS: 5 };
  expect(serverRows(figures, 2).map((row) => row.measure)).toEqual([
    loadRow(home(), 20, 5, 2).measure,
  ]);
});
