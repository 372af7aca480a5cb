import { AFTER_PAINT_MARK, SCRIPTS_RUN_MARK } from '../config/afterPaint';
import { afterPaint, LONGEST_WAIT_MS, runPageScripts } from './afterPaint';

/** A rendered page's head as the server writes it (server/site/pageDocument.ts). */
function renderedPage(files: string[], leadPicture = false): void {
  document.documentElement.removeAttribute(SCRIPTS_RUN_MARK);
  document.head.innerHTML = files
    .map(
      (file) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${file}" ${AFTER_PAINT_MARK}>`,
    )
    .concat('<link rel="preload" as="script" href="/assets/other.js">')
    .join('');
  document.body.innerHTML = leadPicture
    ? '<main><img src="/poster.avif" fetchpriority="high" alt=""></main>'
    : '<main><h1>Kulturhaus Demo</h1></main>';
}

const scriptsRun = () =>
  [...document.body.querySelectorAll('script')].map((script) => [
    script.getAttribute('src'),
    script.async,
  ]);

const FILES = ['/assets/main.1.js', '/assets/texts-de.2.js', '/assets/page-article.3.js'];
const showPage = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

beforeEach(() => {
  jest.useFakeTimers();
  showPage('visible');
});
afterEach(() => jest.useRealTimers());

describe("a rendered page's scripts", () => {
  it('are appended in the order the page names them, in order of execution, once', () => {
    renderedPage(FILES);
    expect(runPageScripts(document)).toBe(true);
    expect(runPageScripts(document)).toBe(false);
    // the unmarked preload is not one of them
    expect(scriptsRun()).toEqual(FILES.map((file) => [file, false]));
  });

  it('wait for the page to have painted (no paint timing here: the next frame)', () => {
    renderedPage(FILES);
    afterPaint(document);
    expect(scriptsRun()).toEqual([]);
    jest.advanceTimersToNextTimer(); // the frame
    jest.advanceTimersToNextTimer(); // the task after it
    expect(scriptsRun()).toHaveLength(3);
    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(scriptsRun()).toHaveLength(3);
  });

  it('wait for the lead picture to be decoded, then a frame', async () => {
    renderedPage(FILES, true);
    let decoded = () => {};
    const picture = document.querySelector('img') as HTMLImageElement;
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    afterPaint(document);
    jest.advanceTimersByTime(100);
    expect(scriptsRun()).toEqual([]);
    decoded();
    await Promise.resolve();
    expect(scriptsRun()).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(scriptsRun()).toHaveLength(3);
  });

  it('run when the lead picture cannot be shown', async () => {
    renderedPage(FILES, true);
    const picture = document.querySelector('img') as HTMLImageElement;
    picture.decode = () => Promise.reject(new Error('EncodingError'));
    afterPaint(document);
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    await Promise.resolve();
    expect(scriptsRun()).toHaveLength(3);
  });

  it(`run after ${LONGEST_WAIT_MS} ms at the latest, the picture still loading`, () => {
    renderedPage(FILES, true);
    const picture = document.querySelector('img') as HTMLImageElement;
    picture.decode = () => new Promise<void>(() => {});
    afterPaint(document);
    jest.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(scriptsRun()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scriptsRun()).toHaveLength(3);
  });

  it('run at once in a hidden page, which paints nothing', () => {
    renderedPage(FILES);
    showPage('hidden');
    afterPaint(document);
    expect(scriptsRun()).toHaveLength(3);
  });

  it('are none on the shell of a static host, whose main.js runs by itself', () => {
    renderedPage([]);
    afterPaint(document);
    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(scriptsRun()).toEqual([]);
  });
});
