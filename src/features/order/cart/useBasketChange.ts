import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { selectBasketChange, type BasketChange } from '../basketChanges';

/**
 * The latest change of one thing of the basket (basketChanges.ts), and `onSettled` called once
 * when a change asked for while this part is shown is made or has failed (never for one that was
 * over before it was shown).
 */
export function useBasketChange(
  key: string,
  onSettled?: (change: BasketChange) => void,
): BasketChange | undefined {
  const change = useAppSelector((state) => selectBasketChange(state, key));
  const seen = useRef(change);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled; // the latest render's, before the change is looked at below
  });
  useEffect(() => {
    const before = seen.current;
    seen.current = change;
    if (change && change !== before && change.status !== 'pending') settled.current?.(change);
  }, [change]);
  return change;
}

/**
 * A removal the visitor asked for is said once what it removed is gone from the order: its button
 * went with it, so the part that asked cannot say it. Gives `asking(id, message)`, for the moment
 * the visitor asks (message null: the removal failed, nothing to say), and calls `say(message)`
 * once `present` (the order's items or vouchers) no longer holds the id. Held by a part that stays
 * when the removed thing was the last (the panel, for the last ticket).
 */
export function useSayWhenGone(
  present: readonly { id: string }[] | undefined,
  say: (message: string) => void,
): (id: string, message: string | null) => void {
  const asked = useRef(new Map<string, string>());
  useEffect(() => {
    if (!present) return; // the order is not known: nothing can be said gone
    for (const [id, message] of asked.current) {
      if (present.some((thing) => thing.id === id)) continue;
      asked.current.delete(id);
      say(message);
    }
  }, [present, say]);
  return useCallback((id: string, message: string | null) => {
    if (message === null) asked.current.delete(id);
    else asked.current.set(id, message);
  }, []);
}
