import type { DeliveryCode, Form, Order, OrderStatusAnswer } from '../../src/api/types';
import { remainingSeconds } from './reservation';
import { extensionsLeft } from './reservationExtension';
import type { OrderRecord, ShopState } from './state';
import { priceOrder } from './totals';

/** The buyer form first, then each personalisation form the order's items need, once. */
export function formsOf(state: ShopState, record: OrderRecord): Form[] {
  const { catalog } = state;
  const ids = [catalog.fixture.buyerFormId];
  for (const item of record.items) {
    const formId = item.personalisation?.formId;
    if (formId && !ids.includes(formId)) ids.push(formId);
  }
  return ids.map((id) => catalog.form(id)).filter((form): form is Form => form !== undefined);
}

/** The Order answer, computed at answer time (totals, forms, seconds left). */
export function toOrder(state: ShopState, record: OrderRecord): Order {
  const { fixture } = state.catalog;
  const priced = priceOrder(state.catalog, record, fixture.insurance.percent);
  return {
    id: record.id,
    shop: record.shop,
    status: record.status,
    currency: fixture.shop.currency,
    items: structuredClone(record.items),
    forms: structuredClone(formsOf(state, record)),
    vouchers: record.vouchers.map((applied, index) => ({
      id: applied.id,
      code: applied.code,
      discount: priced.voucherDiscounts[index] ?? 0,
    })),
    insurance: {
      available: fixture.insurance.available,
      enabled: record.insuranceEnabled,
      price: priced.insurancePrice,
    },
    totals: priced.totals,
    checkout: {
      paymentMethods: structuredClone(fixture.paymentMethods),
      buyerFormId: fixture.buyerFormId,
    },
    reservationExpiresInSeconds: remainingSeconds(record, state.now()),
    ...(record.holdToken ? { seating: { holdToken: record.holdToken } } : {}),
    reservationExtensionsLeft: extensionsLeft(state, record),
  };
}

const DELIVERY_ORDER: readonly DeliveryCode[] = ['EMAIL', 'POST', 'PICKUP'];

/** How the order's items are delivered, each way once. */
const deliveryOptionsOf = (record: OrderRecord): DeliveryCode[] =>
  DELIVERY_ORDER.filter((code) => record.items.some((item) => item.deliveryOption === code));

export function toStatus(state: ShopState, record: OrderRecord): OrderStatusAnswer {
  const { fixture } = state.catalog;
  return {
    orderId: record.id,
    status: record.status,
    currency: fixture.shop.currency,
    total: priceOrder(state.catalog, record, fixture.insurance.percent).totals.total,
    itemCount: record.items.length,
    paymentMethodId: record.paymentMethodId,
    deliveryOptions: deliveryOptionsOf(record),
  };
}
