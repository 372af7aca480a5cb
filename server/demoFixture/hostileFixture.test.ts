/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { API_PREFIX } from '../../src/api/headers';
import type { ApiErrorBody, Order, Shop } from '../../src/api/types';
import { validateResponse } from '../testing/contract/contractValidator';
import { loadDemoFixture, loadFixture, parseDemoFixture } from './fixture';
import { HOSTILE_MESSAGE_KEYS, hostileFixture, PLAIN_TEXT_KEYS } from './hostileFixture';
import { message } from '../messages/messages';
import { demoServerPerTest } from '../testing/demoServer';
import { chamberAdult, DEMO } from '../testing/fixtureIds';
import { visitor } from '../testing/shopClient';
import { armPayload, corpusPayload, XSS_CORPUS } from './xssCorpus';
import { XSS_HIT_LOG_PATH, type XssHit } from '../demoApi/xssHits';
import { LANGUAGES } from '../../src/lib/languages';

const demo = loadDemoFixture();
const hostile = hostileFixture(loadDemoFixture());

/** Every string leaf of `value` with its path and the key it sits under (the language for texts). */
function leaves(
  value: unknown,
  path = '$',
  key = '$',
  found = new Map<string, [string, string]>(),
) {
  if (Array.isArray(value)) value.forEach((entry, i) => leaves(entry, `${path}[${i}]`, key, found));
  else if (value && typeof value === 'object')
    for (const [child, entry] of Object.entries(value))
      leaves(entry, `${path}.${child}`, child, found);
  else if (typeof value === 'string') found.set(path, [key, value]);
  return found;
}

/** Keys whose strings are texts: the languages of a LocalisedText, and the plain texts. */
const TEXT_KEYS = [...LANGUAGES, ...PLAIN_TEXT_KEYS] as string[];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROBE = /__xss\(\d+\)|\/xss-hit\?id=\d+|alert\(\d+\)|document\.title=`XSS\d+`/;
/** The strings that stay as they are: ids, slugs, codes, keys, tokens, addresses of scripts, dates. */
const KEPT_KEYS = [
  'id',
  'slug',
  'parent',
  'eventId',
  'articleId',
  'categoryId',
  'placementId',
  'variantId',
  'formId',
  'seatingChartId',
  'eventKey',
  'buyerFormId',
  'accessToken',
  'presaleTokens',
  'variantIds',
  'code',
  'shop',
  'key',
  'value',
  'type',
  'kind',
  'inscription',
  'priceStrategy',
  'availability',
  'endsAt',
  'postalCode',
  'addressCountry',
  'seatCategory',
  'category',
  'row',
  'currency',
  'languages',
  'startsAt',
  'checkIn',
  'checkOut',
  'scriptUrl',
  'url',
  'appId',
  'workspaceKey',
  'region',
  'alignment',
  'EU',
  'US',
  'AU',
];

