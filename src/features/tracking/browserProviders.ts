/**
 * The three tracking providers in the browser: each puts the standard stub of its tag on the page
 * (gtag/dataLayer, fbq, ttq), loads the integration's script (scriptUrl) once consent is given,
 * sets the integrations up, and replays the calls its pure mapping module (providers/) gives.
 * The saga only calls them with full consent; a failure (script not loading, a tag throwing)
 * rejects, and the saga logs it.
 */
import type { TrackingConfiguration, TrackingIntegration } from '../../api/types';
import { ensureConsentDefaults, pageGtag } from '../consent/consentMode';
import { analyticsEventCalls, analyticsSetupCalls } from './providers/analytics';
import { metaPixelEventCalls, metaPixelSetupCalls } from './providers/metaPixel';
import { tiktokPixelEventCalls, tiktokPixelIds } from './providers/tiktokPixel';
import { loadScript as loadScriptTag, type ScriptLoader } from './scriptLoader';
import type { TrackingEvent } from './trackingTypes';

export interface TrackingProvider {
  readonly name: 'analytics' | 'metaPixel' | 'tiktokPixel';
  /** Load the scripts of the active integrations and set them up (after consent; idempotent). */
  load(config: TrackingConfiguration): Promise<void>;
  /** Send one tracking event to every integration whose flags allow it. */
  send(event: TrackingEvent, config: TrackingConfiguration): Promise<void>;
  /** Consent given again or withdrawn after the scripts were loaded. */
  consentChanged(granted: boolean): void;
}

type Fn = (...args: unknown[]) => void;

interface Fbq extends Fn {
  callMethod?: Fn;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** An array of queued [method, ...args] calls with the methods as properties. */
interface TtqQueue {
  push(entry: unknown): number;
  [method: string]: unknown;
}

interface Ttq extends TtqQueue {
  grantConsent?: Fn;
  revokeConsent?: Fn;
  methods: string[];
  setAndDefer: (target: TtqQueue, method: string) => void;
  instance: (pixelId: string) => TtqQueue;
  /** the base code's ttq.load(id, options); here it also takes the script URL and says when it loaded */
  load: (pixelId: string, options?: Record<string, unknown>, scriptUrl?: string) => Promise<void>;
  _i: Record<string, TtqQueue>;
  _t: Record<string, number>;
  _o: Record<string, Record<string, unknown>>;
}

interface TagWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
  ttq?: Ttq;
  TiktokAnalyticsObject?: string;
}

const tagWindow = () => window as unknown as TagWindow;

const active = (integrations: readonly TrackingIntegration[]) =>
  integrations.filter((integration) => integration.active && integration.id);

/** Load every distinct script URL of these integrations. */
const loadAll = (load: ScriptLoader, integrations: readonly TrackingIntegration[]) =>
  Promise.all(
    [...new Set(integrations.map((integration) => integration.scriptUrl))].map(load),
  ).then(() => undefined);

// ------------------------------------------------------------------ the stubs (as the tags' own snippets)

/** Meta's base-code stub: calls queue on fbq.queue until the script defines fbq.callMethod. */
function fbqStub(): Fbq {
  const page = tagWindow();
  if (page.fbq) return page.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  page.fbq = fbq;
  if (!page._fbq) page._fbq = fbq;
  return fbq;
}

const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

/**
 * TikTok's base code (its "Pixel base code" snippet): ttq and each ttq.instance(id) queue
 * [method, ...args] until events.js replaces them; ttq.load(id) keeps the pixel's bookkeeping
 * (_i[id] with its script URL _u, _t[id] the load time, _o[id] its options) and loads
 * `<script>?sdkid=<id>&lib=ttq`, one script per pixel, through the page's script loader.
 */
function ttqStub(load: ScriptLoader): Ttq {
  const page = tagWindow();
  if (page.ttq) return page.ttq;
  const ttq = [] as unknown[] as unknown as Ttq;
  ttq.methods = TTQ_METHODS;
  ttq.setAndDefer = (target, method) => {
    target[method] = (...args: unknown[]) => {
      target.push([method, ...args]);
    };
  };
  for (const method of TTQ_METHODS) ttq.setAndDefer(ttq, method);
  ttq._i = {};
  ttq._t = {};
  ttq._o = {};
  ttq.instance = (pixelId) => {
    const queue = ttq._i[pixelId] ?? ([] as unknown[] as unknown as TtqQueue);
    for (const method of TTQ_METHODS) if (!queue[method]) ttq.setAndDefer(queue, method);
    return queue;
  };
  ttq.load = (pixelId, options = {}, scriptUrl = '') => {
    const queue = [] as unknown[] as unknown as TtqQueue;
    queue._u = scriptUrl;
    ttq._i[pixelId] = queue;
    ttq._t[pixelId] = Date.now();
    ttq._o[pixelId] = options;
    const separator = scriptUrl.includes('?') ? '&' : '?';
    return load(`${scriptUrl}${separator}sdkid=${encodeURIComponent(pixelId)}&lib=ttq`);
  };
  page.TiktokAnalyticsObject = 'ttq';
  page.ttq = ttq;
  return ttq;
}

