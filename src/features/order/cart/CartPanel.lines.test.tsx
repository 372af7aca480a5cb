/**
 * The basket as lines (issue 19): identical tickets are one line whose stepper goes through the
 * amount machinery (500 ms of quiet, then the server), personalisation stays reachable per
 * ticket, seats are listed under their event's line, and the footer sums count and total.
 * Real store, real demo server.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewOrderItem } from '../../../api/types';
import { silenceErrorReports } from '../orderTestKit';
import { selectErrorAlert } from '../../errors/errorAlertSlice';
import { pageBecameVisible } from '../../orderModel/orderEvents';
import { cartServerPerTest, plain, renderCart, serverOrder } from './cartTestSetup';

const start = cartServerPerTest();
silenceErrorReports();
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

const improAdult: NewOrderItem = {
  variant: 'var-impro-erwachsene',
  placementId: 'pl-improtheater',
};
const improStudent: NewOrderItem = { variant: 'var-impro-student', placementId: 'pl-improtheater' };
/** The line of the adult Impro tickets, as the cart names it. */
const IMPRO_LINE = 'Erwachsene, Improtheater-Abend';
const fluteBy = (deliveryOption: 'POST' | 'EMAIL'): NewOrderItem => ({
  variant: 'var-zauberfloete-erwachsene',
  placementId: 'pl-zauberfloete',
  deliveryOption,
});
const seat = (seatLabel: string): NewOrderItem => ({
  variant: 'var-sinfonie-k1-erwachsene',
  placementId: 'pl-sinfonie-winter',
  seatLabel,
  deliveryOption: 'EMAIL',
});

const panel = () => screen.getByRole('dialog', { name: 'Warenkorb' });
const lineOf = (name: string) =>
  within(panel())
    .getByRole('group', { name: `Anzahl: ${name}` })
    .closest('li') as HTMLElement;
const quantity = (name: string) =>
  within(panel())
    .getByRole('group', { name: `Anzahl: ${name}` })
    .querySelector('output')!;

