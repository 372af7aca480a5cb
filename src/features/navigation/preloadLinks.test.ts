/**
 * The preloading policy in the page (jsdom, fake timers): the links on the page are looked at
 * 1 s after load and after each navigation; what they lead to is fetched ahead at most 4 at a
 * time, never with data saver or on 2g / slow-2g. The connection is input data: a plain object.
 */
import { createPreloadQueue, type ConnectionHints } from './preloadPolicy';
import {
  preloadLinks,
  RESCAN_AFTER_CHANGE_MS,
  SCAN_SLICE_MS,
  type PreloadTarget,
} from './preloadLinks';

let stop: (() => void) | null = null;
let navigated: (() => void) | null = null;
let started: string[];
let finish: Map<string, () => void>;

/** A target per path: records that it started, and finishes when the test says. */
const targetOf = (address: URL): PreloadTarget | null =>
  address.pathname.startsWith('/de/')
    ? {
        key: address.pathname,
        run: () => {
          started.push(address.pathname);
          return new Promise<void>((resolve) => finish.set(address.pathname, resolve));
        },
      }
    : null;

function links(...paths: string[]) {
  document.body.innerHTML = paths.map((path) => `<a href="${path}">${path}</a>`).join('');
}

let signals: string[];

function start(
  connection: ConnectionHints | undefined = { effectiveType: '4g' },
  firstScanAfterMs?: number,
) {
  stop = preloadLinks({
    targetOf,
    firstScanAfterMs,
    connection: () => connection,
    report: (signal) =>
      signals.push(
        signal.kind === 'settled'
          ? 'settled'
          : `scanned: ${signal.decision.preload ? 'preload' : signal.decision.reason}`,
      ),
    onNavigated: (listener) => {
      navigated = listener;
      return () => {
        navigated = null;
      };
    },
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  started = [];
  finish = new Map();
  signals = [];
});

afterEach(() => {
  stop?.();
  stop = null;
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('preloading the links on the page', () => {
  it('waits 1 s after load, then fetches ahead where the links lead', () => {
    links('/de/c/jazz', '/de/about/imprint', 'https://elsewhere.example/de/c/x', '/en');
    start();
    jest.advanceTimersByTime(999);
    expect(started).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started).toEqual(['/de/c/jazz', '/de/about/imprint']);
  });

  it('started late by a caller that waited the second already, looks at once', () => {
    links('/de/c/jazz');
    start(undefined, 0);
    expect(started).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started).toEqual(['/de/c/jazz']);
  });

  it('keeps at most 4 under way; the others start as places free up', async () => {
    links('/de/c/1', '/de/c/2', '/de/c/3', '/de/c/4', '/de/c/5', '/de/c/6');
    start();
    jest.advanceTimersByTime(1000);
    expect(started).toEqual(['/de/c/1', '/de/c/2', '/de/c/3', '/de/c/4']);
    finish.get('/de/c/2')?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/de/c/1', '/de/c/2', '/de/c/3', '/de/c/4', '/de/c/5']);
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['a very slow connection', { effectiveType: 'slow-2g' }],
  ])('fetches nothing ahead with %s, and says so once the scan is over', (_name, connection) => {
    links('/de/c/jazz');
    start(connection);
    jest.advanceTimersByTime(5000);
    expect(started).toEqual([]);
    expect(signals).toEqual([
      `scanned: ${{ 'data saver': 'data-saver', '2g': '2g' }[_name] ?? 'very-slow-connection'}`,
    ]);
  });

  it('reports the end of each scan, and the moment its preloads have all settled', async () => {
    links('/de/c/1', '/de/c/2');
    start();
    jest.advanceTimersByTime(1000);
    expect(signals).toEqual(['scanned: preload']);
    finish.get('/de/c/1')?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(signals).toEqual(['scanned: preload']);
    finish.get('/de/c/2')?.();
    await jest.advanceTimersByTimeAsync(0);
    expect(signals).toEqual(['scanned: preload', 'settled']);

    // a scan that finds nothing new has settled at once
    navigated?.();
    await jest.advanceTimersByTimeAsync(1000);
    expect(started).toEqual(['/de/c/1', '/de/c/2']);
    expect(signals).toEqual(['scanned: preload', 'settled', 'scanned: preload', 'settled']);
  });

  it('looks again 1 s after each navigation, and at links that appear later', async () => {
    links('/de/c/jazz');
    start();
    jest.advanceTimersByTime(1000);
    expect(started).toEqual(['/de/c/jazz']);

    // the new page's links: not before 1 s after the navigation
    links('/de/a/quartet-pl-1');
    navigated?.();
    await jest.advanceTimersByTimeAsync(900);
    expect(started).toEqual(['/de/c/jazz']);
    await jest.advanceTimersByTimeAsync(100);
    expect(started).toEqual(['/de/c/jazz', '/de/a/quartet-pl-1']);

    // a link that shows up afterwards (the page's data arrived late)
    document.body.insertAdjacentHTML('beforeend', '<a href="/de/about/privacy-policy">p</a>');
    await jest.advanceTimersByTimeAsync(RESCAN_AFTER_CHANGE_MS);
    expect(started).toContain('/de/about/privacy-policy');
  });

  it('looks at each address once per navigation: a rescan takes only the new links', async () => {
    const looked: string[] = [];
    stop = preloadLinks({
      targetOf: (address) => {
        looked.push(address.pathname);
        return targetOf(address);
      },
      connection: () => ({ effectiveType: '4g' }),
      onNavigated: (listener) => {
        navigated = listener;
        return () => undefined;
      },
    });
    links('/de/a/one-pl-1', '/de/a/two-pl-2');
    jest.advanceTimersByTime(1000);
    document.body.insertAdjacentHTML('beforeend', '<a href="/de/a/three-pl-3">3</a>');
    await jest.advanceTimersByTimeAsync(RESCAN_AFTER_CHANGE_MS);
    expect(looked).toEqual(['/de/a/one-pl-1', '/de/a/two-pl-2', '/de/a/three-pl-3']);
    navigated?.();
    await jest.advanceTimersByTimeAsync(1000);
    expect(looked.slice(3)).toEqual(['/de/a/one-pl-1', '/de/a/two-pl-2', '/de/a/three-pl-3']);
  });

  it('stops: no timer, no scan after the stop', () => {
    links('/de/c/jazz');
    start();
    stop?.();
    stop = null;
    jest.advanceTimersByTime(5000);
    expect(started).toEqual([]);
  });

  it('looks at many links in slices, letting the browser have its turn in between', () => {
    const paths = Array.from({ length: 12 }, (_, index) => `/de/c/${index}`);
    links(...paths);
    // each link takes 3 ms to look at: a slice holds ceil(SCAN_SLICE_MS / 3) of them
    let now = 0;
    const perSlice = Math.ceil(SCAN_SLICE_MS / 3);
    stop = preloadLinks({
      targetOf: (address) => {
        now += 3;
        return {
          key: address.pathname,
          run: () => Promise.resolve(started.push(address.pathname)),
        };
      },
      connection: () => ({ effectiveType: '4g' }),
      onNavigated: () => () => undefined,
      clock: () => now,
      // room for all: the slices, not the queue's limit, decide what starts when
      queue: createPreloadQueue(paths.length),
    });
    jest.advanceTimersByTime(1000);
    expect(started).toEqual(paths.slice(0, perSlice));
    jest.advanceTimersToNextTimer();
    expect(started).toEqual(paths.slice(0, 2 * perSlice));
    jest.advanceTimersToNextTimer();
    jest.advanceTimersToNextTimer();
    expect(started).toEqual(paths);
  });
});
