/**
 * @jest-environment-options {"resources": "usable"}
 *
 * The tracking and chat stand-ins against each vendor's documented installation (its base code),
 * not against our storefront: jsdom runs the vendor's loader steps as its documentation gives
 * them, with only the script's address pointing at the demo server, loads the stand-in by a real
 * <script src> and the test reads what the stand-in recorded. A stand-in that drifts into an API
 * no vendor has fails here.
 *
 * - Google tag: developers.google.com/tag-platform/gtagjs/install (dataLayer, gtag(), 'js', 'config');
 * - Meta pixel: developers.facebook.com/docs/meta-pixel/get-started (the fbq stub with queue,
 *   callMethod, push, loaded, version; fbq('init', id); fbq('track', 'PageView'));
 * - TikTok pixel: its Pixel base code (ttq stub, ttq.load(id) with _i/_u/_t/_o and
 *   events.js?sdkid=<id>&lib=ttq; ttq.page());
 * - Intercom: developers.intercom.com/installing-intercom/web/installation and …/web/methods
 *   (window.intercomSettings, the Intercom queue stub i.q / i.c, the widget script,
 *   Intercom('boot' | 'update' | 'shutdown')).
 */
import { clearImmediate, setImmediate } from 'node:timers';
import { waitFor } from '@testing-library/dom';
import { startDemoServer, type DemoServer } from '../../listen';

// express runs inside jsdom here and wants Node's setImmediate
if (typeof globalThis.setImmediate !== 'function')
  Object.assign(globalThis, { setImmediate, clearImmediate });

jest.setTimeout(30_000);

interface Entry {
  provider: string;
  kind: string;
  id?: string;
  name?: string;
  custom?: boolean;
  sdkid?: string | null;
  scriptUrl?: string | null;
  appId?: string;
  apiBase?: string;
  alignment?: string;
  language?: string;
  params?: Record<string, unknown>;
}

type Page = Window &
  typeof globalThis & {
    __trackingLog?: Entry[];
    [name: string]: unknown;
  };
const page = window as Page;
const log = () => page.__trackingLog ?? [];

let running: DemoServer;
beforeAll(async () => {
  running = await startDemoServer({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  for (const name of [
    'dataLayer',
    'gtag',
    'fbq',
    '_fbq',
    'ttq',
    'TiktokAnalyticsObject',
    'Intercom',
    'intercomSettings',
    '__trackingLog',
    '__gtagStandIn',
    '__metaPixelStandIn',
    '__tiktokPixelStandIn',
  ])
    delete page[name];
  document.head.innerHTML = '<script></script>';
  document.body.innerHTML = '';
});

/** An async <script src> as the vendors' snippets insert it: before the page's first script. */
function insertScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    const first = document.getElementsByTagName('script')[0];
    first.parentNode?.insertBefore(script, first);
  });
}

const url = (path: string) => `${running.url}${path}`;

