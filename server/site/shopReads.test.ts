/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The render server's reads of the shop answer: kept per address, language and token, one read
 * in flight per key, and read every time when the answer is not to be kept (the bench's uncached
 * figures). A kept answer is parsed once and shared, frozen, by the renders that read it.
 */
import { API_PREFIX, HEADERS } from '../../src/api/headers';
import { SHOP_FRESH_MS, shopReads, type ShopReads } from './shopReads';

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

/** A render's read of the shop answer: through the reads' fetch, its body through readAnswer. */
const read = (reads: ShopReads, lang = 'de') =>
  reads
    .fetch(SHOP, { headers: { [HEADERS.locale]: lang } })
    .then((response) => reads.readAnswer(response) as Promise<{ read: number }>);

it('keeps the shop answer per language while fresh, with one read in flight per key', async () => {
  let time = 0;
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, now: () => time });
  const first = await Promise.all([read(reads), read(reads), read(reads, 'fr')]);
  expect(first.map((answer) => answer.read).sort()).toEqual([1, 1, 2]);
  time += SHOP_FRESH_MS - 1;
  expect(await read(reads)).toEqual(first[0]);
  expect(shop.reads).toHaveLength(2);
  expect(reads.size()).toBe(2);
});

it('reads the shop answer for every render when it is not to be kept', async () => {
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, keepShopAnswer: false });
  const answers = await Promise.all([read(reads), read(reads), read(reads)]);
  expect(answers.map((answer) => answer.read).sort()).toEqual([1, 2, 3]);
  expect(await read(reads)).toEqual({ read: 4 });
  expect(reads.size()).toBe(0);
});

it('hands every render of a kept answer the same parsed value, frozen to its depths', async () => {
  const reads = shopReads({
    fetchFn: () => Promise.resolve(Response.json({ placements: [{ id: 'pl-1', variantIds: [] }] })),
  });
  const [first, second] = await Promise.all([read(reads), read(reads)]);
  expect(second).toBe(first);
  const placements = (first as unknown as { placements: { variantIds: string[] }[] }).placements;
  // no render can change what another render reads
  expect(() => placements[0].variantIds.push('var-x')).toThrow(TypeError);
  expect(Object.isFrozen(placements[0])).toBe(true);
});

it('reads an answer it does not keep as it comes: its own JSON each time', async () => {
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, keepShopAnswer: false });
  const [first, second] = await Promise.all([read(reads), read(reads)]);
  expect(second).not.toBe(first);
  expect(Object.isFrozen(first)).toBe(false);
});
