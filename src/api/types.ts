/**
 * The shop API's types, written from the contract in `src/api/openapi.yaml`.
 * The browser code and the demo server (server/) share this file and nothing else.
 * Prices are integers in minor units (Rappen for CHF) everywhere.
 */

/** An interface language; the list and the rules about it live in src/lib/languages.ts. */
export type Lang = 'de' | 'en' | 'fr' | 'it';

/** A text per language; when the wanted language is missing any available one is used. */
export type LocalisedText = Partial<Record<Lang, string>>;

export interface Shop {
  id: string;
  slug: string;
  name: string;
  description: LocalisedText;
  media: { favicon: string | null };
  languages: Lang[];
  currency: string;
  categories: Category[];
  articles: Article[];
  events: ShopEvent[];
  variants: Variant[];
  placements: Placement[];
  seatingCharts: SeatingChart[];
  userTrackingConfiguration: TrackingConfiguration;
  /** the shop's seats.io workspace; without it the site configuration's is used */
  seatsio?: SeatsioSettings;
}

/** seats.io regions (the chart script's CDN and API host: cdn-{region}.seatsio.net). */
export type SeatsioRegion = 'eu' | 'na' | 'sa' | 'oc';

export interface SeatsioSettings {
  /** the public workspace key the chart renders with */
  workspaceKey: string;
  region: SeatsioRegion;
}

export interface Category {
  id: string;
  /** null for the root category */
  parent: string | null;
  eventId: string | null;
  name: LocalisedText;
}

export type ArticleType = 'TICKET' | 'VOUCHER' | 'ACCOMMODATION' | 'BUNDLE' | 'PRODUCT';
export type InscriptionSetting = 'DISABLED' | 'ENABLED' | 'EMAIL_SHIPPING_ONLY';
export type DeliveryCode = 'EMAIL' | 'POST' | 'PICKUP';

export interface DeliveryOption {
  code: DeliveryCode;
  /** surcharge per item, minor units */
  price: number;
}

export interface Accommodation {
  checkIn: string;
  checkOut: string;
  address: string;
  amenities: LocalisedText;
}

export interface Article {
  id: string;
  type: ArticleType;
  name: LocalisedText;
  description: LocalisedText;
  eventId: string | null;
  inscription: InscriptionSetting;
  deliveryOptions: DeliveryOption[];
  seatsio: { eventKey: string } | null;
  accommodation: Accommodation | null;
}

export interface ShopEvent {
  id: string;
  name: LocalisedText;
  /** ISO 8601 date-time */
  startsAt: string;
  venue: string;
}

export type PriceStrategy = 'FIXED' | 'CHOICE';

export interface BundleItem {
  variantId: string;
  minAmount: number;
}

export interface Variant {
  id: string;
  articleId: string;
  label: LocalisedText;
  price: number;
  priceStrategy: PriceStrategy;
  /** CHOICE only: the lowest price the visitor may choose, minor units */
  minPrice: number | null;
  /** the price after the shop's own discounts, when there is one */
  totalDiscounted: number | null;
  bundleItems: BundleItem[];
  /** seats.io category key this variant prices, for seated articles */
  seatCategory: string | null;
}

export interface PlacementOption {
  articleId: string;
  variantId: string;
}

export interface Placement {
  id: string;
  slug: string;
  articleId: string;
  categoryId: string;
  sequence: number;
  hidden: boolean;
  variantIds: string[];
  options: { article: PlacementOption[]; general: PlacementOption[] };
  /** the form each item of this placement is personalised with */
  personalisation: { formId: string } | null;
}

export interface SeatingChart {
  seatingChartId: string;
  slug: string;
  categoryId: string;
  placementId: string;
  name: LocalisedText;
}

export interface TrackingEventFlags {
  addToBasket: boolean;
  beginCheckout: boolean;
  pageView: boolean;
  purchase: boolean;
  viewItem: boolean;
  selectItem: boolean;
  viewBasket: boolean;
  viewItemList: boolean;
  addPaymentInfo: boolean;
}

export interface TrackingIntegration {
  id: string;
  active: boolean;
  events: TrackingEventFlags;
  /** where the integration's script is loaded from */
  scriptUrl: string;
}

export type ChatRegion = 'EU' | 'US' | 'AU';

