/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { htmlFloorKey, lighthouseTargets } from './lighthouseTargets';
import { BENCH_PAGES } from './pages';

describe('lighthouseTargets', () => {
  const shop = 'http://127.0.0.1:1000';
  const floorApp = 'http://127.0.0.1:2000';
  const [home, category] = BENCH_PAGES;

  it('measures the floor app first, then each page right after its HTML floor, from the same server', () => {
    const targets = lighthouseTargets(shop, floorApp, [home, category], {
      home: { path: '/bench-html-floor/home.html' },
      category: { path: '/bench-html-floor/category.html' },
    });
    expect(targets).toEqual([
      { key: 'floor', url: `${floorApp}/de` },
      { key: 'home as HTML', url: `${shop}/bench-html-floor/home.html` },
      { key: 'home', url: `${shop}/de` },
      { key: 'category as HTML', url: `${shop}/bench-html-floor/category.html` },
      { key: 'category', url: `${shop}/de/c/cat-jazz-nacht` },
    ]);
    expect(htmlFloorKey('home')).toBe('home as HTML');
  });

  it('still measures a page whose HTML floor could not be made', () => {
    expect(lighthouseTargets(shop, floorApp, [home], {}).map((target) => target.key)).toEqual([
      'floor',
      'home',
    ]);
  });
});
