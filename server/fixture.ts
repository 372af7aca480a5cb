import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Form, PaymentMethod, Shop } from '../src/api/types';

/** A redeemable code in the demo shop: a percentage of the items, or a fixed amount in minor units. */
export interface DemoVoucher {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  /** false: the code exists but was used up already */
  redeemable: boolean;
}

/** One row of a seating chart: seats are labelled `${row}-${n}`, n = 1..seats. */
export interface SeatRow {
  row: string;
  seats: number;
  /** the seats.io category key, matched against Variant.seatCategory */
  category: string;
}

export interface SeatMap {
  seatingChartId: string;
  placementId: string;
  rows: SeatRow[];
}

/** Everything the demo shop API is seeded from. */
export interface DemoFixture {
  shop: Shop;
  /** every form of the shop: the buyer form and the personalisation forms */
  forms: Form[];
  buyerFormId: string;
  /** reveals hidden placements when sent as X-Auth-Token */
  accessToken: string;
  /** start a presale order; they also work as access tokens (the storefront moves them to ?token=) */
  presaleTokens: string[];
  vouchers: DemoVoucher[];
  paymentMethods: PaymentMethod[];
  insurance: { available: boolean; percent: number };
  seatMaps: SeatMap[];
}

const DEMO_SHOP_PATH = join(__dirname, 'fixtures', 'demo-shop.json');

/** The seeded demo shop, read fresh each call so no caller can change another's copy. */
export function loadDemoFixture(): DemoFixture {
  return JSON.parse(readFileSync(DEMO_SHOP_PATH, 'utf8')) as DemoFixture;
}