describe("the stand-ins take each vendor's documented base code", () => {
  it("Google tag: dataLayer, gtag('js'), gtag('config', id)", async () => {
    const loaded = insertScript(url('/stand-ins/tracking/gtag.js?id=G-DOCS00001'));
    page.dataLayer = (page.dataLayer as unknown[] | undefined) ?? [];
    page.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the documented gtag pushes its arguments object
      (page.dataLayer as unknown[]).push(arguments);
    };
    (page.gtag as (...args: unknown[]) => void)('js', new Date());
    (page.gtag as (...args: unknown[]) => void)('config', 'G-DOCS00001');
    await loaded;
    await waitFor(() =>
      expect(log().map((entry) => [entry.provider, entry.kind, entry.id])).toContainEqual([
        'analytics',
        'config',
        'G-DOCS00001',
      ]),
    );
  });

  /** The documented gtag snippet with `config`; resolves once the stand-in has loaded. */
  async function googleTag(src: string, config?: Record<string, unknown>) {
    const loaded = insertScript(url(src));
    page.dataLayer = (page.dataLayer as unknown[] | undefined) ?? [];
    page.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the documented gtag pushes its arguments object
      (page.dataLayer as unknown[]).push(arguments);
    };
    const gtag = page.gtag as (...args: unknown[]) => void;
    gtag('js', new Date());
    gtag('config', 'G-DOCS00001', ...(config ? [config] : []));
    await loaded;
    await waitFor(() => expect(log().some((entry) => entry.kind === 'config')).toBe(true));
  }
  const pageViews = () =>
    log().filter((entry) => entry.kind === 'event' && entry.name === 'page_view');

  it("Google tag: 'config' sends a page view with page_location and page_title unless send_page_view is false", async () => {
    document.title = 'Konzerte · Kulturhaus Demo';
    await googleTag('/stand-ins/tracking/gtag.js?id=G-DOCS00001');
    expect(pageViews()).toEqual([
      expect.objectContaining({
        id: 'G-DOCS00001',
        params: { page_location: window.location.href, page_title: 'Konzerte · Kulturhaus Demo' },
      }),
    ]);
    for (const name of ['__trackingLog', '__gtagStandIn', 'dataLayer', 'gtag']) delete page[name];
    await googleTag('/stand-ins/tracking/gtag.js?id=G-DOCS00001', { send_page_view: false });
    expect(pageViews()).toEqual([]);
  });

  it('Google tag: with history page views on in the stream, a history change sends a page view even with send_page_view false', async () => {
    await googleTag('/stand-ins/tracking/gtag.js?id=G-DOCS00001&historyPageViews=1', {
      send_page_view: false,
    });
    expect(pageViews()).toEqual([]);
    window.history.pushState({}, '', '/de/c/main-konzerte');
    window.history.replaceState({}, '', '/de/c/main-konzerte'); // the same address: none
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({
      automatic: 'history change',
      params: { page_location: `${window.location.origin}/de/c/main-konzerte` },
    });
    window.history.replaceState({}, '', '/');
  });

  it('Google tag: with history page views off (as the shops must have it), a history change sends none', async () => {
    await googleTag('/stand-ins/tracking/gtag.js?id=G-DOCS00001', { send_page_view: false });
    window.history.pushState({}, '', '/de/c/main-theater');
    window.history.replaceState({}, '', '/');
    expect(pageViews()).toEqual([]);
  });

  it("Meta pixel: the fbq stub, fbq('init', id), fbq('track', 'PageView')", async () => {
    // the base code's stub: calls queue until fbevents.js sets callMethod
    type Fbq = ((...args: unknown[]) => void) & {
      callMethod?: (...args: unknown[]) => void;
      queue: unknown[];
      push: unknown;
      loaded: boolean;
      version: string;
    };
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    page.fbq = fbq;
    page._fbq = fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    const loaded = insertScript(url('/stand-ins/tracking/meta-pixel.js'));
    fbq('init', '1234567890');
    fbq('track', 'PageView');
    await loaded;
    await waitFor(() =>
      expect(log().map((entry) => [entry.kind, entry.id, entry.name, entry.custom])).toEqual([
        ['init', '1234567890', undefined, undefined],
        ['event', '1234567890', 'PageView', false],
      ]),
    );
    // after the load the stand-in answers directly
    fbq('track', 'ViewContent', { content_ids: ['a-1'] });
    expect(log().at(-1)).toMatchObject({ kind: 'event', name: 'ViewContent', custom: false });
  });

  it('TikTok pixel: ttq.load(id) loads events.js?sdkid=<id>&lib=ttq; ttq.page() and instance calls reach that pixel', async () => {
    const EVENTS_JS = url('/stand-ins/tracking/tiktok-pixel.js');
    type Queue = unknown[] & Record<string, unknown>;
    const ttq = [] as unknown as Queue & {
      methods: string[];
      _i: Record<string, Queue>;
      _t: Record<string, number>;
      _o: Record<string, unknown>;
    };
    page.TiktokAnalyticsObject = 'ttq';
    page.ttq = ttq;
    ttq.methods = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once'];
    ttq.methods.push('ready', 'alias', 'group', 'enableCookie', 'disableCookie');
    ttq.methods.push('holdConsent', 'revokeConsent', 'grantConsent');
    const setAndDefer = (target: Queue, method: string) => {
      target[method] = (...args: unknown[]) => target.push([method, ...args]);
    };
    for (const method of ttq.methods) setAndDefer(ttq, method);
    ttq.instance = (id: string) => {
      const queue = ttq._i[id] ?? ([] as unknown as Queue);
      for (const method of ttq.methods) setAndDefer(queue, method);
      return queue;
    };
    const loads: Promise<void>[] = [];
    ttq.load = (id: string, options?: unknown) => {
      ttq._i = ttq._i ?? {};
      ttq._i[id] = [] as unknown as Queue;
      ttq._i[id]._u = EVENTS_JS;
      ttq._t = ttq._t ?? {};
      ttq._t[id] = Date.now();
      ttq._o = ttq._o ?? {};
      ttq._o[id] = options ?? {};
      loads.push(insertScript(`${EVENTS_JS}?sdkid=${id}&lib=ttq`));
    };
    (ttq.load as (id: string) => void)('CDOCSPIXEL01');
    (ttq.page as () => void)();
    await Promise.all(loads);
    await waitFor(() =>
      expect(log().map((entry) => [entry.kind, entry.id, entry.name ?? entry.sdkid])).toEqual([
        ['init', 'CDOCSPIXEL01', 'CDOCSPIXEL01'],
        ['event', 'CDOCSPIXEL01', 'Pageview'],
      ]),
    );
    expect(log()[0].scriptUrl).toBe(EVENTS_JS);
    // a second pixel: its own events.js load, its own instance
    (ttq.load as (id: string) => void)('CDOCSPIXEL02');
    await Promise.all(loads);
    const second = (
      page.ttq as { instance(id: string): Record<string, (...a: unknown[]) => void> }
    ).instance('CDOCSPIXEL02');
    second.track('ViewContent', { value: 10 }, { event_id: 'e-1' });
    await waitFor(() =>
      expect(log().at(-1)).toMatchObject({
        kind: 'event',
        id: 'CDOCSPIXEL02',
        name: 'ViewContent',
      }),
    );
  });

  it("Intercom: the queue stub and Intercom('boot') before the widget loads; update and shutdown after", async () => {
    // Intercom's installation: the stub queues every call (i.q via i.c) until the widget loads
    type Stub = ((...args: unknown[]) => void) & { q: unknown[][]; c: (args: unknown[]) => void };
    const stub = function (...args: unknown[]) {
      stub.c(args);
    } as Stub;
    stub.q = [];
    stub.c = (args) => stub.q.push(args);
    page.Intercom = stub;
    (page.Intercom as Stub)('boot', {
      app_id: 'docs1234',
      api_base: '/stand-ins/chat/api/eu',
      alignment: 'left',
      language_override: 'fr',
    });
    await insertScript(url('/stand-ins/chat/widget.js'));
    const intercom = page.Intercom as (...args: unknown[]) => void;
    expect(intercom).not.toBe(stub);
    await waitFor(() =>
      expect(log()[0]).toMatchObject({
        provider: 'chat',
        kind: 'boot',
        appId: 'docs1234',
        apiBase: '/stand-ins/chat/api/eu',
        alignment: 'left',
        language: 'fr',
      }),
    );
    const launcher = document.querySelector('[data-support-chat="left"]');
    expect(launcher).not.toBeNull();
    expect(launcher?.getAttribute('lang')).toBe('fr');
    intercom('update', { language_override: 'it' });
    expect(document.querySelector('[data-support-chat]')?.getAttribute('lang')).toBe('it');
    intercom('shutdown');
    expect(document.querySelector('[data-support-chat]')).toBeNull();
    expect(log().map((entry) => entry.kind)).toEqual(['boot', 'update', 'shutdown']);
  });

  it('Intercom: the basic install boots itself from window.intercomSettings', async () => {
    page.intercomSettings = { app_id: 'docs5678', api_base: '/stand-ins/chat/api/us' };
    const stub = Object.assign((...args: unknown[]) => stub.q.push(args), {
      q: [] as unknown[][],
    });
    page.Intercom = stub;
    await insertScript(url('/stand-ins/chat/widget.js?basic'));
    await waitFor(() =>
      expect(log()[0]).toMatchObject({ kind: 'boot', appId: 'docs5678', alignment: undefined }),
    );
    // "any other value is treated as right"
    expect(document.querySelector('[data-support-chat="right"]')).not.toBeNull();
  });
});
