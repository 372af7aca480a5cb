/**
 * Which providers the tracking saga calls: the browser's (gtag, fbq, ttq) unless a test (or a
 * replay that must send nothing) put others in their place.
 */
import { createBrowserProviders, type TrackingProvider } from './browserProviders';

let providers: TrackingProvider[] | null = null;

export function trackingProviders(): TrackingProvider[] {
  providers ??= createBrowserProviders();
  return providers;
}

/** Use these providers from now on; returns a function that puts the previous ones back. */
export function setTrackingProviders(next: TrackingProvider[]): () => void {
  const previous = providers;
  providers = next;
  return () => {
    providers = previous;
  };
}
