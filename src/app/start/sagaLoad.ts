/**
 * When the sagas' chunk (sagaStart.ts) is asked for: not before the first page has painted,
 * which needs the reducers and the shop API only, and no later than the sagas are needed:
 * - at once when an order is stored (its restore, the cart's count and the reservation's timer
 *   are sagas' work), as soon as a page starts a saga of its own (seats, checkout, status), or
 *   an action comes that they must answer promptly (shopStore.ts: a failed call, a presale address);
 * - at the visitor's first input (a click on an amount, a consent choice);
 * - else fetched ahead as the links' pages are (spec section 9): PRELOAD_DELAY_MS after load, once
 *   the browser is idle, out of the way of the first page's late downloads (its pictures); and as
 *   those, not ahead with data saver on or on a 2g connection (then only when needed).
 * No action is lost meanwhile (sagaSlot.ts). After a new build replaced the chunk the page loads
 * anew, as for a page's chunk; without a connection it is asked for again back online.
 */
import { reloadOnChunkError } from '../../features/freshness/chunkReload';
import { navigationTargetPath } from '../../features/freshness/navigationTarget';
import {
  browserConnection,
  PRELOAD_DELAY_MS,
  preloadDecision,
} from '../../features/navigation/preloadPolicy';
import { readStoredOrder } from '../../features/order/orderStorage';
import { reportError } from '../../lib/errorReporting';
import { featureSagasOf } from '../../state/featureSagas';
import { sagaSlotOf } from '../sagaSlot';

// click and input too: assistive technology activates a control with a click alone, dictation types
// without keys
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'click', 'input'] as const;
/** the longest the idle browser is waited for after that moment */
const IDLE_TIMEOUT_MS = 2000;

function requestSagas(store: object): void {
  const attempt = () => {
    reloadOnChunkError(
      () => import(/* webpackChunkName: "sagas" */ '../sagaStart'),
      navigationTargetPath,
    ).then(
      ({ runSagas }) => runSagas(store),
      (error: unknown) => {
        reportError(error, { where: 'sagas' });
        window.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
}

export function loadSagasWhenNeeded(store: object): void {
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    for (const type of INPUTS) window.removeEventListener(type, ask, true);
    requestSagas(store);
  };
  if (readStoredOrder() !== null) return ask();
  featureSagasOf(store).onWaiting(ask);
  sagaSlotOf(store).whenNeeded(ask);
  if (asked) return;
  for (const type of INPUTS) window.addEventListener(type, ask, { capture: true, passive: true });
  const whenIdle = () => {
    if (!preloadDecision(browserConnection()).preload) return;
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(ask, { timeout: IDLE_TIMEOUT_MS });
    else ask();
  };
  const afterLoad = () => setTimeout(whenIdle, PRELOAD_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
