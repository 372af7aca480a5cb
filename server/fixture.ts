import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Form, PaymentMethod, Shop } from '../src/api/types';
import { fixtureProblems } from './fixtureValidation';
import { hostileFixture } from './hostileFixture';
import type { MessageTexts } from './messages';
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

/** Where one XSS probe of the hostile shop went (server/hostileFixture.ts). */
export interface XssProbe {
  id: number;
  /** the text that carries it, e.g. '$.shop.articles[2].name.de' */
  path: string;
  /** the corpus payload's name (server/xssCorpus.ts) */
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

const DEMO_SHOP_PATH = join(__dirname, 'fixtures', 'demo-shop.json');

/** The seeded demo shop, read fresh each call so no caller can change another's copy. */
export function loadDemoFixture(): DemoFixture {
  return JSON.parse(readFileSync(DEMO_SHOP_PATH, 'utf8')) as DemoFixture;
}

/** The fixtures known by name; anything else DEMO_FIXTURE says is a path to a JSON file. */
export const FIXTURE_NAMES = ['demo', 'hostile'] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];

/** `value` as a DemoFixture when the server can serve it; else an error listing the problems. */
export function parseDemoFixture(value: unknown, source: string): DemoFixture {
  const problems = fixtureProblems(value);
  if (problems.length > 0) {
    const shown = problems.slice(0, 20).map((problem) => `  ${problem}`);
    if (problems.length > shown.length)
      shown.push(`  … and ${problems.length - shown.length} more`);
    throw new Error(`The fixture ${source} cannot be served:\n${shown.join('\n')}`);
  }
  return value as DemoFixture;
}

/** A fixture JSON file (absolute, or relative to `cwd`), checked. */
export function loadFixtureFile(path: string, cwd: string = process.cwd()): DemoFixture {
  const file = resolve(cwd, path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`The fixture file ${file} cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The fixture file ${file} is not JSON: ${(error as Error).message}`);
  }
  return parseDemoFixture(json, file);
}

/** The fixture DEMO_FIXTURE names: 'demo', 'hostile', or a path to a fixture JSON file. */
export function loadFixture(nameOrPath: string, cwd: string = process.cwd()): DemoFixture {
  const name = nameOrPath.trim();
  if (name === '' || name === 'demo') return loadDemoFixture();
  if (name === 'hostile') return hostileFixture(loadDemoFixture());
  return loadFixtureFile(name, cwd);
}