// ------------------------------------------------------------------ the providers

/** Runs `setUp` once per integration id and shares the script load among all callers. */
function loader(
  pick: (config: TrackingConfiguration) => readonly TrackingIntegration[],
  setUp: (integrations: TrackingIntegration[]) => void,
  load: ScriptLoader,
) {
  const setUpIds = new Set<string>();
  return (config: TrackingConfiguration): Promise<void> => {
    const integrations = active(pick(config));
    if (integrations.length === 0) return Promise.resolve();
    const fresh = integrations.filter((integration) => !setUpIds.has(integration.id));
    if (fresh.length > 0) {
      setUp(fresh);
      for (const integration of fresh) setUpIds.add(integration.id);
    }
    return loadAll(load, integrations);
  };
}

export function analyticsProvider(load: ScriptLoader = loadScriptTag): TrackingProvider {
  let started = false;
  /** the showings of pages each measurement has counted (a page_view once each) */
  const counted = new Set<string>();
  const pick = (config: TrackingConfiguration) => config.googleAnalytics.measurements;
  const ready = loader(
    pick,
    (fresh) => {
      ensureConsentDefaults();
      const gtag = pageGtag();
      if (!started) {
        gtag('js', new Date());
        started = true;
      }
      for (const call of analyticsSetupCalls(fresh)) gtag(...call);
    },
    load,
  );
  return {
    name: 'analytics',
    load: ready,
    async send(event, config) {
      const calls = analyticsEventCalls(event, pick(config), {
        counted,
        origin: window.location.origin,
      });
      if (calls.length === 0) return;
      await ready(config);
      const gtag = pageGtag();
      for (const call of calls) gtag(...call);
    },
    // consent mode carries the change (consentMemory.ts); the tag reads it from the dataLayer
    consentChanged() {},
  };
}

export function metaPixelProvider(load: ScriptLoader = loadScriptTag): TrackingProvider {
  const pick = (config: TrackingConfiguration) => config.metaAds.pixels;
  let loaded = false;
  const ready = loader(
    pick,
    (fresh) => {
      const fbq = fbqStub();
      for (const call of metaPixelSetupCalls(fresh)) fbq(...call);
      loaded = true;
    },
    load,
  );
  return {
    name: 'metaPixel',
    load: ready,
    async send(event, config) {
      const calls = metaPixelEventCalls(event, pick(config));
      if (calls.length === 0) return;
      await ready(config);
      const fbq = tagWindow().fbq;
      if (!fbq) throw new Error('fbq is missing');
      for (const call of calls) fbq(...call);
    },
    consentChanged(granted) {
      if (loaded) tagWindow().fbq?.('consent', granted ? 'grant' : 'revoke');
    },
  };
}

export function tiktokPixelProvider(load: ScriptLoader = loadScriptTag): TrackingProvider {
  const pick = (config: TrackingConfiguration) => config.tiktokAds.pixels;
  let loaded = false;
  /** each pixel's load (its own script, ?sdkid=<id>), started once */
  const pixelLoads = new Map<string, Promise<void>>();
  const ready = (config: TrackingConfiguration): Promise<void> => {
    const pixels = pick(config).filter((pixel) => tiktokPixelIds([pixel]).length > 0);
    if (pixels.length === 0) return Promise.resolve();
    const ttq = ttqStub(load);
    loaded = true;
    return Promise.all(
      pixels.map((pixel) => {
        let started = pixelLoads.get(pixel.id);
        if (!started) {
          started = ttq.load(pixel.id, {}, pixel.scriptUrl).catch((error: unknown) => {
            pixelLoads.delete(pixel.id); // a later event tries again
            throw error;
          });
          pixelLoads.set(pixel.id, started);
        }
        return started;
      }),
    ).then(() => undefined);
  };
  return {
    name: 'tiktokPixel',
    load: ready,
    async send(event, config) {
      const calls = tiktokPixelEventCalls(event, pick(config));
      if (calls.length === 0) return;
      await ready(config);
      const ttq = tagWindow().ttq;
      if (!ttq) throw new Error('ttq is missing');
      for (const call of calls) {
        const instance = ttq.instance(call.pixelId);
        const method = instance[call.method];
        if (typeof method !== 'function') throw new Error(`ttq ${call.method} is missing`);
        if (call.method === 'page') (method as Fn).call(instance);
        else (method as Fn).call(instance, call.name, call.params, call.options);
      }
    },
    consentChanged(granted) {
      if (!loaded) return;
      const ttq = tagWindow().ttq;
      if (granted) ttq?.grantConsent?.();
      else ttq?.revokeConsent?.();
    },
  };
}

/** The providers of a page, all loading their scripts through `load`. */
export function createBrowserProviders(load: ScriptLoader = loadScriptTag): TrackingProvider[] {
  return [analyticsProvider(load), metaPixelProvider(load), tiktokPixelProvider(load)];
}