export interface TrackingConfiguration {
  googleAnalytics: { measurements: TrackingIntegration[] };
  metaAds: { pixels: TrackingIntegration[] };
  tiktokAds: { pixels: TrackingIntegration[] };
  supportChat: {
    active: boolean;
    appId: string;
    region: ChatRegion;
    /** the three regional API bases; region picks one */
    apiBases: Record<ChatRegion, string>;
    alignment: 'left' | 'right';
    scriptUrl: string;
  };
}

// ---------------------------------------------------------------- order

export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'country'
  | 'date'
  | 'confirm'
  | 'radio'
  | 'file'
  | 'number';

export interface FormField {
  key: string;
  type: FieldType;
  required: boolean;
  /** grouped fields are shown together under the form's group heading */
  grouped: boolean;
  label: LocalisedText;
  /** radio: the choices */
  choices?: { value: string; label: LocalisedText }[];
  /** number: limits */
  min?: number;
  max?: number;
}

export interface Form {
  id: string;
  name: LocalisedText;
  fields: FormField[];
}

export type FormData = Record<string, string | boolean | number | null>;

export interface ChildItem {
  id: string;
  variantId: string;
  price: number;
}

export interface OrderItem {
  id: string;
  variant: string;
  placementId: string;
  seatLabel: string | null;
  deliveryOption: DeliveryCode | null;
  inscription: string | null;
  price: number;
  personalisation: { formId: string; data: FormData | null } | null;
  childItems: ChildItem[];
  /** options chosen for this item: the variants of option articles */
  options: PlacementOption[];
}

export interface AppliedVoucher {
  id: string;
  code: string;
  /** minor units taken off the total */
  discount: number;
}

export interface PaymentMethod {
  id: string;
  name: LocalisedText;
  /** how the provider is shown */
  kind: 'walle-lightbox' | 'redirect';
}

export type OrderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface OrderTotals {
  items: number;
  delivery: number;
  discount: number;
  insurance: number;
  total: number;
}

export interface Order {
  id: string;
  shop: string;
  status: OrderStatus;
  currency: string;
  items: OrderItem[];
  forms: Form[];
  vouchers: AppliedVoucher[];
  insurance: { available: boolean; enabled: boolean; price: number };
  totals: OrderTotals;
  checkout: { paymentMethods: PaymentMethod[]; buyerFormId: string };
  reservationExpiresInSeconds: number;
  /** seats.io holds: the order's hold token (absent when the shop sells no seats) */
  seating?: OrderSeating;
  /**
   * how many more times the visitor may extend the reservation now (POST …/reservation);
   * 0 when it cannot be extended; missing when the shop offers no extension
   */
  reservationExtensionsLeft?: number;
}

export interface OrderSeating {
  holdToken: string;
}

export type EventSeatStatus = 'free' | 'held' | 'booked';

/** One seat of a seated event (GET /seating/{eventKey}/seats). */
export interface EventSeat {
  label: string;
  row: string;
  number: string;
  category: { key: string; label: LocalisedText };
  status: EventSeatStatus;
}

export interface EventSeats {
  eventKey: string;
  seats: EventSeat[];
}

export interface NewOrderItem {
  variant: string;
  placementId: string;
  childItems?: { variantId: string }[];
  seatLabel?: string;
  deliveryOption?: DeliveryCode;
  inscription?: string;
  /** CHOICE variants: the price the visitor chose, minor units */
  price?: number;
  options?: PlacementOption[];
}

export interface AddItemsRequest {
  items: NewOrderItem[];
  trackingEventId?: string;
}

export interface CheckoutRequest {
  form: FormData;
  paymentMethod: string;
  /**
   * The total the visitor saw and agreed to pay, minor units: when the order's total is no longer
   * that (another tab changed the basket, a price changed), the server refuses with 409.
   */
  expectedTotal?: number;
}

export interface CheckoutAnswer {
  action: 'walle-lightbox' | 'redirect';
  url: string;
}

export interface OrderStatusAnswer {
  orderId: string;
  status: OrderStatus;
  currency: string;
  total: number;
  itemCount: number;
  /** where the visitor can go to pay again after a failure or cancellation */
  paymentMethodId: string | null;
  /** how the order's items are delivered, each way once (EMAIL, POST, PICKUP order) */
  deliveryOptions?: DeliveryCode[];
}

export interface PersonalizeRequest {
  items: Record<string, FormData>;
}

export interface ApiErrorBody {
  errors: { detail: string; field?: string }[];
}

export interface BuildInfo {
  id: string;
}
