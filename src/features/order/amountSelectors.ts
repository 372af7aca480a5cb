/**
 * The amounts a visitor sees at a variant and on a basket line (issue 19): what they asked for
 * while it waits, else what the server's order holds. Apart from orderSelectors.ts, which every
 * page's sagas read: only the article page and the cart show amounts, so the basket lines'
 * identity (orderLines.ts) comes with their chunks, not with every first page.
 */
import type { RootState } from '../../state/rootState';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import type { AmountProblem } from '../orderModel/orderEvents';
import { countLineItems } from './orderLines';
import { countVariantItems, selectPendingAmounts } from './orderSelectors';
import { amountKey, pendingKey } from './pendingAmounts';

/**
 * The amount the visitor sees for a variant on a placement: what they asked for while it is
 * pending (on top of what the order holds, when they asked without knowing it), else what the
 * server's order holds, with what they asked of its basket lines meanwhile.
 */
export function selectVariantAmount(
  state: RootState,
  placementId: string,
  variantId: string,
): number {
  const pendingAmounts = selectPendingAmounts(state);
  const pending = pendingAmounts[amountKey(placementId, variantId)];
  const order = selectCurrentOrder(state);
  const held = countVariantItems(order, placementId, variantId);
  if (pending) return pending.onTopOfOrder ? held + pending.amount : pending.amount;
  let lines = 0;
  for (const { placementId: placement, variantId: variant, line, amount } of Object.values(
    pendingAmounts,
  )) {
    if (line && placement === placementId && variant === variantId)
      lines += amount - countLineItems(order?.items, line.key);
  }
  return held + lines;
}

/** The quantity the visitor sees on a basket line: what they asked for, else what the order holds. */
export function selectLineAmount(
  state: RootState,
  placementId: string,
  variantId: string,
  lineKey: string,
): number {
  const pending = selectPendingAmounts(state)[pendingKey({ placementId, variantId, lineKey })];
  return pending ? pending.amount : countLineItems(selectCurrentOrder(state)?.items, lineKey);
}

/** What a basket line could not be brought to, if anything. */
export const selectLineProblem = (
  state: RootState,
  placementId: string,
  variantId: string,
  lineKey: string,
): AmountProblem | undefined =>
  state.order.amountProblems.byKey[pendingKey({ placementId, variantId, lineKey })];
