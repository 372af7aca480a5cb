/**
 * The browser's tracking providers are a chunk of their own ('tracking'): none is there until the
 * saga first needs them (after consent); then the same providers serve every later call.
 */
import { recordingProvider } from './trackingTestKit';
import {
  loadedTrackingProviders,
  setTrackingProviders,
  trackingProviders,
} from './trackingProviders';

describe('the tracking providers', () => {
  it('are loaded the first time they are needed, once', async () => {
    expect(loadedTrackingProviders()).toEqual([]);
    const first = trackingProviders();
    expect(first).toBeInstanceOf(Promise);
    const loaded = await first;
    expect(loaded.map((provider) => provider.name)).toEqual([
      'analytics',
      'metaPixel',
      'tiktokPixel',
    ]);
    expect(trackingProviders()).toBe(loaded);
    expect(loadedTrackingProviders()).toBe(loaded);
  });

  it('are the given ones at once when a test puts its own in place', () => {
    const { provider } = recordingProvider('analytics');
    const restore = setTrackingProviders([provider]);
    expect(trackingProviders()).toEqual([provider]);
    expect(loadedTrackingProviders()).toEqual([provider]);
    restore();
  });
});
