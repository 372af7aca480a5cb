/**
 * @jest-environment-options {"url": "https://tickets.kulturhaus.example.ch/de"}
 *
 * A withdrawn consent deletes the tags' cookies on the storefront's host and on each parent
 * domain a tag may have set them on (Google Analytics sets _ga on the highest domain it may,
 * Meta and TikTok on the site's): on a subdomain, the host's own deletion leaves those.
 */
import { clearTrackingCookies, trackingCookieNames } from './trackingCookies';

const set = (cookie: string) => {
  document.cookie = `${cookie}; path=/`;
};

it('deletes the tracking cookies of the host and of every parent domain, and only those', () => {
  set('_ga=GA1.1.1; domain=.example.ch');
  set('_fbp=fb.1.2; domain=.kulturhaus.example.ch');
  set('_ttp=tt-3; domain=.tickets.kulturhaus.example.ch');
  set('_gid=GA1.1.4');
  set('billett_consent=kept');
  expect(trackingCookieNames().sort()).toEqual(['_fbp', '_ga', '_gid', '_ttp']);
  clearTrackingCookies();
  expect(trackingCookieNames()).toEqual([]);
  expect(document.cookie).toBe('billett_consent=kept');
});

it('deletes on the host and its parent domains, never on the bare top-level domain', () => {
  set('_ga=GA1.1.1; domain=.example.ch');
  const writes = jest.spyOn(document, 'cookie', 'set');
  clearTrackingCookies();
  expect(writes.mock.calls.map(([cookie]) => cookie)).toEqual([
    '_ga=; max-age=0; path=/; SameSite=Lax',
    '_ga=; max-age=0; path=/; domain=.tickets.kulturhaus.example.ch; SameSite=Lax',
    '_ga=; max-age=0; path=/; domain=.kulturhaus.example.ch; SameSite=Lax',
    '_ga=; max-age=0; path=/; domain=.example.ch; SameSite=Lax',
  ]);
  // nothing left to delete: nothing is written
  writes.mockClear();
  clearTrackingCookies();
  expect(writes).not.toHaveBeenCalled();
  writes.mockRestore();
});
