/**
 * Which providers the tracking saga calls: the browser's (gtag, fbq, ttq), a chunk of their own
 * ('tracking') that loads the first time they are needed, i.e. after full consent, unless a test
 * (or a replay that must send nothing) put others in their place. The same chunk holds what makes
 * a domain event a tracking event (buildTrackingEvent.ts), needed only then too.
 */
import type { TrackingProvider } from './browserProviders';
import type { BuildTrackingEvent } from './buildTrackingEvent';

let providers: TrackingProvider[] | null = null;
let loading: Promise<TrackingProvider[]> | null = null;

/** The providers: at once when they are there, else once the browser's are loaded. */
export function trackingProviders(): TrackingProvider[] | Promise<TrackingProvider[]> {
  if (providers) return providers;
  loading ??= import(/* webpackChunkName: "tracking" */ './browserProviders').then(
    ({ createBrowserProviders }) => {
      providers ??= createBrowserProviders();
      return providers;
    },
    (error: unknown) => {
      loading = null; // tried again at the next event
      throw error;
    },
  );
  return loading;
}

/** The providers there are, loading none: tags never loaded have nothing to be told. */
export const loadedTrackingProviders = (): TrackingProvider[] => providers ?? [];

/** Use these providers from now on; returns a function that puts the previous ones back. */
export function setTrackingProviders(next: TrackingProvider[]): () => void {
  const previous = providers;
  providers = next;
  return () => {
    providers = previous;
  };
}

let builder: BuildTrackingEvent | null = null;
let loadingBuilder: Promise<BuildTrackingEvent> | null = null;

/** What makes a domain event a tracking event: at once when it is there, else once loaded. */
export function trackingEventBuilder(): BuildTrackingEvent | Promise<BuildTrackingEvent> {
  if (builder) return builder;
  loadingBuilder ??= import(/* webpackChunkName: "tracking" */ './buildTrackingEvent').then(
    (module) => {
      builder = module.buildTrackingEvent;
      return builder;
    },
    (error: unknown) => {
      loadingBuilder = null; // tried again at the next event
      throw error;
    },
  );
  return loadingBuilder;
}
