/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Request, Response } from 'express';
import { pageCaching, PAGE_SHARED_MAX_AGE_S, PAGE_STALE_S, shellCaching } from './pageCaching';

const PUBLIC = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_S}`;

/** The Cache-Control and Vary a page answer for `address` gets. */
function cachingOf(address: string, cookies: Record<string, string> = {}, status = 200) {
  const headers: Record<string, string> = {};
  const varied: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    vary: (name: string) => varied.push(name),
  } as unknown as Response;
  const req = { path: address.split('?')[0], originalUrl: address } as Request;
  pageCaching(req, res, cookies, status);
  return { cacheControl: headers['Cache-Control'], varied };
}

describe("a rendered page's caching", () => {
  it('is public for everyone without a cookie, varying by Cookie, 404s too', () => {
    for (const address of [
      '/de',
      '/fr/c/jazz',
      '/de/c/order/saalplan',
      '/de?q=jazz',
      '/de?mytoken=1',
    ])
      expect([address, cachingOf(address).cacheControl]).toEqual([address, PUBLIC]);
    expect(cachingOf('/de/nothing', {}, 404).cacheControl).toBe(PUBLIC);
    expect(cachingOf('/de').varied).toEqual(['Cookie']);
  });

  it("is the visitor's own with any cookie, on an order's page, with a token, on a server error", () => {
    const own = 'private, no-cache';
    expect(cachingOf('/de', { billett_lang: 'de' }).cacheControl).toBe(own);
    for (const address of [
      '/de/order/checkout',
      '/it/order/o-1/status',
      '/de?token=t',
      '/de?q=x&token=t',
      '/de/order/presale?presaleToken=p',
      '/de?x=1&presaleToken=p',
    ])
      expect([address, cachingOf(address).cacheControl]).toEqual([address, own]);
    expect(cachingOf('/de', {}, 500).cacheControl).toBe(own);
    expect(cachingOf('/de', {}, 503).cacheControl).toBe(own);
    expect(cachingOf('/de', {}, 499).cacheControl).toBe(PUBLIC);
  });

  it('keeps no shell sent in place of a render; one sent for want of a render bundle is no-cache', () => {
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
    } as unknown as Response;
    shellCaching(res, true);
    expect(headers['Cache-Control']).toBe('no-store');
    shellCaching(res, false);
    expect(headers['Cache-Control']).toBe('no-cache');
  });
});
