import type { OrderItem, OrderTotals } from '../../src/api/types';
import { Catalog } from './catalog';
import type { OrderRecord } from './state';

export interface PricedOrder {
  totals: OrderTotals;
  /** per applied voucher, in the order's voucher order */
  voucherDiscounts: number[];
  /** what insurance costs for these items, whether enabled or not */
  insurancePrice: number;
}

/** One item's own price, its bundle children and its chosen options. */
export function itemAmount(catalog: Catalog, item: OrderItem): number {
  const children = item.childItems.reduce((sum, child) => sum + child.price, 0);
  const options = item.options.reduce((sum, option) => {
    const variant = catalog.variant(option.variantId);
    return sum + (variant ? Catalog.chargedPrice(variant) : 0);
  }, 0);
  return item.price + children + options;
}

export function deliveryAmount(catalog: Catalog, item: OrderItem): number {
  if (!item.deliveryOption) return 0;
  const placement = catalog.placement(item.placementId);
  const article = placement && catalog.article(placement.articleId);
  return article?.deliveryOptions.find((option) => option.code === item.deliveryOption)?.price ?? 0;
}

/**
 * items + delivery - discount + insurance. Vouchers take a percentage of the items or a fixed
 * amount, in the order they were applied, never more than the items in all; insurance is a
 * percentage of the items, rounded to the minor unit.
 */
export function priceOrder(
  catalog: Catalog,
  record: OrderRecord,
  insurancePercent: number,
): PricedOrder {
  const items = record.items.reduce((sum, item) => sum + itemAmount(catalog, item), 0);
  const delivery = record.items.reduce((sum, item) => sum + deliveryAmount(catalog, item), 0);
  let left = items;
  const voucherDiscounts = record.vouchers.map(({ voucher }) => {
    const wanted =
      voucher.kind === 'percent' ? Math.round((items * voucher.value) / 100) : voucher.value;
    const discount = Math.min(wanted, left);
    left -= discount;
    return discount;
  });
  const discount = items - left;
  const insurancePrice = Math.round((items * insurancePercent) / 100);
  const insurance = record.insuranceEnabled ? insurancePrice : 0;
  return {
    totals: {
      items,
      delivery,
      discount,
      insurance,
      total: items + delivery - discount + insurance,
    },
    voucherDiscounts,
    insurancePrice,
  };
}
