import { PAGE_HYDRATED_EVENT, PAGE_SCRIPTS_ID, SCRIPTS_RUN_MARK } from '../config/afterPaint';
import {
  afterPaint,
  holdEarlyClicks,
  LONGEST_WAIT_MS,
  pageScripts,
  runPageScripts,
} from './afterPaint';

/** A rendered page's head as the server writes it (server/site/pageDocument.ts). */
function renderedPage(files: string[], leadPicture = false): void {
  document.documentElement.removeAttribute(SCRIPTS_RUN_MARK);
  document.head.innerHTML =
    (files.length > 0
      ? `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(files)}</script>`
      : '') + '<link rel="preload" as="script" href="/assets/other.js">';
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
// what a test's afterPaint left listening ends with the page's hydration
afterEach(() => {
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  jest.useRealTimers();
});

describe("a rendered page's scripts", () => {
  it('are appended in the order the page names them, in order of execution, once', () => {
    renderedPage(FILES);
    expect(runPageScripts(document)).toBe(true);
    expect(runPageScripts(document)).toBe(false);
    // the unlisted preload is not one of them
    expect(scriptsRun()).toEqual(FILES.map((file) => [file, false]));
  });

  it('are what the list names, and none from a list that is not an array', () => {
    renderedPage(FILES);
    expect(pageScripts(document)).toEqual(FILES);
    const list = document.getElementById(PAGE_SCRIPTS_ID) as HTMLElement;
    for (const other of ['{"main": "/assets/main.1.js"}', '"/assets/main.1.js"', 'null', '']) {
      list.textContent = other;
      expect([other, pageScripts(document)]).toEqual([other, []]);
    }
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

describe('a click before the page has hydrated', () => {
  /** The page's body with `markup`, and the clicks each button's own listener heard. */
  function pageWith(markup: string): { heard: string[]; submitted: () => number } {
    document.body.innerHTML = markup;
    const heard: string[] = [];
    let submits = 0;
    document
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => heard.push(button.id)));
    document.querySelectorAll('form').forEach((form) =>
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submits += 1;
      }),
    );
    return { heard, submitted: () => submits };
  }
  const click = (id: string) => (document.getElementById(id) as HTMLElement).click();
  const hydrated = () => document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));

  it('on a button is held, starts the scripts, and reaches its button once hydrated', () => {
    const page = pageWith('<button type="button" id="more"><span id="plus">+</span></button>');
    const start = jest.fn();
    holdEarlyClicks(document, start);
    click('plus');
    click('more');
    expect(page.heard).toEqual([]);
    expect(start).toHaveBeenCalledTimes(2);
    hydrated();
    // each click given back, in order; later ones go straight to the button
    expect(page.heard).toEqual(['more', 'more']);
    click('more');
    expect(page.heard).toEqual(['more', 'more', 'more']);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('on a button of an action-less form does not submit it before the scripts do', () => {
    const page = pageWith('<form><input name="code"><button id="redeem">OK</button></form>');
    holdEarlyClicks(document, () => {});
    click('redeem');
    expect(page.submitted()).toBe(0);
    hydrated();
    expect(page.heard).toEqual(['redeem']);
    expect(page.submitted()).toBe(1);
  });

  it('keeps what works without scripts: a form that names its action, a link', () => {
    const page = pageWith(
      '<form action="/consent" method="post"><button id="accept">OK</button></form>' +
        '<a href="#programme" id="link">Programme</a>',
    );
    const start = jest.fn();
    holdEarlyClicks(document, start);
    click('accept');
    click('link');
    expect(page.heard).toEqual(['accept']);
    expect(page.submitted()).toBe(1);
    expect(start).not.toHaveBeenCalled();
  });

  it('is dropped when its button is disabled or gone by then', () => {
    const page = pageWith(
      '<button type="button" id="add">Add</button><button type="button" id="gone">x</button>',
    );
    holdEarlyClicks(document, () => {});
    click('add');
    click('gone');
    (document.getElementById('add') as HTMLButtonElement).disabled = true;
    document.getElementById('gone')?.remove();
    hydrated();
    expect(page.heard).toEqual([]);
  });

  it('is held only on a rendered page: on the static shell main.js owns the page at once', () => {
    renderedPage([]);
    const page = pageWith('<button type="button" id="more">+</button>');
    afterPaint(document);
    click('more');
    expect(page.heard).toEqual(['more']);
    renderedPage(FILES);
    const served = pageWith('<button type="button" id="more">+</button>');
    afterPaint(document);
    click('more');
    expect(served.heard).toEqual([]);
    expect(scriptsRun()).toHaveLength(3);
  });
});
