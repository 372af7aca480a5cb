/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The render server's reads of the shop answer: kept per address, language and token, one read
 * in flight per key, and read every time when the answer is not to be kept (the bench's uncached
 * figures). A kept answer is parsed once and shared, frozen, by the renders that read it.
 */
import { API_PREFIX, HEADERS } from '../../src/api/headers';
import { SHOP_FRESH_MS, SHOP_STALE_MS, shopReads, type ShopReads } from './shopReads';

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

it('serves a stale answer while one new read runs, then the new one; forgets one too old', async () => {
  let time = 0;
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, now: () => time });
  expect(await read(reads)).toEqual({ read: 1 });
  time += SHOP_FRESH_MS;
  // stale: these renders take the kept answer, and one read runs for all of them
  expect(await Promise.all([read(reads), read(reads)])).toEqual([{ read: 1 }, { read: 1 }]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(shop.reads).toHaveLength(2);
  expect(await read(reads)).toEqual({ read: 2 });
  // stale again, a new read again (the one before has ended)
  time += SHOP_FRESH_MS;
  await read(reads);
  await new Promise((resolve) => setImmediate(resolve));
  expect(shop.reads).toHaveLength(3);
  // past fresh and stale, the answer is forgotten: the render waits for a new read
  time += SHOP_FRESH_MS + SHOP_STALE_MS + 1;
  expect(await read(reads)).toEqual({ read: 4 });
  expect(reads.size()).toBe(1);
  // one kept just as long as allowed is still served
  time += SHOP_FRESH_MS + SHOP_STALE_MS;
  expect(await read(reads)).toEqual({ read: 4 });
});

it('forgets the answers of every key that is too old, not only the one asked for', async () => {
  let time = 0;
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn, now: () => time });
  await Promise.all([read(reads, 'de'), read(reads, 'fr')]);
  expect(reads.size()).toBe(2);
  time += SHOP_FRESH_MS + SHOP_STALE_MS + 1;
  await read(reads, 'it');
  expect(reads.size()).toBe(1);
});

it('keeps no failed read: the next render reads again', async () => {
  let status = 500;
  let count = 0;
  const reads = shopReads({
    fetchFn: () => Promise.resolve(Response.json({ read: (count += 1) }, { status })),
  });
  const failed = await reads.fetch(SHOP);
  expect(failed.status).toBe(500);
  status = 200;
  expect(await read(reads)).toEqual({ read: 2 });
  expect(await read(reads)).toEqual({ read: 2 });
  expect(reads.size()).toBe(1);
});

it('keeps the shop answer per token too, and its status and type', async () => {
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn });
  const asked = (token?: string) =>
    reads.fetch(SHOP, { headers: token ? { [HEADERS.accessToken]: token } : {} });
  const [plain, withToken] = await Promise.all([asked(), asked('t-1')]);
  expect(await reads.readAnswer(plain)).toEqual({ read: 1 });
  expect(await reads.readAnswer(withToken)).toEqual({ read: 2 });
  expect(plain.status).toBe(200);
  expect(plain.headers.get('Content-Type')).toBe('application/json');
  expect(await reads.readAnswer(await asked(''))).toEqual({ read: 1 });
});

it('sends every other read to the API each time: a write, another path', async () => {
  const shop = countingShop();
  const reads = shopReads({ fetchFn: shop.fetchFn });
  for (let each = 0; each < 2; each += 1) {
    await reads.fetch(SHOP, { method: 'POST', body: '{}' });
    await reads.fetch(`${SHOP}/seats`);
    await reads.fetch(`http://shop.test${API_PREFIX}/order/o-1`);
  }
  expect(shop.reads).toHaveLength(6);
  expect(reads.size()).toBe(0);
});

it('reads an empty answer as null, kept or not', async () => {
  const empty = () => Promise.resolve(new Response('', { status: 200 }));
  const kept = shopReads({ fetchFn: empty });
  expect(await kept.readAnswer(await kept.fetch(SHOP))).toBeNull();
  const notKept = shopReads({ fetchFn: empty, keepShopAnswer: false });
  expect(await notKept.readAnswer(await notKept.fetch(SHOP))).toBeNull();
});
