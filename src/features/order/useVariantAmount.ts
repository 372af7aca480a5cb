/**
 * `const [amount, setAmount] = useVariantAmount(placementId, variantId)` for an amount control:
 * the amount the visitor sees (pending, else the server's order) and the setter that sends the
 * event `order/amountChanged`. The order calls follow after 500 ms of quiet (amountSaga).
 * While the order is not known (restored after a reload and not fetched yet, or fetching it
 * failed) the control counts from 0 and what the visitor asks for comes on top of the order.
 */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { amountChanged } from '../orderModel/orderEvents';
import { selectOrderKnown } from './orderSelectors';
import { selectVariantAmount } from './amountSelectors';
import { wantedAmount } from './pendingAmounts';

export function useVariantAmount(
  placementId: string,
  variantId: string,
): [number, (amount: number) => void] {
  const dispatch = useAppDispatch();
  const amount = useAppSelector((state) => selectVariantAmount(state, placementId, variantId));
  const orderKnown = useAppSelector(selectOrderKnown);
  const setAmount = useCallback(
    (next: number) => {
      dispatch(
        amountChanged({
          placementId,
          variantId,
          amount: wantedAmount(next),
          ...(orderKnown ? {} : { onTopOfOrder: true }),
        }),
      );
    },
    [dispatch, placementId, variantId, orderKnown],
  );
  return [amount, setAmount];
}
