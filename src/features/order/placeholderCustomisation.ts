/**
 * What a new item gets before the customisation flow: only the choices that resolve themselves
 * (an article with exactly one delivery option gets it). Everything the visitor decides
 * (delivery among several, inscription, options, a CHOICE price) is asked by the customisation
 * flow (src/features/customisation), to which the amount saga hands the items that need it.
 * The name stays from the stand-in this replaced, for amountPlan's sake.
 */
import type { Article, NewOrderItem, Variant } from '../../api/types';
import { autoDeliveryOption } from '../orderModel/customisationSteps';

export type CustomisedFields = Pick<NewOrderItem, 'deliveryOption' | 'price'>;

export function placeholderCustomisation(article: Article, _variant: Variant): CustomisedFields {
  const delivery = autoDeliveryOption(article);
  return delivery === null ? {} : { deliveryOption: delivery };
}
