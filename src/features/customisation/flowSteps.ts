/**
 * How the customisation flow walks the steps (spec sections 4 and 5): which items a step asks
 * about, which step comes next, and whether an answer is one the server takes. Pure functions,
 * with the flow's chunk ('customisation'); orderModel/customisationSteps.ts holds the rules the amount
 * saga needs on every page (is an item customisable at all).
 */
import type { NewOrderItem, Placement, PlacementOption } from '../../api/types';
import {
  CHOICE_PRICE_MAX,
  INSCRIPTION_MAX_LENGTH,
  STEPS,
  stepNeedsVisitor,
  type CustomisationStep,
  type ItemContext,
} from '../orderModel/customisationSteps';

/** An item together with its context; the flow keeps them side by side. */
export interface ContextualItem {
  item: NewOrderItem;
  context: ItemContext;
}

/** The positions of the items that need the visitor for this step. */
export function itemsForStep(step: CustomisationStep, items: readonly ContextualItem[]): number[] {
  const positions: number[] = [];
  items.forEach(({ item, context }, index) => {
    if (stepNeedsVisitor(step, item, context)) positions.push(index);
  });
  return positions;
}

/**
 * The next step after `after` (null: from the start) that needs the visitor for some item, or
 * null when none is left: then the flow finishes.
 */
export function nextStep(
  after: CustomisationStep | null,
  items: readonly ContextualItem[],
): CustomisationStep | null {
  const from = after === null ? 0 : STEPS.indexOf(after) + 1;
  return STEPS.slice(from).find((step) => itemsForStep(step, items).length > 0) ?? null;
}

/** Everything the options step offers for a placement: its article options, then the general ones. */
export const offeredOptions = (placement: Placement): PlacementOption[] => [
  ...placement.options.article,
  ...placement.options.general,
];

/** Whether the item's answer to a step is one the server takes (the screens check it first). */
export function stepAnswered(
  step: CustomisationStep,
  item: NewOrderItem,
  { placement, article, variant }: ItemContext,
): boolean {
  switch (step) {
    case 'delivery':
      return article.deliveryOptions.some((option) => option.code === item.deliveryOption);
    case 'inscription':
      return item.inscription === undefined || item.inscription.length <= INSCRIPTION_MAX_LENGTH;
    case 'options': {
      const offered = offeredOptions(placement);
      return (item.options ?? []).every((chosen) =>
        offered.some(
          (option) =>
            option.articleId === chosen.articleId && option.variantId === chosen.variantId,
        ),
      );
    }
    case 'choicePrice':
      return (
        typeof item.price === 'number' &&
        Number.isInteger(item.price) &&
        item.price >= (variant.minPrice ?? 0) &&
        item.price <= CHOICE_PRICE_MAX
      );
  }
}
