/**
 * What is left, as the buyer is told it: one rule for every card, page and offer. A field the
 * shop does not send means available (a real shop API may not send availability at all).
 */
import type { Availability, Placement, Variant } from '../../api/types';

/** What is left of a variant as the shop says it; a shop that does not say sells it. */
export function variantAvailability(variant: Pick<Variant, 'availability'>): Availability {
  return variant.availability ?? 'AVAILABLE';
}

/**
 * What is left of a placement: the shop's word on the placement wins; without it, sold out when
 * every one of its (known) variants is, 'few left' when any is, else available. Some price
 * categories sold out and the others freely on sale is available: each variant says its own.
 */
export function placementAvailability(
  placement: Pick<Placement, 'availability'>,
  variants: readonly Pick<Variant, 'availability'>[],
): Availability {
  if (placement.availability) return placement.availability;
  const each = variants.map(variantAvailability);
  if (each.length > 0 && each.every((entry) => entry === 'SOLD_OUT')) return 'SOLD_OUT';
  return each.includes('FEW_LEFT') ? 'FEW_LEFT' : 'AVAILABLE';
}

/** Whether a variant can be added on this placement: neither it nor the placement is sold out. */
export function canAdd(
  placement: Pick<Placement, 'availability'>,
  variant: Pick<Variant, 'availability'>,
): boolean {
  return placement.availability !== 'SOLD_OUT' && variantAvailability(variant) !== 'SOLD_OUT';
}
