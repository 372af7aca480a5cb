/**
 * A whole store for a test, with its sagas running, as the app makes one (app/store.ts). The test
 * kits that live beside a feature (its `testing/` folder) make their stores here, with the other
 * test helpers, so no feature folder imports the app above it.
 */
export { makeStore as makeTestStore } from '../app/store';
