import { freeze } from 'immer';
import type { Lang } from '../../lib/languages';
import {
  LARGEST_CARRIED_ANSWER_BYTES,
  pageDataHtml,
  pageDataJson,
  PAGE_DATA_VERSION,
  type PageData,
} from './pageData';

const shopAnswer = () =>
  freeze(
    {
      slug: 'demo',
      name: 'Bühne </script><script>alert(1)</script>',
      placements: [{ id: 'pl-1' }],
    },
    true,
  );

const pageData = (answer: unknown, lang: Lang = 'de'): PageData => ({
  version: PAGE_DATA_VERSION,
  buildId: 'b1',
  lang,
  renderedAt: 1,
  origin: 'https://shop.example',
  route: 'category',
  namespaces: [],
  state: { locale: { lang: 'de' } } as PageData['state'],
  shopApi: {
    queries: {
      'getShop("demo")': {
        status: 'fulfilled',
        endpointName: 'getShop',
        originalArgs: 'demo',
        data: answer,
      },
      'getOrderStatus("o-1")': { status: 'rejected', error: { status: 404 }, data: undefined },
      'getEventSeats("e<1>")': { status: 'fulfilled', data: { free: ['A-1'] } },
    },
    mutations: {},
    provided: { tags: {}, keys: {} },
  },
});

it('writes the same JSON as JSON.stringify, with nothing that could close its element', () => {
  const data = pageData(shopAnswer());
  const json = pageDataJson(data);
  expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
  expect(json).not.toMatch(/[<>]/);
  const empty = {
    ...data,
    shopApi: { queries: {}, mutations: {}, provided: data.shopApi.provided },
  };
  expect(JSON.parse(pageDataJson(empty))).toEqual(JSON.parse(JSON.stringify(empty)));
});

it('serialises a frozen (shared) answer once, whatever page carries it', () => {
  const answer = shopAnswer();
  const stringify = jest.spyOn(JSON, 'stringify');
  const first = pageDataJson(pageData(answer));
  const second = pageDataJson(pageData(answer));
  const ofAnswer = stringify.mock.calls.filter(
    ([value]) => (value as { placements?: unknown } | undefined)?.placements !== undefined,
  );
  stringify.mockRestore();
  expect(ofAnswer).toHaveLength(1);
  expect(second).toBe(first);
  // another answer (a newer one, another language's) is its own
  expect(pageDataJson(pageData(freeze({ slug: 'demo', name: 'Neu' }, true)))).toContain('"Neu"');
});

it("carries the shop answer's texts in the page's language and German, each language's cut once", () => {
  const name = { de: 'Jazznacht', en: 'Jazz night', fr: 'Nuit du jazz', it: 'Notte jazz' };
  const answer = freeze({ slug: 'demo', placements: [{ id: 'pl-1', name }] }, true);
  const carried = (lang: Lang) => {
    const block = JSON.parse(pageDataJson(pageData(answer, lang))) as PageData;
    const entry = block.shopApi.queries['getShop("demo")'] as { data: typeof answer };
    return entry.data.placements[0].name;
  };
  const stringify = jest.spyOn(JSON, 'stringify');
  expect(carried('de')).toEqual({ de: 'Jazznacht' });
  expect(carried('fr')).toEqual({ fr: 'Nuit du jazz', de: 'Jazznacht' });
  expect(carried('fr')).toEqual({ fr: 'Nuit du jazz', de: 'Jazznacht' });
  const cuts = stringify.mock.calls.filter(
    ([value]) => (value as { placements?: unknown } | undefined)?.placements !== undefined,
  );
  stringify.mockRestore();
  expect(cuts).toHaveLength(2);
  // the answer the server keeps for every page is left whole
  expect(answer.placements[0].name).toEqual(name);
});

it('hands the server a shared answer as its bytes, encoded once, the rest as text', () => {
  const answer = shopAnswer();
  const bytesOf = (data: PageData) =>
    pageDataHtml(data).filter((piece) => typeof piece !== 'string');
  const [first, ...more] = bytesOf(pageData(answer));
  expect(more).toHaveLength(0);
  expect(bytesOf(pageData(answer))[0]).toBe(first);
  expect(new TextDecoder().decode(first)).toBe(
    pageDataJson(pageData(answer)).match(/"data":(\{"slug".*?\]\})/)?.[1],
  );
  // an answer not shared (a render's own, not frozen) is text
  expect(bytesOf(pageData({ slug: 'demo' }))).toEqual([]);
});

describe('an answer too large for the page', () => {
  /** A frozen shop answer whose JSON is about `bytes` long. */
  const answerOf = (bytes: number) =>
    freeze({ slug: 'demo', placements: [{ id: 'pl-1', text: 'x'.repeat(bytes) }] }, true);

  it('is left out and named, so the browser asks for it again; the others still travel', () => {
    const data = pageData(answerOf(LARGEST_CARRIED_ANSWER_BYTES));
    const block = JSON.parse(pageDataJson(data)) as PageData;
    expect(Object.keys(block.shopApi.queries)).toEqual([
      'getOrderStatus("o-1")',
      'getEventSeats("e<1>")',
    ]);
    expect(block.answersLeftOut).toEqual([{ endpointName: 'getShop', originalArgs: 'demo' }]);
    // what stays reads back as written, the rest of the page as before
    expect(block.shopApi.queries['getEventSeats("e<1>")']).toEqual(
      data.shopApi.queries['getEventSeats("e<1>")'],
    );
    expect(block.state).toEqual(data.state);
  });

  it('travels up to the limit, and then nothing is said left out', () => {
    // the answer's JSON around the text: {"slug":"demo","placements":[{"id":"pl-1","text":"…"}]}
    const around = JSON.stringify(answerOf(0)).length;
    const block = JSON.parse(
      pageDataJson(pageData(answerOf(LARGEST_CARRIED_ANSWER_BYTES - around))),
    ) as PageData;
    expect(Object.keys(block.shopApi.queries)).toContain('getShop("demo")');
    expect(block).not.toHaveProperty('answersLeftOut');
  });
});
