/** The early shop call's handover: adopted by exactly the same call, once, within its signal. */
import { EARLY_SHOP_CALL, adoptEarlyShopCall, startEarlyShopCall } from './earlyShopCall';

const URL_OF_SHOP = 'http://localhost/api/shop/v2/shop/demo';
const headersOf = () =>
  new Headers({ 'X-Locale': 'en', 'X-Tracking': '0', Accept: 'application/json' });

let answered: Response;
beforeEach(() => {
  answered = new Response('{"id":"shop-demo"}', { status: 200 });
  // the network: the early call's fetch
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(answered);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_SHOP_CALL];
});

describe('adoptEarlyShopCall', () => {
  it('answers the same call (address and headers, in any order and case) with the early answer, once', async () => {
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    expect(fetch).toHaveBeenCalledTimes(1);
    const same = new Request(URL_OF_SHOP, {
      headers: { accept: 'application/json', 'x-tracking': '0', 'x-locale': 'en' },
    });
    await expect(adoptEarlyShopCall(same)).resolves.toBe(answered);
    expect(adoptEarlyShopCall(new Request(URL_OF_SHOP, { headers: headersOf() }))).toBeNull();
  });

  it('lets a call with other headers go its own way, and the early answer with it', () => {
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    const otherLanguage = new Request(URL_OF_SHOP, { headers: headersOf() });
    otherLanguage.headers.set('X-Locale', 'fr');
    expect(adoptEarlyShopCall(otherLanguage)).toBeNull();
    // taken: the same call afterwards is not answered by it either
    expect(adoptEarlyShopCall(new Request(URL_OF_SHOP, { headers: headersOf() }))).toBeNull();
  });

  it('leaves the early call to the call of its address: another address comes first', async () => {
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    expect(
      adoptEarlyShopCall(
        new Request('http://localhost/sanctum/csrf-cookie', { headers: headersOf() }),
      ),
    ).toBeNull();
    expect(adoptEarlyShopCall('http://localhost/api/shop/v2/shop/demo')).toBeNull();
    await expect(
      adoptEarlyShopCall(new Request(URL_OF_SHOP, { headers: headersOf() })),
    ).resolves.toBe(answered);
  });

  it('a header more or less is another call', () => {
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    const withToken = new Request(URL_OF_SHOP, { headers: headersOf() });
    withToken.headers.set('X-Auth-Token', 'demo-access-2026');
    expect(adoptEarlyShopCall(withToken)).toBeNull();
  });

  it('a POST to the address is not the early GET', () => {
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    expect(
      adoptEarlyShopCall(new Request(URL_OF_SHOP, { method: 'POST', headers: headersOf() })),
    ).toBeNull();
  });

  it("keeps to the adopting call's signal: its timeout ends the wait", async () => {
    let answer: (response: Response) => void = () => {};
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    const controller = new AbortController();
    const adopted = adoptEarlyShopCall(
      new Request(URL_OF_SHOP, { headers: headersOf(), signal: controller.signal }),
    );
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(adopted).rejects.toMatchObject({ name: 'TimeoutError' });
    answer(answered);
  });

  it('passes the early call’s failure to the call that adopts it', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    startEarlyShopCall(URL_OF_SHOP, headersOf());
    await expect(
      adoptEarlyShopCall(new Request(URL_OF_SHOP, { headers: headersOf() })),
    ).rejects.toThrow('Failed to fetch');
  });

  it('answers nothing when no early call was made', () => {
    expect(adoptEarlyShopCall(new Request(URL_OF_SHOP, { headers: headersOf() }))).toBeNull();
  });
});
