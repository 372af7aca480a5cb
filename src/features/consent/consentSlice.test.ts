import { makeStore } from '../../app/store';
import { CONSENT_COOKIE } from './consentCookie';
import {
  accepted,
  dialogClosed,
  dialogReopened,
  dialogShown,
  rejected,
  restored,
  selectConsentDecided,
  selectConsentDialogDue,
  selectConsentDialogShown,
  selectConsentStatus,
  selectHasFullConsent,
} from './consentSlice';

describe('consent', () => {
  // a choice is remembered in the consent cookie, and a new store would restore it
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  });

  it('starts undecided, without full consent, with the dialog due', () => {
    const state = makeStore().getState();
    expect(state.consent).toEqual({ status: 'undecided', dialogShown: false, policyVersion: 0 });
    expect(selectHasFullConsent(state)).toBe(false);
    expect(selectConsentDialogDue(state)).toBe(true);
  });

  it('shows the dialog once while undecided', () => {
    const store = makeStore();
    store.dispatch(dialogShown());
    expect(selectConsentDialogShown(store.getState())).toBe(true);
    expect(selectConsentDialogDue(store.getState())).toBe(false);
  });

  it('stays closed when the choice came before the dialog said it showed (a click while hydrating)', () => {
    const store = makeStore();
    // the server's banner clicked: the choice is carried out before the banner's effect runs
    store.dispatch(rejected());
    store.dispatch(dialogShown());
    expect(selectConsentDialogShown(store.getState())).toBe(false);
    expect(selectConsentStatus(store.getState())).toBe('rejected');
  });

  it('gives full consent only when accepted, and closes the dialog', () => {
    const store = makeStore();
    store.dispatch(dialogShown());
    store.dispatch(accepted());
    expect(selectHasFullConsent(store.getState())).toBe(true);
    expect(selectConsentDialogShown(store.getState())).toBe(false);
    expect(selectConsentDialogDue(store.getState())).toBe(false);
  });

  it('can be reopened and changed to rejected', () => {
    const store = makeStore();
    store.dispatch(accepted());
    store.dispatch(dialogReopened());
    expect(selectConsentDialogShown(store.getState())).toBe(true);
    store.dispatch(rejected());
    expect(selectConsentStatus(store.getState())).toBe('rejected');
    expect(selectHasFullConsent(store.getState())).toBe(false);
    expect(selectConsentDialogShown(store.getState())).toBe(false);
  });

  it('closing a reopened dialog keeps the choice; an undecided visitor cannot close it', () => {
    const store = makeStore();
    store.dispatch(dialogShown());
    store.dispatch(dialogClosed());
    expect(selectConsentDialogShown(store.getState())).toBe(true);
    store.dispatch(rejected());
    store.dispatch(dialogReopened());
    store.dispatch(dialogClosed());
    expect(selectConsentDialogShown(store.getState())).toBe(false);
    expect(selectConsentStatus(store.getState())).toBe('rejected');
  });

  it('restores a remembered choice without showing the dialog', () => {
    const store = makeStore();
    store.dispatch(restored({ consentAll: true }));
    expect(selectHasFullConsent(store.getState())).toBe(true);
    expect(selectConsentDecided(store.getState())).toBe(true);
    expect(selectConsentDialogDue(store.getState())).toBe(false);
    store.dispatch(restored({ consentAll: false }));
    expect(selectConsentStatus(store.getState())).toBe('rejected');
  });

  it('names its actions as events', () => {
    expect(
      [
        accepted(),
        rejected(),
        dialogShown(),
        dialogReopened(),
        dialogClosed(),
        restored({ consentAll: true }),
      ].map((action) => action.type),
    ).toEqual([
      'consent/accepted',
      'consent/rejected',
      'consent/dialogShown',
      'consent/dialogReopened',
      'consent/dialogClosed',
      'consent/restored',
    ]);
  });
});
