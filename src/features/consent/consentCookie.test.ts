import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  readConsentCookie,
  writeConsentCookie,
} from './consentCookie';
import { CONSENT_UPDATE_WAIT_MS, ensureConsentDefaults, updateConsentMode } from './consentMode';

const clear = () => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
};

describe('the consent cookie', () => {
  afterEach(clear);

  it('keeps the consent record for one year (31536000 s), path /, SameSite Lax', () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    writeConsentCookie(true);
    expect(CONSENT_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(written).toHaveBeenCalledWith(
      `${CONSENT_COOKIE}=${encodeURIComponent('{"consentAll":true,"policyVersion":0}')}; path=/; SameSite=Lax; max-age=31536000`,
    );
    expect(readConsentCookie()).toEqual({ consentAll: true, policyVersion: 0 });
    writeConsentCookie(false);
    expect(readConsentCookie()).toEqual({ consentAll: false, policyVersion: 0 });
  });

  it('reads no choice from no cookie, a broken one, or one for another policy version', () => {
    expect(readConsentCookie()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=not-json; path=/`;
    expect(readConsentCookie()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"consentAll":true,"policyVersion":1}')}; path=/`;
    expect(readConsentCookie()).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"consentAll":"yes","policyVersion":0}')}; path=/`;
    expect(readConsentCookie()).toBeNull();
  });
});

describe('consent mode', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    delete (window as unknown as { gtag?: unknown }).gtag;
  });

  const entries = () =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    );

  it('queues the defaults once: all four denied, 200 ms wait for an update', () => {
    ensureConsentDefaults();
    ensureConsentDefaults();
    expect(CONSENT_UPDATE_WAIT_MS).toBe(200);
    expect(entries()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 200,
        },
      ],
    ]);
  });

  it('queues each choice as an update, after the defaults', () => {
    updateConsentMode(true);
    updateConsentMode(false);
    const granted = {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    };
    const denied = {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    };
    expect(entries().map((entry) => entry.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['consent', 'update'],
    ]);
    expect(entries()[1][2]).toEqual(granted);
    expect(entries()[2][2]).toEqual(denied);
  });
});
