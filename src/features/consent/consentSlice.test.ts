import { makeStore } from '../../app/store';
import {
  accepted,
  dialogReopened,
  dialogShown,
  rejected,
  selectConsentDialogDue,
  selectConsentDialogShown,
  selectConsentStatus,
  selectHasFullConsent,
} from './consentSlice';

describe('consent', () => {
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

  it('names its actions as events', () => {
    expect(
      [accepted(), rejected(), dialogShown(), dialogReopened()].map((action) => action.type),
    ).toEqual([
      'consent/accepted',
      'consent/rejected',
      'consent/dialogShown',
      'consent/dialogReopened',
    ]);
  });
});
