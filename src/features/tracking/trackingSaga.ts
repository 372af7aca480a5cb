/**
 * The tracking queue (spec sections 4 and 7, DESIGN "Time and coordination"): every domain event
 * (basket/itemsAdded, basket/viewed and the events of trackingEvents.ts) waits 100 ms, then, with
 * full consent and the shop's tracking configuration at hand, becomes a tracking event that each
 * provider is given. Events before the choice or after a reject are dropped, never queued.
 * A provider's failure is logged (console.warn), never shown, and never stops the others.
 *
 * Scripts load only with full consent: when consent is given (or restored) and the shop's
 * configuration is there. A later reject tells loaded tags to stop and deletes their cookies.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, select, spawn, takeEvery } from 'redux-saga/effects';
import { shopApi } from '../../api/shopApi';
import type { Order, Shop, TrackingConfiguration } from '../../api/types';
import type { RootState } from '../../app/store';
import { newId } from '../../lib/ids';
import { accepted, rejected, restored, selectHasFullConsent } from '../consent/consentSlice';
import { selectCurrentOrder } from '../order/orderSelectors';
import { selectShop } from '../shop/shopSelectors';
import type { TrackingProvider } from './browserProviders';
import type { BuildTrackingEvent } from './buildTrackingEvent';
import { purchaseTracked, rememberPurchase } from './purchaseMemory';
import { TRACKED_TYPES } from './trackedActions';
import { clearTrackingCookies } from './trackingCookies';
import { logTrackingFailure } from './trackingLog';
import { pageView, purchase } from './trackingEvents';
import {
  loadedTrackingProviders,
  trackingEventBuilder,
  trackingProviders,
} from './trackingProviders';
import type { PageContext, TrackingEvent } from './trackingTypes';

/** spec section 9 */
export const TRACKING_DELAY_MS = 100;

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

function* consentChanged(action: UnknownAction) {
  const granted = accepted.match(action);
  // an accept loads the tags (the 'tracking' chunk); a reject tells only the ones loaded before
  const providers: TrackingProvider[] = granted
    ? yield call(providersToUse)
    : loadedTrackingProviders();
  for (const provider of providers)
    yield call(safely, `${provider.name} consent`, () => provider.consentChanged(granted));
  if (!granted) yield call(clearTrackingCookies);
  yield call(loadProvidersIfAllowed);
}

function* deliver(provider: TrackingProvider, event: TrackingEvent, config: TrackingConfiguration) {
  yield call(safely, `${provider.name} ${event.type}`, () => provider.send(event, config));
}

export function* trackingSaga() {
  /** the page the last page view named; events are tied to the page they happened on */
  let page: PageContext | undefined;

  function* track(action: UnknownAction) {
    if (pageView.match(action)) page = { ...action.payload };
    const onPage = page;
    yield delay(TRACKING_DELAY_MS);

    const state: RootState = yield select();
    if (!selectHasFullConsent(state)) return;
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

  yield call(loadProvidersIfAllowed);
  yield takeEvery([accepted.type, rejected.type], consentChanged);
  yield takeEvery(
    (action: Action) => restored.match(action) || shopApi.endpoints.getShop.matchFulfilled(action),
    loadProvidersIfAllowed,
  );
  yield takeEvery(TRACKED_TYPES, track);
}
