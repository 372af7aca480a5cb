/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The render server's reads of the shop answer: kept per address, language and token, one read
 * in flight per key, and read every time when the answer is not to be kept (the bench's uncached
 * figures).
 */
import { API_PREFIX, HEADERS } from '../../src/api/headers';
import { SHOP_FRESH_MS, shopReads } from './shopReads';

const SHOP = `http://shop.test${API_PREFIX}/shop/demo`;

/** A shop API that answers every read with its number, and counts them. */
function countingShop() {
  const reads: string[] = [];
  const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    reads.push(`${request.headers.get(HEADERS.locale)} ${new URL(request.url).pathname}`);
    return Promise.resolve(Response.json({ read: reads.length }));
  };
  return { reads, fetchFn };
}

const read = (fetchFn: typeof fetch, lang = 'de') =>
  fetchFn(SHOP, { headers: { [HEADERS.locale]: lang } }).then(
    (response) => response.json() as Promise<{ read: number }>,
  );

it('keeps the shop answer per language while fresh, with one read in flight per key', async () => {
  let time = 0;
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, now: () => time });
  const first = await Promise.all([read(reads.fetch), read(reads.fetch), read(reads.fetch, 'fr')]);
  expect(first.map((answer) => answer.read).sort()).toEqual([1, 1, 2]);
  time += SHOP_FRESH_MS - 1;
  expect(await read(reads.fetch)).toEqual(first[0]);
  expect(shop.reads).toHaveLength(2);
  expect(reads.size()).toBe(2);
});

it('reads the shop answer for every render when it is not to be kept', async () => {
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, keepShopAnswer: false });
  const answers = await Promise.all([read(reads.fetch), read(reads.fetch), read(reads.fetch)]);
  expect(answers.map((answer) => answer.read).sort()).toEqual([1, 2, 3]);
  expect(await read(reads.fetch)).toEqual({ read: 4 });
  expect(reads.size()).toBe(0);
});
