/**
 * The tracking queue (spec sections 4 and 7, DESIGN "Time and coordination"): every domain event
 * (basket/itemsAdded, basket/viewed and the events of trackingEvents.ts) waits 100 ms, then, with
 * full consent and the shop's tracking configuration at hand, becomes a tracking event that each
 * provider is given. Events before the choice or after a reject are dropped, never queued.
 * A provider's failure is logged (console.warn), never shown, and never stops the others.
 *
 * Scripts load only with full consent: when consent is given (or restored) and the shop's
 * configuration is there. A later reject tells loaded tags to stop and deletes their cookies.
 *
 * This saga is in the 'tracking' chunk: the tracking gate (trackingGate.ts) loads it with full
 * consent and hands it what happened before it ran, which it takes as if it had run all along.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, select, spawn, takeEvery } from 'redux-saga/effects';
import type { Order, Shop, TrackingConfiguration } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { newId } from '../../lib/ids';
import { accepted, rejected, restored, selectHasFullConsent } from '../consent/consentSlice';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { selectShop } from '../shop/shopSelectors';
import type { TrackingProvider } from './browserProviders';
import type { BuildTrackingEvent } from './buildTrackingEvent';
import { purchaseTracked, rememberPurchase } from './purchaseMemory';
import { TRACKED_TYPES } from './trackedActions';
import { clearTrackingCookies } from './trackingCookies';
import { TRACKING_DELAY_MS } from './trackingDelay';
import { logTrackingFailure } from './trackingLog';
import { pageView, purchase } from './trackingEvents';
import {
  loadedTrackingProviders,
  trackingEventBuilder,
  trackingProviders,
} from './trackingProviders';
import type { PageContext, TrackingEvent, TrackingHandover } from './trackingTypes';
import { shopQuery } from '../shop/shopQuery';
import { fullConsentAt } from './consentTimeline';

export { TRACKING_DELAY_MS };

function* safely(what: string, run: () => Promise<void> | void) {
  try {
    yield call(run);
  } catch (error) {
    yield call(logTrackingFailure, what, error);
  }
}

/** The providers, the browser's loaded on first use; none when they cannot be loaded (logged). */
function* providersToUse(): SagaIterator<TrackingProvider[]> {
  try {
    return (yield call(trackingProviders)) as TrackingProvider[];
  } catch (error) {
    yield call(logTrackingFailure, 'loading the providers', error);
    return [];
  }
}

const configOf = (state: RootState): TrackingConfiguration | undefined =>
  selectShop(state)?.userTrackingConfiguration;

/** With full consent and a configuration: every provider loads its scripts (each on its own). */
function* loadProvidersIfAllowed() {
  const state: RootState = yield select();
  const config = configOf(state);
  if (!selectHasFullConsent(state) || !config) return;
  const providers: TrackingProvider[] = yield call(providersToUse);
  for (const provider of providers)
    yield spawn(safely, `${provider.name} load`, () => provider.load(config));
}

const isConsentChange = (action: UnknownAction) => accepted.match(action) || rejected.match(action);

/** `thenLoad`: false for a consent change handed over with a later one (that one loads them) */
function* consentChanged(action: UnknownAction, thenLoad = true) {
  const granted = accepted.match(action);
  // an accept loads the tags (the 'tracking' chunk); a reject tells only the ones loaded before
  const providers: TrackingProvider[] = granted
    ? yield call(providersToUse)
    : loadedTrackingProviders();
  for (const provider of providers)
    yield call(safely, `${provider.name} consent`, () => provider.consentChanged(granted));
  if (!granted) yield call(clearTrackingCookies);
  if (thenLoad) yield call(loadProvidersIfAllowed);
}

function* deliver(provider: TrackingProvider, event: TrackingEvent, config: TrackingConfiguration) {
  yield call(safely, `${provider.name} ${event.type}`, () => provider.send(event, config));
}

export function* trackingSaga({ page: pageBefore, pending }: TrackingHandover = { pending: [] }) {
  /** the page the last page view named; events are tied to the page they happened on */
  let page: PageContext | undefined = pageBefore;

  /**
   * `at`: when the event happened (an event handed over may have waited part of its time);
   * `allowedThen`: false for one handed over whose wait ended without full consent
   */
  function* track(action: UnknownAction, at: number = Date.now(), allowedThen = true) {
    if (pageView.match(action)) page = { ...action.payload };
    const onPage = page;
    yield delay(Math.max(0, at + TRACKING_DELAY_MS - Date.now()));

    const state: RootState = yield select();
    if (!allowedThen || !selectHasFullConsent(state)) return;
    const shop: Shop | undefined = selectShop(state);
    if (!shop) return;
    const order: Order | undefined = selectCurrentOrder(state);
    // the builder is in the 'tracking' chunk with the providers (loaded once, with full consent)
    let build: BuildTrackingEvent;
    try {
      build = (yield call(trackingEventBuilder)) as BuildTrackingEvent;
    } catch (error) {
      yield call(logTrackingFailure, 'loading the event builder', error);
      return;
    }
    // checked and remembered with no wait between: a purchase is sent once
    if (purchase.match(action) && purchaseTracked(action.payload.orderId)) return;

    let event: TrackingEvent | null;
    try {
      event = build(action, { shop, order, page: onPage, newId });
    } catch (error) {
      yield call(logTrackingFailure, `building ${action.type}`, error);
      return;
    }
    if (!event) return;
    if (purchase.match(action)) yield call(rememberPurchase, action.payload.orderId);
    const config = shop.userTrackingConfiguration;
    const providers: TrackingProvider[] = yield call(providersToUse);
    yield all(providers.map((provider) => call(deliver, provider, event, config)));
  }

  yield takeEvery([accepted.type, rejected.type], consentChanged);
  yield takeEvery(
    (action: Action) =>
      restored.match(action) || shopQuery.endpoints.getShop.matchFulfilled(action),
    loadProvidersIfAllowed,
  );
  yield takeEvery(TRACKED_TYPES, track);
  // what happened before it ran, in order; the last consent change loads the providers (when
  // allowed), without one they load now
  const lastChange = pending.map(({ action }) => isConsentChange(action)).lastIndexOf(true);
  if (lastChange < 0) yield fork(loadProvidersIfAllowed);
  const handedOverAt = Date.now();
  for (const [index, { action, at }] of pending.entries()) {
    if (isConsentChange(action)) yield fork(consentChanged, action, index === lastChange);
    // a restored choice is noted for its time only (the providers loaded above)
    else if (!restored.match(action)) {
      // its wait ended before the saga ran: the consent of that moment, as far as noted, decides
      const endedAt = at + TRACKING_DELAY_MS;
      const allowedThen = endedAt > handedOverAt || fullConsentAt(pending, endedAt) !== false;
      yield fork(track, action, at, allowedThen);
    }
  }
}
