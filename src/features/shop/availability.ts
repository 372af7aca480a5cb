import type { Availability, Placement, Variant } from '../../api/types';

/**
 * What is left of a variant as the shop says it; a shop that does not say sells it (AVAILABLE),
 * as the contract's Availability describes.
 */
export function variantAvailability(variant: Pick<Variant, 'availability'>): Availability {
  return variant.availability ?? 'AVAILABLE';
}

/**
 * What is left of a placement: the shop's word when it gives one, else from its variants: sold
 * out when every variant is (and it has any), few left when one is few or some are sold out.
 */
export function placementAvailability(
  placement: Pick<Placement, 'availability'>,
  variants: readonly Pick<Variant, 'availability'>[],
): Availability {
  if (placement.availability) return placement.availability;
  const each = variants.map(variantAvailability);
  if (each.length > 0 && each.every((entry) => entry === 'SOLD_OUT')) return 'SOLD_OUT';
  return each.some((entry) => entry !== 'AVAILABLE') ? 'FEW_LEFT' : 'AVAILABLE';
}

/** Whether a variant can be added on this placement: neither it nor the placement is sold out. */
export function canAdd(
  placement: Pick<Placement, 'availability'>,
  variant: Pick<Variant, 'availability'>,
): boolean {
  return placement.availability !== 'SOLD_OUT' && variantAvailability(variant) !== 'SOLD_OUT';
}
