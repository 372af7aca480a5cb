/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { loadDemoFixture } from '../demoFixture/fixture';
import { demoServerPerTest } from '../testing/demoServer';
import { MEDIA_PATH, plannedFiles } from './mediaPlan';
import { POSTERS, posterSvg } from './posterArt';

const server = demoServerPerTest();

describe('GET /media/demo/<name>', () => {
  it('answers each format with its type, a year’s immutable caching and the site’s policy', async () => {
    const picture = loadDemoFixture().shop.events[0].media?.[0];
    const smallest = (picture?.renditions ?? []).filter((file) => file.width === 480);
    expect(smallest.map((file) => file.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    for (const rendition of smallest) {
      const answer = await fetch(`${server.url()}${rendition.url}`);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, rendition.type]);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('content-security-policy')).toContain("img-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  }, 60_000);

  it('answers no other name: unknown, old, or a way out of the folder', async () => {
    const known = plannedFiles()[0].name;
    const stale = known.replace(/\.[0-9a-f]{12}\./, '.000000000000.');
    for (const name of [
      stale,
      'nope.avif',
      '..%2Fpackage.json',
      '%2E%2E%2F%2E%2E%2Fpackage.json',
    ]) {
      const answer = await fetch(`${server.url()}${MEDIA_PATH}${name}`);
      expect([name, answer.status]).toEqual([name, 404]);
    }
  });
});

describe('the posters’ file names', () => {
  it('are unique and carry a hash of the poster, its width and format', () => {
    const names = plannedFiles().map((file) => file.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(
      names.find((name) => /^zauberfloete-960\.[0-9a-f]{12}\.avif$/.test(name)),
    );
    // a poster's SVG has no text in any language: words belong to the page and the alt text
    for (const design of Object.values(POSTERS))
      expect(posterSvg(design)).not.toMatch(/<text|<tspan/);
  });
});
