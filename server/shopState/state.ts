import { randomBytes } from 'node:crypto';
import type { FormData, Lang, OrderItem, OrderStatus } from '../../src/api/types';
import { Catalog } from './catalog';
import type { DemoVoucher } from '../demoFixture/fixture';
import type { ResolvedOptions } from './options';
import { SeatsioObjects } from './seatsioObjects';

export interface AppliedVoucherRecord {
  id: string;
  code: string;
  voucher: DemoVoucher;
}

/** An order as the demo server keeps it; answers are computed from it (see orderAnswer.ts). */
export interface OrderRecord {
  id: string;
  shop: string;
  status: OrderStatus;
  presaleToken: string | null;
  items: OrderItem[];
  vouchers: AppliedVoucherRecord[];
  insuranceEnabled: boolean;
  /** absolute end of the reservation, ms since the epoch: the one source of its time */
  expiresAt: number;
  /** how often the visitor extended the reservation (POST …/reservation) */
  extensionsUsed: number;
  paymentMethodId: string | null;
  buyer: FormData | null;
  /** the language of the last checkout, for the payment stand-ins */
  lang: Lang;
  /**
   * the seats.io hold token this order's seats are held with (seatHolds.ts); null when the shop
   * sells no seats
   */
  holdToken: string | null;
}

/** What one demo API instance remembers: each createDemoApi call has its own. */
export interface ShopState {
  readonly options: ResolvedOptions;
  readonly catalog: Catalog;
  /** session id (billett_session cookie) -> CSRF token */
  readonly sessions: Map<string, string>;
  /** every order ever created, expired ones included (their status answer says 'expired') */
  readonly orders: Map<string, OrderRecord>;
  /** `${orderId} ${kind} ${Idempotency-Key}` -> fingerprint of the request that used it (idempotency.ts) */
  readonly idempotency: Map<string, string>;
  /** the seats.io stand-in's hold tokens and object statuses (what seats.io itself keeps) */
  readonly seatsio: SeatsioObjects;
  now(): number;
  /** a fresh id, e.g. item-7 */
  nextId(prefix: string): string;
}

export function createShopState(options: ResolvedOptions): ShopState {
  let counter = 0;
  return {
    options,
    catalog: new Catalog(options.fixture),
    sessions: new Map(),
    orders: new Map(),
    idempotency: new Map(),
    seatsio: new SeatsioObjects(() => options.now()),
    now: () => options.now(),
    nextId: (prefix) => `${prefix}-${++counter}`,
  };
}

/** An order id that cannot be guessed from another one. */
export const newOrderId = (): string => `ord-${randomBytes(6).toString('hex')}`;

/** base64 of 32 random bytes: it ends in '=', so its cookie is always URL-encoded (like Laravel's). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64');
