/**
 * The shape of what the demo shop API is seeded from (the fixtures, such as
 * server/fixtures/demo-shop.json; server/demoFixture/fixture.ts reads them).
 */
import type { Form, PaymentMethod, Shop } from '../../src/api/types';
import type { MessageTexts } from '../messages/messages';
import type { ProbeKind } from './xssCorpus';

/** A redeemable code in the demo shop: a percentage of the items, or a fixed amount in minor units. */
export interface DemoVoucher {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  /** false: the code exists but was used up already */
  redeemable: boolean;
  /** the shop the code was sold by, when not this one: it is refused here ('wrong shop') */
  shop?: string;
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

/** Where one XSS probe of the hostile shop went (server/demoFixture/hostileFixture.ts). */
export interface XssProbe {
  id: number;
  /** the text that carries it, e.g. '$.shop.articles[2].name.de' */
  path: string;
  /** the corpus payload's name (server/demoFixture/xssCorpus.ts) */
  payload: string;
  kind: ProbeKind;
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
  /** the shop's own wording of server messages (the hostile shop words the voucher messages) */
  messages?: MessageTexts;
  /** a hostile shop: which probe is in which text; the server then records hits at /xss-hit */
  xssProbes?: XssProbe[];
}
