import type { Article, EventSeat, EventSeats, Placement, Variant } from '../../api/types';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { seatCallOf } from './seatCalls';
import {
  chartPricing,
  newSeatItem,
  seatListGroups,
  seatsFromEvent,
  seatsioWorkspace,
  variantForSeat,
  variantsByCategory,
} from './seatingModel';

const { shop } = loadDemoFixture();
const variants = new Map(shop.variants.map((variant) => [variant.id, variant]));
const placement = shop.placements.find((p) => p.id === 'pl-sinfonie-winter') as Placement;
const article = shop.articles.find((a) => a.id === placement.articleId) as Article;

describe('categories, ticket types and new items', () => {
  const byCategory = variantsByCategory(placement, variants);

  it('groups the placement variants by seat category, in placement order', () => {
    expect([...byCategory].map(([key, list]) => [key, list.map((v) => v.id)])).toEqual([
      ['kat-1', ['var-sinfonie-k1-erwachsene', 'var-sinfonie-k1-kind', 'var-sinfonie-k1-student']],
      ['kat-2', ['var-sinfonie-k2-erwachsene', 'var-sinfonie-k2-kind', 'var-sinfonie-k2-student']],
    ]);
  });

  it('sells a seat as the chosen ticket type of its category, else the first', () => {
    expect(variantForSeat(byCategory, 'kat-2')?.id).toBe('var-sinfonie-k2-erwachsene');
    expect(variantForSeat(byCategory, 'kat-2', 'var-sinfonie-k2-kind')?.id).toBe(
      'var-sinfonie-k2-kind',
    );
    // a ticket type of another category does not apply
    expect(variantForSeat(byCategory, 'kat-2', 'var-sinfonie-k1-kind')?.id).toBe(
      'var-sinfonie-k2-erwachsene',
    );
    expect(variantForSeat(byCategory, 'kat-9')).toBeUndefined();
  });

  it('prices the chart in major units with the ticket types, the first primary', () => {
    const pricing = chartPricing(byCategory, 'en');
    expect(pricing.prices[0]).toEqual({
      category: 'kat-1',
      ticketTypes: [
        {
          ticketType: 'var-sinfonie-k1-erwachsene',
          price: 89,
          label: 'Category 1 · Adult',
          primary: true,
        },
        {
          ticketType: 'var-sinfonie-k1-kind',
          price: 45,
          label: 'Category 1 · Child (under 16)',
          primary: false,
        },
        {
          ticketType: 'var-sinfonie-k1-student',
          price: 55,
          label: 'Category 1 · Student',
          primary: false,
        },
      ],
    });
  });

  it('makes the new item with the seat label and a delivery option the article offers', () => {
    const variant = variants.get('var-sinfonie-k1-kind') as Variant;
    expect(newSeatItem(placement, article, variant, 'A-1', 'POST')).toEqual({
      variant: 'var-sinfonie-k1-kind',
      placementId: 'pl-sinfonie-winter',
      seatLabel: 'A-1',
      deliveryOption: 'POST',
    });
    expect(newSeatItem(placement, article, variant, 'A-1').deliveryOption).toBe('EMAIL');
  });
});

describe("the event's seats from the shop API", () => {
  const seat = (label: string, key: string, status: EventSeat['status']): EventSeat => ({
    label,
    row: label.split('-')[0],
    number: label.split('-')[1],
    category: {
      key,
      label: key === 'kat-1' ? { de: 'Kategorie 1', en: 'Category 1' } : { de: 'Kategorie 2' },
    },
    status,
  });
  const event: EventSeats = {
    eventKey: 'event',
    seats: [
      seat('A-1', 'kat-1', 'held'),
      seat('A-2', 'kat-1', 'free'),
      seat('A-10', 'kat-1', 'free'),
      seat('B-1', 'kat-1', 'booked'),
      seat('E-1', 'kat-2', 'free'),
    ],
  };

  it('become seats in their order, free ones selectable, texts in the language', () => {
    expect(
      seatsFromEvent(event, 'en').map((one) => [one.label, one.selectable, one.categoryLabel]),
    ).toEqual([
      ['A-1', false, 'Category 1'],
      ['A-2', true, 'Category 1'],
      ['A-10', true, 'Category 1'],
      ['B-1', false, 'Category 1'],
      ['E-1', true, 'Kategorie 2'],
    ]);
    expect(seatsFromEvent(undefined, 'de')).toEqual([]);
  });

  it('are listed by category and row: the free ones and the visitor’s own', () => {
    const groups = seatListGroups(seatsFromEvent(event, 'de'), new Set(['A-1']));
    expect(
      groups.map((group) => [
        group.label,
        group.rows.map((row) => [row.row, row.seats.map((s) => s.number)]),
      ]),
    ).toEqual([
      [
        'Kategorie 1',
        [
          ['A', ['1', '2', '10']],
          ['B', []],
        ],
      ],
      ['Kategorie 2', [['E', ['1']]]],
    ]);
  });
});

describe('seat calls in the mutation cache', () => {
  it('are read from the entries with the seat keys of the placement', () => {
    expect(
      seatCallOf(
        'seating pl-sinfonie-winter A-1',
        {
          status: 'rejected' as never,
          endpointName: 'addItems',
          startedTimeStamp: 5,
          error: { status: 409, detail: 'Der Platz A-1 ist bereits vergeben.' },
        },
        'pl-sinfonie-winter',
      ),
    ).toEqual({
      seatLabel: 'A-1',
      kind: 'hold',
      status: 'rejected',
      startedAt: 5,
      message: { detail: 'Der Platz A-1 ist bereits vergeben.' },
      failure: 409,
    });
    const removal = { status: 'pending' as never, endpointName: 'removeItem', startedTimeStamp: 6 };
    expect(
      seatCallOf('seating-swap pl-sinfonie-winter A-1', removal, 'pl-sinfonie-winter')?.kind,
    ).toBe('swap');
    expect(seatCallOf('seating pl-sinfonie-winter A-1', removal, 'pl-sinfonie-winter')?.kind).toBe(
      'release',
    );
    expect(seatCallOf('seating pl-other A-1', removal, 'pl-sinfonie-winter')).toBeNull();
    expect(seatCallOf('some-request-id', removal, 'pl-sinfonie-winter')).toBeNull();
  });
});

describe('the seats.io workspace', () => {
  const site = { seatsWorkspaceKey: 'site-key', seatsRegion: 'na' as const };

  it("is the shop's own when its answer names one", () => {
    expect(seatsioWorkspace({ seatsio: { workspaceKey: 'shop-key', region: 'oc' } }, site)).toEqual(
      {
        workspaceKey: 'shop-key',
        region: 'oc',
      },
    );
  });

  it("is the site configuration's otherwise", () => {
    expect(seatsioWorkspace({}, site)).toEqual({ workspaceKey: 'site-key', region: 'na' });
    expect(seatsioWorkspace({ seatsio: { workspaceKey: '', region: 'eu' } }, site)).toEqual({
      workspaceKey: 'site-key',
      region: 'na',
    });
  });
});
