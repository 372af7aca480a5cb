/**
 * The shop API's types by name: each is the contract's schema of the same name
 * (src/api/contract.gen.ts, generated from src/api/openapi.yaml; the descriptions live there).
 * The browser code and the demo server (server/) share these types.
 * Prices are integers in minor units (Rappen for CHF) everywhere.
 */
import type { components } from './contract.gen';

type Schemas = components['schemas'];

/** An interface language; the list and the rules about it live in src/lib/languages.ts. */
export type Lang = Schemas['Lang'];
/** A text per language; when the wanted language is missing any available one is used. */
export type LocalisedText = Schemas['LocalisedText'];

// ---------------------------------------------------------------- shop

export type Shop = Schemas['Shop'];
export type SeatsioSettings = Schemas['SeatsioSettings'];
/** seats.io regions (the chart script's CDN and API host: cdn-{region}.seatsio.net). */
export type SeatsioRegion = SeatsioSettings['region'];
export type Category = Schemas['Category'];
export type ArticleType = Schemas['ArticleType'];
export type InscriptionSetting = Schemas['InscriptionSetting'];
export type DeliveryCode = Schemas['DeliveryCode'];
export type DeliveryOption = Schemas['DeliveryOption'];
export type Accommodation = Schemas['Accommodation'];
export type Article = Schemas['Article'];
export type ShopEvent = Schemas['ShopEvent'];
/** What is left of a variant or placement; absent means the shop does not say (then available). */
export type Availability = Schemas['Availability'];
/** One picture in several widths and formats; alt null means decorative. */
export type Picture = Schemas['Picture'];
export type ImageRendition = Schemas['ImageRendition'];
export type PriceStrategy = Schemas['PriceStrategy'];
export type BundleItem = Schemas['BundleItem'];
export type Variant = Schemas['Variant'];
export type PlacementOption = Schemas['PlacementOption'];
export type Placement = Schemas['Placement'];
export type SeatingChart = Schemas['SeatingChart'];
export type TrackingEventFlags = Schemas['TrackingEventFlags'];
export type TrackingIntegration = Schemas['TrackingIntegration'];
export type ChatRegion = Schemas['ChatRegion'];
export type TrackingConfiguration = Schemas['TrackingConfiguration'];

// ---------------------------------------------------------------- order

export type FieldType = Schemas['FieldType'];
export type FormField = Schemas['FormField'];
export type Form = Schemas['Form'];
export type FormData = Schemas['FormData'];
export type ChildItem = Schemas['ChildItem'];
export type OrderItem = Schemas['OrderItem'];
export type AppliedVoucher = Schemas['AppliedVoucher'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderTotals = Schemas['OrderTotals'];
export type Order = Schemas['Order'];
export type OrderSeating = Schemas['OrderSeating'];
export type EventSeat = Schemas['EventSeat'];
export type EventSeatStatus = EventSeat['status'];
export type EventSeats = Schemas['EventSeats'];

// ---------------------------------------------------------------- requests and answers

export type NewOrderItem = Schemas['NewOrderItem'];
export type AddItemsRequest = Schemas['AddItemsRequest'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type CheckoutAnswer = Schemas['CheckoutAnswer'];
export type OrderStatusAnswer = Schemas['OrderStatusAnswer'];
export type PersonalizeRequest = Schemas['PersonalizeRequest'];
export type ApiErrorBody = Schemas['ApiErrorBody'];
export type BuildInfo = Schemas['BuildInfo'];
