/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 *
 * The consent banner's form for a visitor without JavaScript: POST /consent sets the consent
 * cookie as the storefront's banner does, and answers 303 back to the page it came from.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentCookieValue,
} from '../../src/features/consent/consentCookie';
import { consentForm } from './consentForm';

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(consentForm());
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string) =>
  fetch(`${base}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });

describe('the consent form', () => {
  it('keeps an accept or a reject in the consent cookie for a year, site-wide, and goes back', async () => {
    for (const [choice, accepted] of [
      ['accept', true],
      ['reject', false],
    ] as const) {
      const answer = await post(`choice=${choice}&return=${encodeURIComponent('/fr/c/jazz?q=1')}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/fr/c/jazz?q=1');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(
        cookie.startsWith(`${CONSENT_COOKIE}=${encodeURIComponent(consentCookieValue(accepted))};`),
      ).toBe(true);
      expect(cookie).toMatch(new RegExp(`Max-Age=${CONSENT_COOKIE_MAX_AGE_S}(;|$)`));
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    }
    expect(consentCookieValue(true)).not.toBe(consentCookieValue(false));
  });

  it('goes back only to a path of this site', async () => {
    for (const back of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/de x',
      '',
    ])
      expect([
        back,
        (await post(`choice=accept&return=${encodeURIComponent(back)}`)).headers.get('location'),
      ]).toEqual([back, '/']);
  });

  it('refuses anything but accept or reject, in words, setting nothing', async () => {
    for (const body of ['choice=maybe', '', 'choice=ACCEPT', 'choice[x]=accept']) {
      const answer = await post(body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(await answer.text()).toBe('choice must be accept or reject');
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it('takes no body larger than a form needs', async () => {
    const answer = await post(`choice=accept&return=/${'x'.repeat(5000)}`);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
