import type { UnknownAction } from '@reduxjs/toolkit';
import {
  orderDiscarded,
  reservationExpired,
  reservationExtended,
  reservationExtensionRefused,
  reservationExtensionRequested,
  reservationNoticeClosed,
  reservationTicked,
  reservationWarningRaised,
} from '../../orderModel/orderEvents';
import reducer, { type ReservationNoticeState } from './reservationNoticeSlice';
import { REARM_MARGIN_SECONDS } from './warningThresholds';

const run = (...actions: UnknownAction[]): ReservationNoticeState =>
  actions.reduce<ReservationNoticeState>(reducer, reducer(undefined, { type: '@@init' }));

const limit = {
  message: { detail: 'Ihre Reservierung kann nicht mehr verlängert werden.' },
  retryable: false,
};

describe('the reservation notice', () => {
  it('shows a warning raised at a threshold, and remembers every threshold reached', () => {
    const state = run(reservationWarningRaised({ threshold: 30, secondsLeft: 20 }));
    expect(state).toEqual({
      warned: [120, 30],
      notice: { kind: 'warning', threshold: 30 },
      extension: 'none',
      refusal: null,
    });
  });

  it('follows the request to keep the reservation: asked, then extended or refused', () => {
    const raised = reservationWarningRaised({ threshold: 120, secondsLeft: 120 });
    expect(run(raised, reservationExtensionRequested()).extension).toBe('asked');
    expect(run(raised, reservationExtensionRequested(), reservationExtended())).toMatchObject({
      notice: { kind: 'extended' },
      extension: 'none',
    });
    expect(
      run(raised, reservationExtensionRequested(), reservationExtensionRefused(limit)),
    ).toMatchObject({ notice: { kind: 'warning' }, extension: 'refused', refusal: limit });
  });

  it('arms a threshold again once the time went back above it, and drops a warning that is no more', () => {
    const raised = reservationWarningRaised({ threshold: 120, secondsLeft: 119 });
    const ticking = run(raised, reservationTicked(118));
    expect(ticking.notice).toEqual({ kind: 'warning', threshold: 120 });
    // a tick that changes nothing keeps the very same state (no render)
    expect(reducer(ticking, reservationTicked(117))).toBe(ticking);
    const renewed = run(raised, reservationTicked(900));
    expect(renewed).toMatchObject({ warned: [], notice: null });
    // the word that it was extended stays until it is closed
    expect(run(raised, reservationExtended(), reservationTicked(900)).notice).toEqual({
      kind: 'extended',
    });
  });

  it('goes when closed, when the reservation ran out (the dialog takes over) and with the order', () => {
    const raised = reservationWarningRaised({ threshold: 30, secondsLeft: 30 });
    expect(run(raised, reservationNoticeClosed())).toMatchObject({
      notice: null,
      warned: [120, 30],
    });
    expect(run(raised, reservationExpired())).toMatchObject({ notice: null, warned: [120, 30] });
    expect(run(raised, orderDiscarded())).toEqual(run());
  });

  it("keeps a warning while the visitor's request to keep the reservation is under way, and up to the margin", () => {
    const raised = reservationWarningRaised({ threshold: 120, secondsLeft: 119 });
    // the renewal's tick comes before the extension's answer: the notice waits for that answer
    expect(run(raised, reservationExtensionRequested(), reservationTicked(900)).notice).toEqual({
      kind: 'warning',
      threshold: 120,
    });
    // back above the threshold by no more than the margin (a clock's jitter): still the warning
    expect(run(raised, reservationTicked(120 + REARM_MARGIN_SECONDS)).notice).toEqual({
      kind: 'warning',
      threshold: 120,
    });
    expect(run(raised, reservationTicked(121 + REARM_MARGIN_SECONDS)).notice).toBeNull();
  });
});
