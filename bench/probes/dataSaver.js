/*
 * Runs in the page before the storefront loads (page.addInitScript): the browser says "data
 * saver on", so the storefront fetches nothing ahead (spec section 9: "prefetch skipped on data
 * saver") and the page loads only what its first render needs.
 */
Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({
    saveData: true,
    effectiveType: '4g',
    addEventListener() {},
    removeEventListener() {},
  }),
});
