import { siteConfig } from '../../../config/site';
import { BIG_CATEGORY_ID, withBigCategory } from '../../../server/demoFixture/bigCategory';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { Shop } from '../../api/types';
import { makeStore } from '../../app/store';
import { formatEventDates } from '../../lib/dates';
import { accessTokenReceived } from '../session/sessionSlice';
import { selectArticlesById, selectVariantsById } from '../shop/shopSelectors';
import {
  mainCategoriesOf,
  placementCards,
  selectCardSources,
  selectPlacementCards,
} from './placementCards';
import { shopQuery } from '../shop/shopQuery';

const slug = siteConfig.shopSlug ?? 'demo';
const nbsp = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

/** A store whose getShop cache holds `shop`, as if the server had answered with it. */
async function storeWith(shop: Shop, accessToken?: string) {
  const store = makeStore();
  if (accessToken) store.dispatch(accessTokenReceived(accessToken));
  await store.dispatch(shopQuery.util.upsertQueryData('getShop', slug, shop));
  return store;
}

describe('the placement cards of a list', () => {
  it('says sold out, few left, and gives a run or a stay its date range', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const cardOf = (categoryId: string) =>
      selectPlacementCards(store.getState(), categoryId, 'en').slice(0, 5);
    expect(cardOf('cat-silvestergala')[0]).toMatchObject({
      availability: 'SOLD_OUT',
      event: {
        date: formatEventDates(
          '2026-12-31T20:00:00+01:00',
          '2027-01-01T01:00:00+01:00',
          'en',
          'short',
        ),
      },
    });
    expect(cardOf('cat-zauberfloete')[0].availability).toBe('FEW_LEFT');
    // one room sold out, the other few left: few left
    const [stay] = cardOf('main-uebernachten');
    expect(stay.availability).toBe('FEW_LEFT');
    expect(stay.category).toBe('Concert & stay');
    expect(nbsp(stay.event?.date)).toBe('Sat, 12 Dec 2026, 15:00 – Sun, 13 Dec 2026, 12:00');
    const [circus] = cardOf('cat-kinderzirkus');
    // a run over several days by its days, as its article page says it (lib/dates.ts: one rule)
    expect(nbsp(circus.event?.date)).toBe('Sun, 27 – Wed, 30 Dec 2026');
    // a sub-category's card names its main category
    expect(circus.category).toBe('Family');
  });

  it('says sold out when the placement is, though its variants say they are on sale', async () => {
    const shop = loadDemoFixture().shop;
    const gala = shop.variants.find((variant) => variant.id === 'var-silvestergala')!;
    gala.availability = 'AVAILABLE';
    const store = await storeWith(shop);
    const [card] = selectPlacementCards(store.getState(), 'cat-silvestergala', 'en').slice(0, 1);
    expect(card).toMatchObject({ placementId: 'pl-silvestergala', availability: 'SOLD_OUT' });
  });

  it('takes the placement’s picture, else the article’s, else the event’s', async () => {
    const shop = loadDemoFixture().shop;
    const picture = (alt: string) => ({
      width: 1200,
      height: 800,
      alt: { de: alt, en: alt, fr: alt, it: alt },
      renditions: [{ url: `/media/${alt}.jpg`, width: 1200, type: 'image/jpeg' }],
    });
    const event = shop.events.find((candidate) => candidate.id === 'ev-sinfonie-winter');
    Object.assign(event ?? {}, { media: [picture('event')] });
    const talk = shop.articles.find((candidate) => candidate.id === 'art-sinfonie-einfuehrung');
    Object.assign(talk ?? {}, { media: [picture('article')] });
    const store = await storeWith(shop);
    const [concert, talkCard] = selectPlacementCards(
      store.getState(),
      'cat-sinfonie-winter',
      'de',
    ).slice(0, 2);
    expect(concert.picture?.alt?.de).toBe('event');
    expect(talkCard.picture?.alt?.de).toBe('article');
  });

  it('says what a card shows: name, address, event and date, the lowest price (de)', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const list = selectPlacementCards(store.getState(), 'cat-sinfonie-winter', 'de');
    expect(list.length).toBe(2);
    const [concert, talk] = list.slice(0, 2);
    expect(concert).toEqual({
      placementId: 'pl-sinfonie-winter',
      href: '/de/a/sinfoniekonzert-winter-pl-sinfonie-winter',
      name: 'Sinfoniekonzert Winter',
      // the event has the article's name: not repeated
      event: {
        name: null,
        startsAt: '2026-12-12T19:30:00+01:00',
        date: formatEventDates('2026-12-12T19:30:00+01:00', null, 'de', 'short'),
        venue: 'Grosser Saal',
      },
      category: 'Konzerte',
      price: { choice: false, text: expect.any(String), value: '30.00' },
      availability: 'AVAILABLE',
      // the evening's poster (the demo shop's events have one)
      picture: loadDemoFixture().shop.events.find((e) => e.id === 'ev-sinfonie-winter')?.media?.[0],
    });
    expect(nbsp(concert.price?.text)).toBe('CHF 30.00');
    expect(talk).toMatchObject({
      name: 'Konzerteinführung mit dem Dirigenten',
      event: { name: 'Sinfoniekonzert Winter' },
      price: { choice: false, value: '10.00' },
    });
  });

  it('marks a price of the visitor’s choice, and adds a bundle’s minimum child items (fr)', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const [voucher] = selectPlacementCards(store.getState(), 'main-gutscheine', 'fr').slice(0, 1);
    expect(voucher).toMatchObject({ href: '/fr/a/geschenkgutschein-pl-geschenkgutschein' });
    expect(voucher.price).toMatchObject({ choice: true, value: '20.00' });
    expect(nbsp(voucher.price?.text)).toBe('20.00 CHF');
    const [, family] = selectPlacementCards(store.getState(), 'cat-kinderzirkus', 'fr').slice(0, 2);
    expect(family.price).toMatchObject({ choice: false, value: '46.00' });
  });

  it('lists the visible placements in sequence order; hidden ones with an access token', async () => {
    const shop = loadDemoFixture().shop;
    const ids = (store: Awaited<ReturnType<typeof storeWith>>) =>
      selectPlacementCards(store.getState(), 'cat-zauberfloete', 'de')
        .slice(0, 10)
        .map((card) => card.placementId);
    expect(ids(await storeWith(shop))).toEqual(['pl-zauberfloete']);
    expect(ids(await storeWith(shop, 'demo-access-2026'))).toEqual([
      'pl-zauberfloete',
      'pl-zauberfloete-generalprobe',
    ]);
    const none = selectPlacementCards((await storeWith(shop)).getState(), 'no-such', 'de');
    expect(none.length).toBe(0);
    expect(none.slice(0, 60)).toEqual([]);
  });

  it('is the same list for the same shop answer and language, with the same card objects', async () => {
    const store = await storeWith(withBigCategory(loadDemoFixture(), 200).shop);
    const state = store.getState();
    const list = selectPlacementCards(state, BIG_CATEGORY_ID, 'de');
    expect(list.length).toBe(200);
    const page = list.slice(0, 60);
    expect(page).toHaveLength(60);
    expect(page.map((card) => card.placementId)).toEqual(
      Array.from({ length: 60 }, (_, index) => `pl-angebot-${index + 1}`),
    );
    // the next page keeps the cards made before (memo cards do not render again)
    const twoPages = list.slice(0, 120);
    expect(twoPages.slice(0, 60)).toEqual(page);
    twoPages.slice(0, 60).forEach((card, index) => expect(card).toBe(page[index]));
    expect(list.slice(0, 5000)).toHaveLength(200);
    // asked again: the same list, even from a later state that did not change the shop
    store.dispatch({ type: 'test/unrelated' });
    expect(selectPlacementCards(store.getState(), BIG_CATEGORY_ID, 'de')).toBe(list);
    // another language: other cards
    const english = selectPlacementCards(state, BIG_CATEGORY_ID, 'en');
    expect(english).not.toBe(list);
    expect(english.slice(0, 1)[0].href).toMatch(/^\/en\/a\//);
  });

  it('makes a card only when it is asked for (a long list pays for the cards it draws)', () => {
    const shop = withBigCategory(loadDemoFixture(), 2000).shop;
    const inCategory = shop.placements.filter((p) => p.categoryId === BIG_CATEGORY_ID);
    const articles = new Map(shop.articles.map((article) => [article.id, article]));
    const looked: string[] = [];
    const watched = new Map(articles);
    watched.get = (id: string) => {
      looked.push(id);
      return articles.get(id);
    };
    const sources = {
      articles: watched,
      events: new Map(shop.events.map((event) => [event.id, event])),
      variants: new Map(shop.variants.map((variant) => [variant.id, variant])),
      mainCategories: mainCategoriesOf(shop.categories),
      currency: shop.currency,
    };
    const list = placementCards(inCategory, sources, 'it');
    expect(looked).toHaveLength(0);
    list.slice(0, 60);
    expect(looked).toHaveLength(60);
    list.slice(0, 60);
    list.slice(0, 30);
    expect(looked).toHaveLength(60);
    list.slice(0, 120);
    expect(looked).toHaveLength(120);
    // a block far down the list (a list drawn in blocks): its cards only, not those above it
    const block = list.slice(1800, 1860);
    expect(looked).toHaveLength(180);
    expect(block.map((card) => card.placementId)).toEqual(
      inCategory.slice(1800, 1860).map((placement) => placement.id),
    );
    expect(list.slice(1850, 1900)[0]).toBe(block[50]);
    expect(list.slice(1990, 2100)).toHaveLength(10);
  });

  it('indexes the shop once per answer: the sources stay the same while the shop does', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const sources = selectCardSources(store.getState());
    expect(sources.articles).toBe(selectArticlesById(store.getState()));
    expect(sources.variants).toBe(selectVariantsById(store.getState()));
    expect(sources.currency).toBe('CHF');
    store.dispatch({ type: 'test/somethingElse' });
    expect(selectCardSources(store.getState())).toBe(sources);
    // a new shop answer: a new index
    const renamed = loadDemoFixture().shop;
    renamed.currency = 'EUR';
    await store.dispatch(shopQuery.util.upsertQueryData('getShop', slug, renamed));
    expect(selectCardSources(store.getState())).not.toBe(sources);
    expect(selectCardSources(store.getState()).currency).toBe('EUR');
  });
});
