import type { Category, Placement } from '../../src/api/types';
import type { DemoFixture } from './fixture';

/** The category the render benchmark opens: a main category of the demo shop with many offers. */
export const BIG_CATEGORY_ID = 'cat-alle-angebote';
export const BIG_CATEGORY_PLACEMENTS = 2000;
/** issue 19's scale: the same category with 20,000 placements */
export const HUGE_CATEGORY_PLACEMENTS = 20_000;

const BIG_CATEGORY_NAME = {
  de: 'Alle Angebote',
  en: 'All offers',
  fr: 'Toutes les offres',
  it: 'Tutte le offerte',
};

/** Placements a visitor sees that need no seating chart: the ones the copies are made of. */
function templates(fixture: DemoFixture): Placement[] {
  const seated = new Set(fixture.shop.seatingCharts.map((chart) => chart.placementId));
  return fixture.shop.placements.filter((p) => !p.hidden && !seated.has(p.id));
}

/**
 * The demo shop with one more main category (under the root) holding `count` visible
 * placements: copies of the shop's own visible, unseated placements in turn, each with its own
 * id, slug and sequence, so every card links to a real article with real variants and prices.
 * The given fixture is not changed.
 */
export function withBigCategory(
  fixture: DemoFixture,
  count: number = BIG_CATEGORY_PLACEMENTS,
): DemoFixture {
  const copy = structuredClone(fixture);
  const root = copy.shop.categories.find((category) => category.parent === null);
  if (!root) throw new Error('the fixture has no root category');
  const sources = templates(copy);
  if (sources.length === 0) throw new Error('the fixture has no visible unseated placement');

  const category: Category = {
    id: BIG_CATEGORY_ID,
    parent: root.id,
    eventId: null,
    name: { ...BIG_CATEGORY_NAME },
  };
  const placements: Placement[] = Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length];
    const n = index + 1;
    return {
      ...structuredClone(source),
      id: `pl-angebot-${n}`,
      slug: `${source.slug}-${n}`,
      categoryId: category.id,
      sequence: n,
      hidden: false,
    };
  });
  copy.shop.categories.push(category);
  copy.shop.placements.push(...placements);
  return copy;
}
