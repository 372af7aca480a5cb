/**
 * The card maker's words, read from sources made by hand: which event name a card shows, the
 * dates of events that share a start, a main category without a name, and the main categories of
 * a shop whose tree is broken (an orphan, a loop, a second root).
 */
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { Category, Placement } from '../../api/types';
import { formatEventDates } from '../../lib/dates';
import { cardMaker, mainCategoriesOf, type CardSources } from './placementCards';

const shop = loadDemoFixture().shop;
const placementOf = (id: string): Placement => shop.placements.find((p) => p.id === id)!;
const concert = placementOf('pl-sinfonie-winter');
const concertArticle = shop.articles.find((article) => article.id === concert.articleId)!;
const concertEvent = shop.events.find((event) => event.id === concertArticle.eventId)!;
const words = (text: string) => ({ de: text, en: text, fr: text, it: text });

/** Sources holding the concert's article and event, changed by `change`. */
function sourcesWith(change: {
  articleName?: string;
  eventName?: string;
  venue?: string | undefined;
  mainCategory?: Category;
}): CardSources {
  const article = {
    ...concertArticle,
    ...(change.articleName ? { name: words(change.articleName) } : {}),
  };
  const event = {
    ...concertEvent,
    ...(change.eventName ? { name: words(change.eventName) } : {}),
    ...('venue' in change ? { venue: change.venue } : {}),
  };
  return {
    articles: new Map([[article.id, article]]),
    events: new Map([[event.id, event]]),
    variants: new Map(shop.variants.map((variant) => [variant.id, variant])),
    mainCategories: new Map(change.mainCategory ? [[concert.categoryId, change.mainCategory]] : []),
    currency: shop.currency,
  };
}

describe('a card’s event words', () => {
  it('names the event when its name differs from the article’s, not when it is the same', () => {
    const other = cardMaker(sourcesWith({ articleName: 'Winter', eventName: 'Gala' }), 'en');
    expect(other(concert).event).toMatchObject({ name: 'Gala' });
    const same = cardMaker(sourcesWith({ articleName: 'Winter', eventName: 'Winter' }), 'en');
    expect(same(concert)).toMatchObject({ name: 'Winter', event: { name: null } });
  });

  it('has no venue when the event names none', () => {
    const card = cardMaker(sourcesWith({ venue: undefined }), 'de')(concert);
    expect(card.event).toMatchObject({ venue: '' });
    expect(card.event?.date).not.toBe('');
  });

  it('a stay without an event has dates but no event name', () => {
    const stay = shop.articles.find((article) => article.accommodation?.checkIn)!;
    const placement = shop.placements.find((p) => p.articleId === stay.id)!;
    const sources: CardSources = {
      ...sourcesWith({}),
      articles: new Map([[stay.id, { ...stay, eventId: null }]]),
    };
    const card = cardMaker(sources, 'en')(placement);
    expect(card.event).toMatchObject({ name: null, venue: '' });
    expect(card.event?.date).toBe(
      formatEventDates(
        stay.accommodation!.checkIn!,
        stay.accommodation!.checkOut ?? null,
        'en',
        'short',
      ),
    );
  });

  it('gives each event its own date, though two share a start or the end is missing', () => {
    const startsAt = '2027-02-01T19:30:00+01:00';
    const events = [
      { ...concertEvent, id: 'ev-a', startsAt, endsAt: '2027-02-03T22:00:00+01:00' },
      { ...concertEvent, id: 'ev-b', startsAt, endsAt: undefined },
      { ...concertEvent, id: 'ev-c', startsAt: '2027-03-05T19:30:00+01:00', endsAt: undefined },
    ];
    const articles = events.map((event) => ({
      ...concertArticle,
      id: `art-${event.id}`,
      eventId: event.id,
    }));
    const sources: CardSources = {
      ...sourcesWith({}),
      articles: new Map(articles.map((article) => [article.id, article])),
      events: new Map(events.map((event) => [event.id, event])),
    };
    const card = cardMaker(sources, 'en');
    const dates = articles.map(
      (article) => card({ ...concert, id: `pl-${article.id}`, articleId: article.id }).event?.date,
    );
    expect(dates).toEqual(
      events.map((event) => formatEventDates(event.startsAt, event.endsAt ?? null, 'en', 'short')),
    );
    expect(new Set(dates).size).toBe(3);
  });

  it('names a main category without a name by its id', () => {
    const nameless: Category = { ...shop.categories[1], id: 'main-ohne-namen', name: words('') };
    const card = cardMaker(sourcesWith({ mainCategory: nameless }), 'fr')(concert);
    expect(card.category).toBe('main-ohne-namen');
  });
});

describe('the main categories of a broken tree', () => {
  const root: Category = { ...shop.categories.find((c) => c.parent === null)!, id: 'root' };
  const category = (id: string, parent: string | null): Category => ({ ...root, id, parent });

  it('an orphan, a loop and a second root have none; the rest keep theirs', () => {
    const mains = mainCategoriesOf([
      root,
      category('main-a', 'root'),
      category('sub-a', 'main-a'),
      category('orphan', 'missing'),
      category('loop-1', 'loop-2'),
      category('loop-2', 'loop-1'),
      category('second-root', null),
      category('under-second', 'second-root'),
    ]);
    expect([...mains].map(([id, main]) => [id, main.id])).toEqual([
      ['main-a', 'main-a'],
      ['sub-a', 'main-a'],
    ]);
  });
});
