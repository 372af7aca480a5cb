import {
  categoriesHomeHref,
  categoryHref,
  findPlacement,
  findSeatingChart,
  isCanonicalChartParam,
  isCanonicalPlacementParam,
  placementHref,
  seatingChartHref,
} from './placementPath';
import type { SeatingChart } from '../../api/types';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';

const jazz = { id: 'pl-jazz-nacht', slug: 'jazznacht-im-foyer' };
const nacht = { id: 'nacht', slug: 'nacht' };
const zauber = { id: 'pl-zauberfloete', slug: 'die-zauberfloete' };
const probe = { id: 'pl-zauberfloete-generalprobe', slug: 'zauberfloete-generalprobe' };

describe('placementPath', () => {
  it('makes the addresses', () => {
    expect(placementHref('de', jazz)).toBe('/de/a/jazznacht-im-foyer-pl-jazz-nacht');
    expect(placementHref('fr', zauber)).toBe('/fr/a/die-zauberfloete-pl-zauberfloete');
    expect(categoryHref('en', 'main-theater')).toBe('/en/c/main-theater');
    expect(categoriesHomeHref('it')).toBe('/it');
    expect(
      seatingChartHref('de', {
        categoryId: 'cat-sinfonie-winter',
        slug: 'grosser-saal',
        seatingChartId: 'chart-grosser-saal',
      }),
    ).toBe('/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal');
  });

  it('finds a placement by the id at the end, whatever the slug', () => {
    const all = [zauber, jazz, probe];
    expect(findPlacement('jazznacht-im-foyer-pl-jazz-nacht', all)).toBe(jazz);
    expect(findPlacement('anything-else-pl-jazz-nacht', all)).toBe(jazz);
    expect(findPlacement('-pl-jazz-nacht', all)).toBe(jazz);
    expect(findPlacement('die-zauberfloete-pl-zauberfloete', all)).toBe(zauber);
  });

  it('prefers the longest id that matches', () => {
    expect(findPlacement('jazznacht-im-foyer-pl-jazz-nacht', [nacht, jazz])).toBe(jazz);
    expect(findPlacement('jazznacht-im-foyer-pl-jazz-nacht', [jazz, nacht])).toBe(jazz);
    expect(findPlacement('lange-nacht', [jazz, nacht])).toBe(nacht);
    // two with the same id (a shop's mistake): the first, as the list has them
    const twin = { ...jazz };
    expect(findPlacement('jazznacht-im-foyer-pl-jazz-nacht', [jazz, twin])).toBe(jazz);
  });

  it('finds nothing for an unknown id, a bare id or nothing', () => {
    const all = [zauber, jazz, probe];
    expect(findPlacement('jazznacht-pl-nope', all)).toBeUndefined();
    expect(findPlacement('pl-jazz-nacht', all)).toBeUndefined();
    expect(findPlacement('pl-jazz-nachtx', all)).toBeUndefined();
    expect(findPlacement('', all)).toBeUndefined();
    expect(findPlacement(undefined, all)).toBeUndefined();
    expect(findPlacement('x-pl-jazz-nacht', [])).toBeUndefined();
    // a placement without an id is no placement of an address ending in '-'
    expect(findPlacement('jazznacht-', [{ id: '', slug: 'jazznacht' }])).toBeUndefined();
  });

  it('tells the canonical segment from another slug', () => {
    expect(isCanonicalPlacementParam('jazznacht-im-foyer-pl-jazz-nacht', jazz)).toBe(true);
    expect(isCanonicalPlacementParam('falsch-pl-jazz-nacht', jazz)).toBe(false);
    expect(isCanonicalPlacementParam('JAZZNACHT-im-foyer-pl-jazz-nacht', jazz)).toBe(false);
  });
});

const [chart] = loadDemoFixture().shop.seatingCharts;

describe('the seating chart of an address', () => {
  const other: SeatingChart = { ...chart, seatingChartId: 'saal', slug: 'x' };

  it('is found by the id at the end of the segment, the longest id winning', () => {
    expect(findSeatingChart('grosser-saal-chart-grosser-saal', [other, chart])).toBe(chart);
    expect(findSeatingChart('falsch-chart-grosser-saal', [chart])).toBe(chart);
    expect(findSeatingChart('grosser-saal-chart-grosser-saal', [chart, other])).toBe(chart);
    expect(findSeatingChart('grosser-saal-chart-grosser-saal', [chart, { ...chart }])).toBe(chart);
    expect(findSeatingChart('irgendwas-saal', [chart, other])).toBe(other);
    expect(findSeatingChart('x-', [{ ...chart, seatingChartId: '' }])).toBeUndefined();
    expect(findSeatingChart('chart-grosser-saal', [chart])).toBeUndefined();
    expect(findSeatingChart(undefined, [chart])).toBeUndefined();
  });

  it('is canonical only as slug-id', () => {
    expect(isCanonicalChartParam('grosser-saal-chart-grosser-saal', chart)).toBe(true);
    expect(isCanonicalChartParam('falsch-chart-grosser-saal', chart)).toBe(false);
  });
});
