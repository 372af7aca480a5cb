/**
 * The seating chart page worked out from the shop and the order (pure; which chart an address
 * names is the catalog's address rule, catalog/placementPath.ts): the variants of each seat category (seats.io ticket types), the pricing the chart shows,
 * the order's seats, and the event's seats (from the shop API), grouped for the seat list.
 */
import type {
  Article,
  DeliveryCode,
  EventSeats,
  Lang,
  NewOrderItem,
  Order,
  OrderItem,
  Placement,
  SeatsioSettings,
  Shop,
  Variant,
} from '../../api/types';
import { localise } from '../../lib/localisedText';
import { seatNameParts } from '../../lib/seatName';

/**
 * The seats.io workspace the chart renders with: the shop's own (its answer's `seatsio`), else the
 * site configuration's (BILLETT_SEATS_WORKSPACE_KEY, BILLETT_SEATS_REGION).
 */
export function seatsioWorkspace(
  shop: Pick<Shop, 'seatsio'>,
  site: { seatsWorkspaceKey: string; seatsRegion: SeatsioSettings['region'] },
): SeatsioSettings {
  return shop.seatsio?.workspaceKey
    ? shop.seatsio
    : { workspaceKey: site.seatsWorkspaceKey, region: site.seatsRegion };
}

/** What one item of a variant costs: the shop's discounted price when there is one. */
export const seatPrice = (variant: Variant): number =>
  variant.priceStrategy === 'CHOICE'
    ? (variant.minPrice ?? variant.price)
    : (variant.totalDiscounted ?? variant.price);

/** The placement's variants of each seat category, in the placement's order (the first is the default). */
export function variantsByCategory(
  placement: Placement,
  variants: ReadonlyMap<string, Variant>,
): ReadonlyMap<string, readonly Variant[]> {
  const grouped = new Map<string, Variant[]>();
  for (const id of placement.variantIds) {
    const variant = variants.get(id);
    if (!variant?.seatCategory) continue;
    const list = grouped.get(variant.seatCategory);
    if (list) list.push(variant);
    else grouped.set(variant.seatCategory, [variant]);
  }
  return grouped;
}

/**
 * The variant a seat of `category` is sold as: the ticket type the chart chose when it is one of
 * the category's variants, else the category's first variant.
 */
export function variantForSeat(
  byCategory: ReadonlyMap<string, readonly Variant[]>,
  category: string,
  ticketType?: string,
): Variant | undefined {
  const list = byCategory.get(category) ?? [];
  return list.find((variant) => variant.id === ticketType) ?? list[0];
}

export interface ChartTicketType {
  /** the variant id */
  ticketType: string;
  /** major units, as seats.io takes prices */
  price: number;
  label: string;
  primary: boolean;
}

export interface ChartPricing {
  prices: { category: string; ticketTypes: ChartTicketType[] }[];
}

/** seats.io multi-level pricing: per category its variants as ticket types, the first primary. */
export function chartPricing(
  byCategory: ReadonlyMap<string, readonly Variant[]>,
  lang: Lang,
): ChartPricing {
  return {
    prices: [...byCategory].map(([category, list]) => ({
      category,
      ticketTypes: list.map((variant, index) => ({
        ticketType: variant.id,
        price: seatPrice(variant) / 100,
        label: localise(variant.label, lang) || variant.id,
        primary: index === 0,
      })),
    })),
  };
}

/** The lowest and highest price of a category, minor units; null without variants. */
export function priceRange(
  list: readonly Variant[] | undefined,
): { low: number; high: number } | null {
  if (!list || list.length === 0) return null;
  const prices = list.map(seatPrice);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** The order's items on seats of a placement, by seat label, in the order the server lists them. */
export function seatItems(
  order: Order | undefined,
  placementId: string,
): ReadonlyMap<string, OrderItem> {
  const items = new Map<string, OrderItem>();
  for (const item of order?.items ?? []) {
    if (item.placementId === placementId && item.seatLabel) items.set(item.seatLabel, item);
  }
  return items;
}

/** The delivery option a seat is added with: the wanted one when the article offers it, else its first. */
export function seatDelivery(
  article: Article,
  wanted?: DeliveryCode | null,
): DeliveryCode | undefined {
  const codes = article.deliveryOptions.map((option) => option.code);
  return wanted && codes.includes(wanted) ? wanted : codes[0];
}

/** The new order item for a seat. */
export function newSeatItem(
  placement: Placement,
  article: Article,
  variant: Variant,
  seatLabel: string,
  deliveryOption?: DeliveryCode | null,
): NewOrderItem {
  const item: NewOrderItem = { variant: variant.id, placementId: placement.id, seatLabel };
  const delivery = seatDelivery(article, deliveryOption);
  if (delivery) item.deliveryOption = delivery;
  if (variant.priceStrategy === 'CHOICE') item.price = seatPrice(variant);
  if (variant.bundleItems.length > 0) {
    item.childItems = variant.bundleItems.flatMap((bundled) =>
      Array.from({ length: Math.max(0, bundled.minAmount) }, () => ({
        variantId: bundled.variantId,
      })),
    );
  }
  return item;
}

/** A seat of the event, as the seat list shows it. */
export interface ChartSeat {
  label: string;
  /** the row's label, e.g. 'A' */
  row: string;
  /** the seat's number in its row, e.g. '1' */
  number: string;
  category: string;
  categoryLabel: string;
  /** free: anyone may choose it now */
  selectable: boolean;
}

/** The event's seats (GET /seating/{eventKey}/seats), in its order, with texts in `lang`. */
export function seatsFromEvent(event: EventSeats | undefined, lang: Lang): ChartSeat[] {
  return (event?.seats ?? []).map((seat) => ({
    label: seat.label,
    // row and number as the seat's name reads them from its label, when the event leaves them out
    row: seat.row || seatNameParts(seat.label).row,
    number: seat.number || seatNameParts(seat.label).number,
    category: seat.category.key,
    categoryLabel: localise(seat.category.label, lang),
    selectable: seat.status === 'free',
  }));
}

export interface SeatRowGroup {
  row: string;
  seats: ChartSeat[];
}

export interface SeatCategoryGroup {
  category: string;
  label: string;
  rows: SeatRowGroup[];
}

/**
 * The seats the list offers, by category and row: those the visitor can select now, and the ones
 * they have selected. A row keeps its place with no seat in it when all are taken.
 */
export function seatListGroups(
  seats: readonly ChartSeat[],
  selected: ReadonlySet<string>,
): SeatCategoryGroup[] {
  const categories = new Map<string, SeatCategoryGroup>();
  for (const seat of seats) {
    let group = categories.get(seat.category);
    if (!group) {
      group = { category: seat.category, label: seat.categoryLabel || seat.category, rows: [] };
      categories.set(seat.category, group);
    }
    let row = group.rows.find((candidate) => candidate.row === seat.row);
    if (!row) {
      row = { row: seat.row, seats: [] };
      group.rows.push(row);
    }
    if (seat.selectable || selected.has(seat.label)) row.seats.push(seat);
  }
  return [...categories.values()];
}
