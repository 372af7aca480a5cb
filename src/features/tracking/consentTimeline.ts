/**
 * Consent as it was at a moment, read from the consent changes the tracking gate noted with their
 * times (pure). The tracking saga may start long after the changes it is handed (the sagas arrive
 * after the first paint, app/start/sagaLoad.ts): by then the store holds the latest choice, so an event
 * whose 100 ms wait ended before that choice is judged by the consent of its own moment.
 */
import { accepted, rejected, restored } from '../consent/consentSlice';
import type { NotedAction } from './trackingTypes';

function fullAfter({ action }: NotedAction): boolean | undefined {
  if (accepted.match(action)) return true;
  if (rejected.match(action)) return false;
  if (restored.match(action)) return action.payload.consentAll;
  return undefined;
}

/**
 * Whether the visitor had full consent at `time`, by `noted` (oldest first): the result of the
 * last consent change at or before it; none before the first change (a store starts undecided).
 * Undefined when no consent change was noted at all.
 */
export function fullConsentAt(noted: readonly NotedAction[], time: number): boolean | undefined {
  let full: boolean | undefined;
  let seen = false;
  for (const entry of noted) {
    const after = fullAfter(entry);
    if (after === undefined) continue;
    if (entry.at > time) return seen ? full : false;
    seen = true;
    full = after;
  }
  return full;
}
