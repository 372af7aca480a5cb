/**
 * STAND-IN for the customisation flow (issue 5). Items that need a choice (delivery,
 * inscription, options, a CHOICE price) are added with defaults for now: the article's first
 * delivery option and, for a CHOICE variant, its minimum price. No inscription, no options.
 * The customisation flow replaces this one function.
 */
import type { Article, NewOrderItem, Variant } from '../../api/types';

export type CustomisedFields = Pick<NewOrderItem, 'deliveryOption' | 'price'>;

export function placeholderCustomisation(article: Article, variant: Variant): CustomisedFields {
  const fields: CustomisedFields = {};
  const [firstDelivery] = article.deliveryOptions;
  if (firstDelivery) fields.deliveryOption = firstDelivery.code;
  if (variant.priceStrategy === 'CHOICE') fields.price = variant.minPrice ?? variant.price;
  return fields;
}
