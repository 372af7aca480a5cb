/**
 * What the seating page says of its latest seat call, on its own: the status line while a call is
 * on its way and when it is done, the alert for a refusal (the server's, or the chart's when it is
 * newer than the call) and for the reservation running out, which outranks everything. Both lines
 * are always there, so that what appears in them is announced. Texts from locales/de.
 */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { SeatCall } from './seatCalls';
import SeatMessages, { type ChartRefusal } from './SeatMessages';

const call = (change: Partial<SeatCall>): SeatCall => ({
  seatLabel: 'B-7',
  kind: 'hold',
  status: 'pending',
  startedAt: 1_000,
  message: null,
  failure: null,
  ...change,
});

function said(latest: SeatCall | null, refusal: ChartRefusal | null = null, expired = false) {
  const view = renderWithProviders(
    <SeatMessages latest={latest} refusal={refusal} expired={expired} />,
  );
  const lines = {
    status: screen.getByRole('status').textContent,
    alert: screen.getByRole('alert').textContent,
  };
  view.unmount();
  return lines;
}

describe('SeatMessages', () => {
  it('keeps both lines, empty, before any call', () => {
    expect(said(null)).toEqual({ status: '', alert: '' });
  });

  it('tells a hold, a release and a change of ticket type on their way and done', () => {
    expect(said(call({}))).toEqual({ status: 'Reihe B, Platz 7 wird reserviert …', alert: '' });
    expect(said(call({ status: 'fulfilled' })).status).toBe(
      'Reihe B, Platz 7 ist in Ihrer Bestellung.',
    );
    expect(said(call({ kind: 'release' })).status).toBe('Reihe B, Platz 7 wird freigegeben …');
    expect(said(call({ kind: 'release', status: 'fulfilled' })).status).toBe(
      'Reihe B, Platz 7 ist freigegeben.',
    );
    expect(said(call({ kind: 'swap' })).status).toBe(
      'Die Preisstufe für Reihe B, Platz 7 wird geändert …',
    );
  });

  it("alerts a refused call with the server's words, or the network's or a general text", () => {
    const rejected = (message: SeatCall['message']) =>
      said(call({ status: 'rejected', message, failure: 409 }));
    expect(rejected({ detail: 'Dieser Platz ist gesperrt.' })).toEqual({
      status: '',
      alert: 'Dieser Platz ist gesperrt.',
    });
    expect(rejected({ messageKey: 'errors.network' }).alert).toBe(
      'Ein Netzwerkfehler ist aufgetreten',
    );
    expect(rejected({ messageKey: 'errors.generic' }).alert).toBe('Ein Fehler ist aufgetreten');
    expect(rejected(null).alert).toBe('Ein Fehler ist aufgetreten');
  });

  it("alerts the chart's refusal when it is newer than the latest call, or there is none", () => {
    const taken: ChartRefusal = { kind: 'holdRefused', seat: 'C-2', at: 2_000 };
    const stuck: ChartRefusal = { kind: 'releaseRefused', seat: 'C-2', at: 1_000 };
    expect(said(null, taken)).toEqual({
      status: '',
      alert: 'Reihe C, Platz 2 ist nicht mehr frei. Bitte wählen Sie einen anderen Platz.',
    });
    // at the same moment as the call: the refusal is what the chart said of it
    expect(said(call({ status: 'fulfilled' }), stuck)).toEqual({
      status: '',
      alert:
        'Reihe C, Platz 2 konnte nicht freigegeben werden. Bitte versuchen Sie es noch einmal.',
    });
    // a call made after the refusal: the refusal is old news
    expect(said(call({ startedAt: 2_001 }), taken)).toEqual({
      status: 'Reihe B, Platz 7 wird reserviert …',
      alert: '',
    });
  });

  it('says the reservation ran out above anything else', () => {
    const expired = {
      status: '',
      alert:
        'Ihre Reservierung ist abgelaufen, Ihre Plätze sind wieder frei. Bestätigen Sie den Hinweis, um neu zu beginnen.',
    };
    expect(said(call({}), null, true)).toEqual(expired);
    expect(said(null, { kind: 'holdRefused', seat: 'C-2', at: 5_000 }, true)).toEqual(expired);
  });
});
