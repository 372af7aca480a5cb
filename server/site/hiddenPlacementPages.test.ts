/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * A hidden placement's pages over HTTP, as a crawler or a visitor's browser asks for them: the
 * demo server with a build answers 404 where the storefront will show its 404 page (no token, or
 * a wrong one) and 200 where it shows the page (the address brings the access token, which the
 * server takes into a cookie with a redirect to the clean address). Here the
 * seated winter concert is hidden, so its seating chart page is too.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDemoFixture } from '../demoFixture/fixture';
import { demoServerPerTest } from '../testing/demoServer';
import { DEMO } from '../testing/fixtureIds';

const dir = mkdtempSync(join(tmpdir(), 'billett-hidden-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="de"><div id="root"></div>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The demo shop with the seated winter concert hidden. */
function hiddenConcert() {
  const fixture = loadDemoFixture();
  const concert = fixture.shop.placements.find((p) => p.id === 'pl-sinfonie-winter')!;
  concert.hidden = true;
  return fixture;
}

describe('a hidden seated placement', () => {
  const server = demoServerPerTest(() => ({ staticDir: dir, fixture: hiddenConcert() }));
  /**
   * The status a browser ends on: a `?token=` address answers 302 with the token's cookie, which
   * the browser brings to the clean address.
   */
  const status = async (path: string): Promise<number> => {
    const ask = (url: string, cookie = '') =>
      fetch(new URL(url, server.url()), {
        headers: { Accept: 'text/html', Cookie: cookie },
        redirect: 'manual',
      });
    const first = await ask(path);
    if (first.status !== 302) return first.status;
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
    expect(new URL(first.headers.get('location')!, server.url()).search).toBe('');
    return (await ask(first.headers.get('location')!, cookie)).status;
  };
  const CHART = '/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';

  it('has its seating chart page answered 404 without the access token, 200 with it', async () => {
    expect(await status(CHART)).toBe(404);
    expect(await status(`${CHART}?token=wrong`)).toBe(404);
    expect(await status(`${CHART}?token=${DEMO.accessToken}`)).toBe(200);
    expect(
      await status(
        `/en/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal?token=${DEMO.accessToken}`,
      ),
    ).toBe(200);
  });

  it('keeps its article page to the token too', async () => {
    const article = '/de/a/sinfoniekonzert-winter-pl-sinfonie-winter';
    expect(await status(article)).toBe(404);
    expect(await status(`${article}?token=${DEMO.accessToken}`)).toBe(200);
  });
});
