import {
  rememberedRoute,
  rememberRoute,
  ROUTE_MEMORY_KEY,
  shouldRemember,
  type RememberedRoute,
} from './routeMemory';

const category: RememberedRoute = {
  name: 'category',
  params: { lang: 'de', categoryId: 'main-theater' },
  query: { page: '2' },
};

describe('route memory', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers an ordinary page the visitor leaves', () => {
    expect(shouldRemember(category, '')).toBe(true);
    expect(shouldRemember({ ...category, name: 'article' }, '?sort=date')).toBe(true);
  });

  it('never remembers the front page or an order page', () => {
    expect(shouldRemember({ ...category, name: 'categories-home' }, '')).toBe(false);
    expect(shouldRemember({ ...category, name: 'checkout' }, '')).toBe(false);
    expect(shouldRemember({ ...category, name: 'order-status' }, '')).toBe(false);
    expect(shouldRemember({ ...category, name: 'order-presale' }, '')).toBe(false);
  });

  it('does not remember when the next address has returnTo', () => {
    expect(shouldRemember(category, '?returnTo=%2Fde')).toBe(false);
    expect(shouldRemember(null, '')).toBe(false);
  });

  it('keeps the route in local storage under the shop-route key', () => {
    rememberRoute(category);
    expect(JSON.parse(window.localStorage.getItem(ROUTE_MEMORY_KEY) ?? 'null')).toEqual(category);
    expect(rememberedRoute()).toEqual(category);
  });

  it('reads nothing back from a damaged entry', () => {
    window.localStorage.setItem(ROUTE_MEMORY_KEY, '{"name":3}');
    expect(rememberedRoute()).toBeNull();
    window.localStorage.setItem(ROUTE_MEMORY_KEY, 'not json');
    expect(rememberedRoute()).toBeNull();
  });
});
