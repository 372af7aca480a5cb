import { siteConfig } from '../../../config/site';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { Shop } from '../../api/types';
import { makeStore } from '../../app/store';
import { accessTokenReceived } from '../session/sessionSlice';
import { shopQuery } from '../shop/shopQuery';
import { programmeCards, selectProgramme } from './programme';
import { NO_FILTERS } from './programmeFilters';
import { filterProgramme } from './programmeSearch';

const slug = siteConfig.shopSlug ?? 'demo';

async function storeWith(shop: Shop, accessToken?: string) {
  const store = makeStore();
  if (accessToken) store.dispatch(accessTokenReceived(accessToken));
  await store.dispatch(shopQuery.util.upsertQueryData('getShop', slug, shop));
  return store;
}

const ids = (entries: readonly { placement: { id: string } }[]) =>
  entries.map((entry) => entry.placement.id);

describe('the programme', () => {
  it('lists every visible placement by date, the undated (vouchers) after them in shop order', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const { entries } = selectProgramme(store.getState(), 'de');
    expect(ids(entries)).toEqual([
      // 12 Dec 2026: the stay's check-in (15:00) before the concert (19:30)
      'pl-konzert-hotel',
      'pl-sinfonie-winter',
      'pl-sinfonie-einfuehrung',
      'pl-kinderzirkus',
      'pl-familienpaket',
      'pl-zirkus-workshop',
      'pl-silvestergala',
      'pl-fuehrung',
      'pl-kammermusik',
      'pl-zauberfloete',
      'pl-jazz-nacht',
      'pl-improtheater',
      'pl-geschenkgutschein',
      'pl-konzertgutschein',
    ]);
    // the hidden dress rehearsal only with the access token
    const withToken = await storeWith(loadDemoFixture().shop, 'demo-access-2026');
    expect(ids(selectProgramme(withToken.getState(), 'de').entries)).toContain(
      'pl-zauberfloete-generalprobe',
    );
  });

  it('orders one day by start time, whatever the shop’s sequence says', async () => {
    // 12 Dec 2026: the stay checks in at 15:00, the concert starts at 19:30; the shop lists the
    // stay after both concert placements, the introduction before the concert
    const shop = loadDemoFixture().shop;
    const sequence = {
      'pl-konzert-hotel': 9,
      'pl-sinfonie-einfuehrung': 1,
      'pl-sinfonie-winter': 2,
    };
    for (const placement of shop.placements)
      if (placement.id in sequence)
        placement.sequence = sequence[placement.id as keyof typeof sequence];
    const store = await storeWith(shop);
    const { entries } = selectProgramme(store.getState(), 'de');
    expect(ids(entries).slice(0, 3)).toEqual([
      'pl-konzert-hotel',
      // the same start: the shop's sequence decides
      'pl-sinfonie-einfuehrung',
      'pl-sinfonie-winter',
    ]);
  });

  it('gives each entry its days and main category: none for the undated, a run its last day', async () => {
    const shop = loadDemoFixture().shop;
    // an end before the start (a shop's typing error) ends the run on its first day
    const gala = shop.events.find((event) => event.id === 'ev-silvestergala')!;
    gala.endsAt = '2026-12-30T23:00:00+01:00';
    // a placement in the shop's root category has no main category
    shop.placements.find((p) => p.id === 'pl-fuehrung')!.categoryId = 'root-demo';
    const store = await storeWith(shop);
    const { entries } = selectProgramme(store.getState(), 'de');
    const entry = (id: string) => entries.find((candidate) => candidate.placement.id === id);
    expect(entry('pl-geschenkgutschein')).toMatchObject({
      firstDay: '',
      lastDay: '',
      mainCategoryId: 'main-gutscheine',
    });
    expect(entry('pl-geschenkgutschein')?.startMs).toBeNaN();
    expect(entry('pl-kinderzirkus')).toMatchObject({
      firstDay: '2026-12-27',
      lastDay: '2026-12-30',
      mainCategoryId: 'main-familie',
    });
    expect(entry('pl-silvestergala')).toMatchObject({
      firstDay: '2026-12-31',
      lastDay: '2026-12-31',
    });
    expect(entry('pl-fuehrung')?.mainCategoryId).toBe('');
  });

  it('is computed once per shop answer and language, its cards made as they show', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const first = selectProgramme(store.getState(), 'de');
    expect(selectProgramme(store.getState(), 'de')).toBe(first);
    expect(selectProgramme(store.getState(), 'en')).not.toBe(first);
    const cards = programmeCards(first, first.entries.slice(0, 2));
    expect(cards.length).toBe(2);
    const [stay] = cards.slice(0, 1);
    expect(stay).toMatchObject({ placementId: 'pl-konzert-hotel', availability: 'FEW_LEFT' });
    // the same card object as the category page's maker gives for the programme
    expect(programmeCards(first, first.entries).slice(0, 1)[0]).toBe(stay);
  });

  it('keeps what the search and filters ask for', async () => {
    const store = await storeWith(loadDemoFixture().shop);
    const programme = selectProgramme(store.getState(), 'de');
    const today = '2026-11-26';
    const find = (filters: Partial<typeof NO_FILTERS>, day = today) =>
      ids(filterProgramme(programme, { ...NO_FILTERS, ...filters }, day, 'de'));

    expect(find({ q: 'zauberflote' })).toEqual(['pl-zauberfloete']);
    expect(find({ q: 'ZAUBERFLÖTE' })).toEqual(['pl-zauberfloete']);
    // venue names too, every word
    expect(find({ q: 'zirkuszelt' })).toEqual([
      'pl-kinderzirkus',
      'pl-familienpaket',
      'pl-zirkus-workshop',
    ]);
    expect(find({ q: 'saal kammer' })).toEqual(['pl-kammermusik']);
    expect(find({ category: 'main-gutscheine' })).toEqual([
      'pl-geschenkgutschein',
      'pl-konzertgutschein',
    ]);
    expect(find({ category: 'main-familie', q: 'workshop' })).toEqual(['pl-zirkus-workshop']);
    // a run is on each of its days: the circus on Tuesday 29 December
    expect(find({ when: 'today' }, '2026-12-29')).toEqual(['pl-kinderzirkus', 'pl-familienpaket']);
    // Saturday 12 December: the weekend is that day and the Sunday (the stay runs into it)
    expect(find({ when: 'weekend' }, '2026-12-10')).toEqual([
      'pl-konzert-hotel',
      'pl-sinfonie-winter',
      'pl-sinfonie-einfuehrung',
    ]);
    // this month from 28 December: what still runs or starts until the 31st, not the past
    expect(find({ when: 'month' }, '2026-12-28')).toEqual([
      'pl-kinderzirkus',
      'pl-familienpaket',
      'pl-zirkus-workshop',
      'pl-silvestergala',
    ]);
    expect(find({ when: 'range', from: '2027-01-01', to: '2027-01-20' })).toEqual([
      'pl-silvestergala',
      'pl-fuehrung',
      'pl-kammermusik',
    ]);
    // a chosen range open at its end keeps no undated entry (the night's jazz ends on the 6th)
    expect(find({ when: 'range', from: '2027-02-06' })).toEqual([
      'pl-jazz-nacht',
      'pl-improtheater',
    ]);
    // the names and the venue are searched one by one: no word across two of them
    expect(find({ q: 'flotedie' })).toEqual([]);
    expect(find({ q: 'zauberflotegrosser' })).toEqual([]);
    expect(find({ q: 'gutschein  ' })).toEqual(['pl-geschenkgutschein', 'pl-konzertgutschein']);
    // nothing found
    expect(find({ q: 'oper', category: 'main-gutscheine' })).toEqual([]);
    // past events leave the programme; undated ones stay
    expect(find({}, '2027-02-10')).toEqual([
      'pl-improtheater',
      'pl-geschenkgutschein',
      'pl-konzertgutschein',
    ]);
  });
});