describe('the basket lines', () => {
  it('shows three identical tickets as one line of 3, apart from another variant', async () => {
    const { api } = await start();
    await renderCart(api, { items: [improAdult, improStudent, improAdult, improAdult] });
    expect(await within(panel()).findByText('4 Artikel im Warenkorb')).toBeInTheDocument();
    const adults = lineOf('Erwachsene, Improtheater-Abend');
    expect(quantity('Erwachsene, Improtheater-Abend')).toHaveTextContent('3');
    // 3 × CHF 28.00, and the price of one
    expect(plain(adults.textContent)).toContain('CHF 84.00');
    expect(plain(adults.textContent)).toContain('je CHF 28.00');
    expect(quantity('Studierende, Improtheater-Abend')).toHaveTextContent('1');
  });

  it('keeps tickets sent differently on lines of their own', async () => {
    const { api } = await start();
    await renderCart(api, { items: [fluteBy('POST'), fluteBy('EMAIL'), fluteBy('POST')] });
    await within(panel()).findByText('3 Artikel im Warenkorb');
    // two lines of one variant: their controls are told apart by what differs
    expect(quantity('Erwachsene (Zustellung: Post), Die Zauberflöte')).toHaveTextContent('2');
    expect(quantity('Erwachsene (Zustellung: E-Mail), Die Zauberflöte')).toHaveTextContent('1');
    expect(
      within(lineOf('Erwachsene (Zustellung: Post), Die Zauberflöte')).getByText(
        'Zustellung: Post',
      ),
    ).toBeInTheDocument();
  });

  it('steps a line down and up through the amount machinery; the footer follows the server', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCart(api, {
      items: [fluteBy('POST'), fluteBy('EMAIL'), fluteBy('POST'), fluteBy('POST')],
    });
    await within(panel()).findByText('4 Artikel im Warenkorb');
    const footer = panel().querySelector('footer')!;
    expect(plain(footer.textContent)).toContain('4 Artikel');

    const post = 'Erwachsene (Zustellung: Post), Die Zauberflöte';
    await user.click(within(lineOf(post)).getByRole('button', { name: `Eins weniger: ${post}` }));
    // at once on screen, after the pause on the server
    expect(quantity(post)).toHaveTextContent('2');
    await waitFor(() => expect(within(panel()).getByText('3 Artikel im Warenkorb')).toBeVisible());
    let served = await serverOrder(store, order!.id);
    expect(served.items.map((item) => item.deliveryOption)).toEqual(['POST', 'EMAIL', 'POST']);
    expect(plain(footer.textContent)).toContain('3 Artikel');
    expect(plain(footer.textContent)).toContain(
      `Total CHF ${(served.totals.total / 100).toFixed(2)}`,
    );

    // one more by post: a copy of the line, no question asked (its delivery is chosen)
    await user.click(within(lineOf(post)).getByRole('button', { name: `Eins mehr: ${post}` }));
    await waitFor(() => expect(within(panel()).getByText('4 Artikel im Warenkorb')).toBeVisible());
    served = await serverOrder(store, order!.id);
    expect(served.items.map((item) => item.deliveryOption)).toEqual([
      'POST',
      'EMAIL',
      'POST',
      'POST',
    ]);
    expect(screen.queryByRole('dialog', { name: /Zustellung|Ticket/ })).not.toBeInTheDocument();
  });

  /**
   * Two Impro tickets in the basket, one stepped down while the server does `fault`; returns once
   * the line says the step could not be made (the fault is still on).
   */
  async function stepDownUnder(fault: 'failing' | 'losing') {
    const { api, knobs } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCart(api, { items: [improAdult, improAdult] });
    await within(panel()).findByText('2 Artikel im Warenkorb');
    knobs[fault] = true;
    await user.click(
      within(lineOf(IMPRO_LINE)).getByRole('button', { name: `Eins weniger: ${IMPRO_LINE}` }),
    );
    expect(await within(lineOf(IMPRO_LINE)).findByRole('alert')).toHaveTextContent(
      new RegExp(`^1 × ${IMPRO_LINE} konnte nicht entfernt werden\\. \\S`),
    );
    return { store, orderId: order!.id, knobs };
  }

  it('a failed step leaves the basket as it was and says why', async () => {
    const { store, orderId, knobs } = await stepDownUnder('failing');
    knobs.failing = false;
    expect(quantity(IMPRO_LINE)).toHaveTextContent('2');
    expect(selectErrorAlert(store.getState()).visible).toBe(true);
    expect((await serverOrder(store, orderId)).items).toHaveLength(2);
  });

  it('a step whose answers were lost is not called undone once the order shows it done', async () => {
    // the shop removes one, and every answer (the retries' and the reads' too) is lost on the way
    const { store, orderId, knobs } = await stepDownUnder('losing');
    knobs.losing = false;
    expect((await serverOrder(store, orderId)).items).toHaveLength(1);
    // the page is looked at again: the order is read, and it holds what the visitor asked for
    act(() => {
      store.dispatch(pageBecameVisible());
    });
    await waitFor(() => expect(quantity(IMPRO_LINE)).toHaveTextContent('1'));
    expect(within(lineOf(IMPRO_LINE)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the visitor open a line and personalise each of its tickets', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCart(api, { items: [improAdult, improAdult] });
    await within(panel()).findByText('2 Artikel im Warenkorb');
    const line = lineOf('Erwachsene, Improtheater-Abend');
    expect(within(line).getByText('0 von 2 personalisiert')).toBeInTheDocument();
    const toggle = within(line).getByRole('button', { name: 'Tickets einzeln zeigen (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(line).queryByRole('button', { name: /^Personalisieren/ }),
    ).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Tickets einzeln ausblenden');
    const second = await within(line).findByRole('button', {
      name: 'Personalisieren: Erwachsene (Ticket 2 von 2), Improtheater-Abend',
    });
    await user.click(second);
    expect(
      await screen.findByRole('dialog', { name: 'Tickets personalisieren' }),
    ).toBeInTheDocument();
  });

  it("lists an event's seats under its line, each with its own remove button", async () => {
    const { api } = await start();
    await renderCart(api, { items: [seat('A-7'), seat('A-8')] });
    await within(panel()).findByText('2 Artikel im Warenkorb');
    const heading = within(panel()).getByRole('heading', {
      level: 3,
      name: 'Sinfoniekonzert Winter',
    });
    const event = heading.parentElement!;
    expect(within(event).getByText('2 Plätze')).toBeInTheDocument();
    expect(within(event).getByText('Reihe A, Platz 7')).toBeInTheDocument();
    expect(within(event).getByText('Reihe A, Platz 8')).toBeInTheDocument();
    expect(within(event).queryByRole('group', { name: /^Anzahl/ })).not.toBeInTheDocument();
    expect(
      within(event).getByRole('button', {
        name: 'Kategorie 1 · Erwachsene, Reihe A, Platz 8, Sinfoniekonzert Winter entfernen',
      }),
    ).toBeEnabled();
  });
});
