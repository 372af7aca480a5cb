/**
 * `const [quantity, setQuantity] = useLineAmount(line)` for a basket line's stepper: the quantity
 * the visitor sees (pending, else the server's order) and the setter that sends the same event as
 * the article page's control, `order/amountChanged`, naming the line. The amount saga applies it
 * after 500 ms of quiet: fewer removes the line's items, more adds copies of them.
 */
import { useCallback } from 'react';
import type { NewOrderItem } from '../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { amountChanged } from '../orderModel/orderEvents';
import { countLineItems } from './orderLines';
import { selectLineAmount } from './amountSelectors';
import { wantedAmount } from './pendingAmounts';

export interface LineRef {
  placementId: string;
  variantId: string;
  /** orderLines.lineKeyOf of its items */
  key: string;
  /** what one more item of the line is (orderLines.lineItemLike) */
  like: NewOrderItem;
}

export function useLineAmount(line: LineRef): [number, (amount: number) => void] {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { placementId, variantId, key, like } = line;
  const amount = useAppSelector((state) => selectLineAmount(state, placementId, variantId, key));
  const setAmount = useCallback(
    (next: number) => {
      const held = countLineItems(selectCurrentOrder(store.getState())?.items, key);
      dispatch(
        amountChanged({
          placementId,
          variantId,
          amount: wantedAmount(next),
          line: { key, like, held },
        }),
      );
    },
    [dispatch, store, placementId, variantId, key, like],
  );
  return [amount, setAmount];
}
