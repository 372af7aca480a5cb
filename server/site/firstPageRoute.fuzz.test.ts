/** @jest-environment node */
/**
 * The server's reading of an address (firstPageRoute) and the storefront's router agree on which
 * first page an address shows, for every generated address (the route fuzz test's arbitraries):
 * React Router's matchRoutes on the real route table, after the address repair, a first page only
 * when its language is one of ours (LanguageGuard), the root redirecting to the categories home.
 * A hint for a page the router will not show would be a download for nothing.
 */
import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { repairedPath } from '../../src/app/addressRepair';
import { routes } from '../../src/app/routes';
import { addressArb, FOUND_ADDRESSES } from '../../src/test/routeArbitraries';
import { FIRST_PAGES, type FirstPage } from '../../config/firstPages';
import { firstPageRoute } from './firstPageRoute';
import { isLang } from '../../src/lib/languages';

const SEED = Number(process.env.FUZZ_SEED ?? 20260409);
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

/** The first page the router shows at `pathname`, or null. */
function routerFirstPage(pathname: string): FirstPage | null {
  const leaf = matchRoutes(routes, repairedPath(pathname))?.at(-1);
  if (!leaf) return null;
  if (leaf.route.id === 'root') return 'categories-home';
  const id = leaf.route.id as FirstPage;
  return FIRST_PAGES.includes(id) && isLang(leaf.params.lang) ? id : null;
}

/** The path a browser sends for an address typed or pasted. */
const sentPath = (address: string) => new URL(`http://localhost${address}`).pathname;

describe('firstPageRoute and the router', () => {
  it('agree on the first page of every address', () => {
    // the router says when it cannot decode a segment; that is what such addresses do
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const handmade = ['/', '//', '/de/', '/DE', '/de/C/x/', '/d%65/c/x', '/de//c/x', '/%0A/de/a/x'];
    fc.assert(
      fc.property(addressArb, (address) => {
        const path = sentPath(address);
        expect([path, firstPageRoute(path, undefined, undefined).page]).toEqual([
          path,
          routerFirstPage(path),
        ]);
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        examples: [...FOUND_ADDRESSES, ...handmade].map((address) => [address]),
      },
    );
  });
});
