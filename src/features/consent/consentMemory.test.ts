import { makeStore } from '../../app/store';
import { CONSENT_COOKIE, readConsentCookie, writeConsentCookie } from './consentCookie';
import { accepted, rejected, selectConsentDialogDue, selectConsentStatus } from './consentSlice';

const dataLayer = () =>
  ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
    Array.from(entry),
  );

describe('consent memory: the cookie and consent mode, at start and with each choice', () => {
  beforeEach(() => {
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    delete (window as unknown as { gtag?: unknown }).gtag;
  });
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  });

  it('queues the consent-mode defaults as the store starts, and stays undecided without a cookie', () => {
    const store = makeStore();
    expect(dataLayer().map((entry) => entry.slice(0, 2))).toEqual([['consent', 'default']]);
    expect(selectConsentStatus(store.getState())).toBe('undecided');
    expect(selectConsentDialogDue(store.getState())).toBe(true);
  });

  it('remembers each choice in the cookie and sends consent mode the update', () => {
    const store = makeStore();
    store.dispatch(accepted());
    expect(readConsentCookie()).toEqual({ consentAll: true, policyVersion: 0 });
    expect(dataLayer()[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    store.dispatch(rejected());
    expect(readConsentCookie()).toEqual({ consentAll: false, policyVersion: 0 });
    expect(dataLayer()[2]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied' }),
    ]);
  });

  it('restores the remembered choice at start, without showing the dialog', () => {
    writeConsentCookie(true);
    const store = makeStore();
    expect(selectConsentStatus(store.getState())).toBe('accepted');
    expect(selectConsentDialogDue(store.getState())).toBe(false);
    expect(dataLayer().map((entry) => entry.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    writeConsentCookie(false);
    expect(selectConsentStatus(makeStore().getState())).toBe('rejected');
  });
});
