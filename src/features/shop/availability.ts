/**
 * What is left of a placement, as the buyer is told it: one rule for every card and page.
 * The shop's word on the placement wins; without it, the placement is sold out when every known
 * variant is, 'few left' when any is, else available. A field the shop does not send means
 * available (a real shop API may not send availability at all).
 */
import type { Availability, Placement, Variant } from '../../api/types';

export function placementAvailability(
  placement: Placement,
  variants: ReadonlyMap<string, Variant>,
): Availability {
  if (placement.availability) return placement.availability;
  let known = 0;
  let soldOut = 0;
  let fewLeft = false;
  for (const variantId of placement.variantIds) {
    const variant = variants.get(variantId);
    if (!variant) continue;
    known += 1;
    if (variant.availability === 'SOLD_OUT') soldOut += 1;
    else if (variant.availability === 'FEW_LEFT') fewLeft = true;
  }
  if (known > 0 && soldOut === known) return 'SOLD_OUT';
  return fewLeft ? 'FEW_LEFT' : 'AVAILABLE';
}