describe('the hostile shop', () => {
  it('puts a payload with a probe into every text, in every language', () => {
    const before = leaves(demo);
    const after = leaves(hostile);
    const probesAt = (path: string) =>
      (hostile.xssProbes ?? []).filter((probe) => probe.path === path);
    const armedKeys = new Set<string>();
    const hostileUrlPaths = new Set(
      (hostile.xssProbes ?? [])
        .filter((probe) => probe.payload === 'hostile-rendition-url')
        .map((probe) => probe.path),
    );
    for (const [path, [key, original]] of before) {
      const now = after.get(path)?.[1] ?? '';
      if (path === '$.shop.media.favicon') continue;
      if (hostileUrlPaths.has(path)) continue;
      if (TEXT_KEYS.includes(key)) {
        // a text: the original words, then payloads whose probes the index notes at this path
        const probes = probesAt(path);
        expect([path, now.startsWith(original), probes.length > 0]).toEqual([path, true, true]);
        for (const probe of probes) {
          const armed = armPayload(corpusPayload(probe.payload), probe.id);
          expect([path, armed.kind, now.includes(armed.payload)]).toEqual([path, probe.kind, true]);
        }
        armedKeys.add(key);
      } else {
        expect([path, key, now]).toEqual([path, key, original]);
        expect(KEPT_KEYS).toContain(key);
      }
    }
    expect([...armedKeys].sort()).toEqual([
      'address',
      'addressLocality',
      'de',
      'en',
      'fr',
      'it',
      'name',
      'streetAddress',
      'venue',
    ]);
    expect(hostile.shop.media.favicon).toMatch(/^javascript:/);
    expect(hostile.shop.name).toContain('</title><script>');
    for (const key of HOSTILE_MESSAGE_KEYS)
      for (const lang of LANGUAGES)
        expect(hostile.messages?.[key]?.[lang]).toMatch(
          new RegExp(`^${escape(message(lang, key))} `),
        );
  });

  it('writes a script, a data document and another host into a picture’s smallest files', () => {
    const noted = (hostile.xssProbes ?? []).filter(
      (probe) => probe.payload === 'hostile-rendition-url',
    );
    const picture = hostile.shop.events[0].media?.[0];
    const urls = (picture?.renditions ?? [])
      .filter((file) => file.width === 480)
      .map((file) => decodeURIComponent(file.url));
    expect(urls).toEqual([
      expect.stringMatching(/^javascript:__xss\(\d+\)$/),
      expect.stringMatching(/^data:image\/svg\+xml,<svg .*onload="__xss\(\d+\)"/),
      expect.stringMatching(/^\/\/evil\.example\//),
    ]);
    expect(urls.every((url) => PROBE.test(url))).toBe(true);
    expect(noted.map((probe) => probe.path)).toEqual(
      (picture?.renditions ?? []).flatMap((file, index) =>
        file.width === 480 ? [`$.shop.events[0].media[0].renditions[${index}].url`] : [],
      ),
    );
    // the picture's other files stay as they are, so it still shows
    expect(picture?.renditions.filter((file) => file.url.startsWith('/media/demo/'))).toHaveLength(
      6,
    );
  });

  it('keeps ids, codes, prices and structure: only texts differ', () => {
    const numbersAndFlags = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (_key, entry: unknown) => (typeof entry === 'string' ? 's' : entry)),
      );
    const { messages, xssProbes, ...rest } = hostile;
    expect(numbersAndFlags(rest)).toEqual(numbersAndFlags(demo));
    expect(hostile.vouchers).toEqual(demo.vouchers);
    expect(hostile.presaleTokens).toEqual(demo.presaleTokens);
    expect(hostile.accessToken).toBe(demo.accessToken);
    expect(Object.keys(messages ?? {})).toEqual([...HOSTILE_MESSAGE_KEYS]);
    expect(xssProbes?.length).toBeGreaterThan(XSS_CORPUS.length * LANGUAGES.length);
  });

  it('uses the whole corpus, and each probe id names one text', () => {
    const probes = hostile.xssProbes ?? [];
    expect(new Set(probes.map((probe) => probe.id)).size).toBe(probes.length);
    expect(new Set(probes.map((probe) => probe.payload))).toEqual(
      new Set([
        ...XSS_CORPUS.map((payload) => payload.name),
        'javascript-favicon',
        'hostile-rendition-url',
      ]),
    );
    // the shop description carries every payload in every language
    for (const lang of LANGUAGES)
      expect(probes.filter((probe) => probe.path === `$.shop.description.${lang}`)).toHaveLength(
        XSS_CORPUS.length,
      );
    const serialised = JSON.stringify(hostile);
    for (const probe of probes.filter((entry) => entry.kind === 'recorder'))
      expect(serialised).toContain(`__xss(${probe.id})`);
  });

  it('still loads through the fixture checks, also from a JSON file', () => {
    expect(parseDemoFixture(JSON.parse(JSON.stringify(hostile)), 'the hostile shop')).toEqual(
      hostile,
    );
    expect(loadFixture('hostile')).toEqual(hostile);
  });

  describe('served', () => {
    const server = demoServerPerTest(() => ({ fixture: hostileFixture(loadDemoFixture()) }));

    it('answers the shop by the contract, texts and all', async () => {
      const client = await visitor(server.url());
      const answer = await client.api<Shop>('GET', `shop/${DEMO.slug}`);
      expect(answer.status).toBe(200);
      expect(validateResponse('GET', `${API_PREFIX}/shop/${DEMO.slug}`, 200, answer.body)).toEqual(
        [],
      );
      expect(answer.body.name).toBe(hostile.shop.name);
    });

    it('still redeems the voucher codes, and refuses with its own hostile words', async () => {
      const client = await visitor(server.url(), 'en');
      const order = await client.createOrder();
      await client.addItems(order.id, [chamberAdult]);
      const redeem = (code: string) =>
        client.api<Order & ApiErrorBody>('POST', `order/${order.id}/voucher`, { body: { code } });
      expect((await redeem('SOMMER10')).body.vouchers).toEqual([
        { id: expect.any(String), code: 'SOMMER10', discount: 350 },
      ]);
      const used = await redeem('USED-2025');
      expect(used.status).toBe(422);
      expect(used.body.errors[0].detail).toBe(hostile.messages?.voucherUsed?.en);
      const detail = used.body.errors[0].detail;
      const [noted] = (hostile.xssProbes ?? []).filter(
        (probe) => probe.path === '$.messages.voucherUsed.en',
      );
      const armed = armPayload(corpusPayload(noted.payload), noted.id);
      expect([detail.startsWith(`${message('en', 'voucherUsed')} `), detail]).toEqual([
        true,
        `${message('en', 'voucherUsed')} ${armed.payload}`,
      ]);
      expect((await redeem('NOPE')).body.errors[0].detail).toBe(
        hostile.messages?.voucherInvalid?.en,
      );
    });

    it('still honours the access token and the presale code', async () => {
      const client = await visitor(server.url());
      client.accessToken = DEMO.accessToken;
      const shop = await client.api<Shop>('GET', `shop/${DEMO.slug}`);
      expect(shop.body.placements.some((p) => p.id === DEMO.hiddenPlacement)).toBe(true);
      const presale = await client.api<Order>('POST', 'presale/order', {
        body: { presaleToken: DEMO.presaleToken },
      });
      expect(presale.status).toBe(201);
    });

    it('records every probe that calls home, naming the text it sat in', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const probe = hostile.xssProbes!.find((entry) => entry.kind === 'beacon')!;
      const hit = await fetch(`${server.url()}/xss-hit?id=${probe.id}`, {
        headers: { Referer: `${server.url()}/de` },
      });
      expect(hit.status).toBe(204);
      const log = (await (await fetch(server.url() + XSS_HIT_LOG_PATH)).json()) as {
        hits: XssHit[];
      };
      expect(log.hits).toEqual([
        {
          id: String(probe.id),
          path: probe.path,
          payload: probe.payload,
          page: `${server.url()}/de`,
          at: expect.any(String),
        },
      ]);
      expect(warn).toHaveBeenCalledWith(`[hostile shop] XSS probe ${probe.id} ran: ${probe.path}`);
    });
  });

  describe('the demo shop', () => {
    const server = demoServerPerTest();

    it('has no recorder', async () => {
      expect((await fetch(`${server.url()}/xss-hit?id=1`)).status).toBe(404);
    });
  });
});
