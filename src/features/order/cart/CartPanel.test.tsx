import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewOrderItem } from '../../../api/types';
import { formatEventDate } from '../../../lib/dates';
import { setErrorReporter } from '../../../lib/errorReporting';
import { selectErrorAlert, selectErrorVisible } from '../../errors/errorAlertSlice';
import { opened, selectCartOpen } from '../cartSlice';
import { basketViewed } from '../../orderModel/orderEvents';
import { insuranceChosen, lineRemoved } from '../../orderModel/basketEvents';
import type { AppStore } from '../../../state/rootState';
import { cartServerPerTest, plain, renderCart, serverOrder } from './cartTestSetup';
import { personalisationApi } from '../../personalisation/personalisationApi';

const start = cartServerPerTest();

const improAdult: NewOrderItem = {
  variant: 'var-impro-erwachsene',
  placementId: 'pl-improtheater',
};
const improStudent: NewOrderItem = { variant: 'var-impro-student', placementId: 'pl-improtheater' };
const fluteByPost: NewOrderItem = {
  variant: 'var-zauberfloete-erwachsene',
  placementId: 'pl-zauberfloete',
  deliveryOption: 'POST',
  options: [{ articleId: 'art-programmheft', variantId: 'var-programmheft' }],
};
const symphonySeat: NewOrderItem = {
  variant: 'var-sinfonie-k1-erwachsene',
  placementId: 'pl-sinfonie-winter',
  seatLabel: 'A-7',
  deliveryOption: 'EMAIL',
};
const familyPackage: NewOrderItem = {
  variant: 'var-familienpaket',
  placementId: 'pl-familienpaket',
  childItems: [
    { variantId: 'var-familienpaket-erwachsene' },
    { variantId: 'var-familienpaket-kind' },
    { variantId: 'var-familienpaket-kind' },
  ],
};
const giftWithInscription: NewOrderItem = {
  variant: 'var-gutschein-50',
  placementId: 'pl-geschenkgutschein',
  deliveryOption: 'EMAIL',
  inscription: 'Alles Gute!',
};
const giftPlain: NewOrderItem = {
  variant: 'var-gutschein-100',
  placementId: 'pl-geschenkgutschein',
  deliveryOption: 'POST',
};

const panel = () => screen.getByRole('dialog');
/** The panel's polite announcement with this text. */
const announced = (text: string) =>
  screen.getAllByRole('status').find((region) => region.textContent === text);
/** The group (heading + list) of one placement, found by its heading. */
const group = (name: string) => {
  const heading = within(panel()).getByRole('heading', { level: 3, name });
  return heading.parentElement as HTMLElement;
};
const itemOf = (groupName: string, label: string) =>
  within(group(groupName))
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.cart-item__title')?.textContent === label) as HTMLElement;
const totalsRow = (label: string) =>
  plain(within(panel()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent);

describe('CartPanel', () => {
  it('is closed while the cart is closed, and says the basket is empty when it opens', async () => {
    const { api } = await start();
    let dispatch: jest.SpyInstance | undefined;
    const { store } = await renderCart(api, {
      open: false,
      beforeRender: (ready) => {
        dispatch = jest.spyOn(ready, 'dispatch');
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dispatch).not.toHaveBeenCalledWith(basketViewed());
    act(() => {
      store.dispatch(opened());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' });
    expect(dispatch).toHaveBeenCalledWith(basketViewed());

    expect(within(dialog).getByText('Ihr Warenkorb ist leer.')).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Zu den Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de',
    );
    // nothing to check out: it looks like the checkout link but goes nowhere
    const checkout = within(dialog).getByRole('link', { name: 'Zur Kasse' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).not.toHaveAttribute('href');
    expect(
      within(dialog).queryByRole('textbox', { name: 'Gutscheincode' }),
    ).not.toBeInTheDocument();
  });

  it('shows the empty state without any order too, in English', async () => {
    const { api } = await start();
    await renderCart(api, { withOrder: false, lang: 'en' });
    const dialog = screen.getByRole('dialog', { name: 'Basket' });
    expect(within(dialog).getByText('Your basket is empty.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Browse the events' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('groups the items by placement with their details and prices (de)', async () => {
    const { api } = await start();
    const { store, order } = await renderCart(api, {
      items: [
        improAdult,
        fluteByPost,
        improStudent,
        symphonySeat,
        familyPackage,
        giftWithInscription,
        giftPlain,
      ],
    });
    // one item personalised completely
    const firstImpro = order!.items[0];
    await act(() =>
      store
        .dispatch(
          personalisationApi.endpoints.savePersonalisation.initiate({
            orderId: order!.id,
            items: { [firstImpro.id]: { firstName: 'Anna', lastName: 'Muster' } },
          }),
        )
        .unwrap(),
    );

    expect(await within(panel()).findByText('7 Artikel im Warenkorb')).toHaveFocus();
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Improtheater-Abend',
      'Die Zauberflöte',
      'Sinfoniekonzert Winter',
      'Familienpaket Zirkus',
      'Geschenkgutschein',
      'Gutschein',
      'Zusammenfassung',
    ]);

    // the event's date under the heading; the event's name only where it differs from the article's
    const impro = group('Improtheater-Abend');
    expect(
      within(impro).getByText(formatEventDate('2027-02-12T20:00:00+01:00', 'de')),
    ).toBeInTheDocument();
    expect(
      within(group('Familienpaket Zirkus')).getByText('Kinderzirkus Farfalla'),
    ).toBeInTheDocument();

    const adult = itemOf('Improtheater-Abend', 'Erwachsene');
    expect(plain(adult.textContent)).toContain('CHF 28.00');
    // the personalize answer reaches the cache a moment after the call resolves
    expect(await within(adult).findByText('Personalisiert')).toBeInTheDocument();
    expect(within(adult).getByText('Zustellung: E-Mail')).toBeInTheDocument();
    expect(within(adult).queryByText(/Widmung/)).not.toBeInTheDocument();
    const student = itemOf('Improtheater-Abend', 'Studierende');
    expect(plain(student.textContent)).toContain('CHF 18.00');
    expect(within(student).getByText('Personalisierung fehlt')).toBeInTheDocument();

    const flute = itemOf('Die Zauberflöte', 'Erwachsene');
    expect(within(flute).getByText('Zustellung: Post')).toBeInTheDocument();
    expect(within(flute).getByText('Extras')).toBeInTheDocument();
    expect(within(flute).getByText('Programmheft')).toBeInTheDocument();
    // 75.00 plus the programme booklet's 5.00
    expect(plain(flute.textContent)).toContain('CHF 80.00');

    const seat = itemOf('Sinfoniekonzert Winter', 'Kategorie 1 · Erwachsene');
    expect(within(seat).getByText('Reihe A, Platz 7')).toBeInTheDocument();
    expect(plain(seat.textContent)).toContain('CHF 89.00');

    const bundle = itemOf('Familienpaket Zirkus', 'Familienpaket');
    expect(within(bundle).getByText('Im Paket enthalten')).toBeInTheDocument();
    expect(within(bundle).getByText('1 × Erwachsene im Familienpaket')).toBeInTheDocument();
    expect(within(bundle).getByText('2 × Kind im Familienpaket')).toBeInTheDocument();
    expect(plain(bundle.textContent)).toContain('CHF 46.00');

    expect(
      within(itemOf('Geschenkgutschein', 'Gutschein CHF 50')).getByText('Widmung: «Alles Gute!»'),
    ).toBeInTheDocument();
    expect(
      within(itemOf('Geschenkgutschein', 'Gutschein CHF 100')).getByText('Ohne Widmung'),
    ).toBeInTheDocument();

    // a line of unseated tickets has a stepper; a seat its own remove button, named by its seat
    expect(
      within(adult).getByRole('group', { name: 'Anzahl: Erwachsene, Improtheater-Abend' }),
    ).toHaveTextContent('1');
    expect(
      within(seat).getByRole('button', {
        name: 'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter entfernen',
      }),
    ).toBeEnabled();
    expect(within(group('Sinfoniekonzert Winter')).getByText('1 Platz')).toBeInTheDocument();

    // the server's totals: 28 + 18 + 80 + 89 + 46 + 50 + 100 = 411.00, post 5.00 for two items
    const served = await serverOrder(store, order!.id);
    expect(served.totals.items).toBe(41100);
    expect(totalsRow('Artikel')).toBe('CHF 411.00');
    expect(totalsRow('Zustellung')).toBe(`CHF ${(served.totals.delivery / 100).toFixed(2)}`);
    expect(totalsRow('Total')).toBe(`CHF ${(served.totals.total / 100).toFixed(2)}`);
    expect(within(panel()).queryByText('Rabatt')).not.toBeInTheDocument();

    const checkout = within(panel()).getByRole('link', { name: 'Zur Kasse' });
    expect(checkout).toHaveAttribute('href', '/de/order/checkout');
    expect(checkout).not.toHaveAttribute('aria-disabled');
    // the reservation countdown beside it
    const timer = within(panel()).getByRole('timer', {
      name: 'Reservierte Zeit für Ihre Bestellung',
    });
    expect(timer.textContent).toMatch(/^1[45]:\d\d$/);
    expect(timer.closest('p')).toHaveTextContent(/^Reserviert für/);
  });

  it('shows the same basket in English with English names, dates and prices', async () => {
    const { api } = await start();
    await renderCart(api, { items: [improAdult, fluteByPost], lang: 'en' });
    expect(await within(panel()).findByText('2 items in your basket')).toBeInTheDocument();
    const impro = group('Improv Theatre Night');
    expect(
      within(impro).getByText(formatEventDate('2027-02-12T20:00:00+01:00', 'en')),
    ).toBeInTheDocument();
    const adult = itemOf('Improv Theatre Night', 'Adult');
    expect(within(adult).getByText('Personalisation missing')).toBeInTheDocument();
    expect(within(adult).getByText('Delivery: E-mail')).toBeInTheDocument();
    expect(plain(adult.textContent)).toContain('CHF 28.00');
    expect(
      within(adult).getByRole('group', { name: 'Quantity: Adult, Improv Theatre Night' }),
    ).toHaveTextContent('1');
    expect(
      within(itemOf('The Magic Flute', 'Adult')).getByText('Delivery: Post'),
    ).toBeInTheDocument();
    expect(totalsRow('Items')).toBe('CHF 108.00');
    expect(within(panel()).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/en/order/checkout',
    );
  });

  it('removes an item: busy while the server works, then gone on the server and in the panel', async () => {
    const { api, knobs } = await start();
    const user = userEvent.setup();
    let dispatched: jest.SpyInstance | undefined;
    const { store, order } = await renderCart(api, {
      items: [symphonySeat, fluteByPost],
      beforeRender: (ready: AppStore) => {
        dispatched = jest.spyOn(ready, 'dispatch');
      },
    });
    await within(panel()).findByText('2 Artikel im Warenkorb');

    knobs.slow = true;
    const remove = within(panel()).getByRole('button', {
      name: 'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter entfernen',
    });
    await user.click(remove);
    // the button asks in the shop's words; the basket saga calls the shop
    const seat = order!.items.find((item) => item.seatLabel === 'A-7')!;
    expect(dispatched).toHaveBeenCalledWith(lineRemoved({ itemId: seat.id }));
    expect(remove).toHaveAttribute('aria-busy', 'true');
    expect(remove).toBeDisabled();

    await waitFor(() =>
      expect(
        within(panel()).queryByRole('heading', { name: 'Sinfoniekonzert Winter' }),
      ).not.toBeInTheDocument(),
    );
    knobs.slow = false;
    // the panel's own follow-up (focus, announcement) may come a moment after the server's answer
    const status = within(panel()).getByText('1 Artikel im Warenkorb');
    await waitFor(() => expect(status).toHaveFocus());
    expect(
      announced(
        'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter wurde entfernt.',
      ),
    ).toBeInTheDocument();

    const served = await serverOrder(store, order!.id);
    expect(served.items.map((item) => item.variant)).toEqual(['var-zauberfloete-erwachsene']);
    expect(totalsRow('Artikel')).toBe('CHF 80.00');
  });

  it('removing the last item leads to the empty state', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCart(api, { items: [symphonySeat] });
    await user.click(
      await within(panel()).findByRole('button', {
        name: 'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter entfernen',
      }),
    );
    expect(await within(panel()).findByText('Ihr Warenkorb ist leer.')).toHaveFocus();
    expect(within(panel()).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('a failed removal leaves the basket as it was, focus on its button (the error alert tells why)', async () => {
    const { api, knobs } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCart(api, { items: [improAdult, symphonySeat] });
    await within(panel()).findByText('2 Artikel im Warenkorb');

    // a 500 also goes to the error-reporting service
    const reported = jest.fn();
    const previousReporter = setErrorReporter(reported);
    try {
      knobs.failing = true;
      const remove = within(panel()).getByRole('button', {
        name: 'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter entfernen',
      });
      await user.click(remove);
      await waitFor(() => expect(selectErrorVisible(store.getState())).toBe(true));
      knobs.failing = false;
      expect(reported).toHaveBeenCalled();
    } finally {
      setErrorReporter(previousReporter);
    }
    const remove = within(panel()).getByRole('button', {
      name: 'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter entfernen',
    });

    await waitFor(() => expect(remove).toBeEnabled());
    expect(remove).not.toHaveAttribute('aria-busy');
    // disabled while busy, it lost focus: it has it back, so the visitor can try again at once
    await waitFor(() => expect(remove).toHaveFocus());
    expect(selectErrorAlert(store.getState())).toMatchObject({
      failed: 'removeTicket',
      detail: 'Interner Serverfehler',
    });
    expect(within(panel()).getByText('2 Artikel im Warenkorb')).toBeInTheDocument();
    expect(itemOf('Sinfoniekonzert Winter', 'Kategorie 1 · Erwachsene')).toBeInTheDocument();
    expect((await serverOrder(store, order!.id)).items).toHaveLength(2);
  });

  it('switches the insurance on and off, and the total follows', async () => {
    const { api, knobs } = await start();
    const user = userEvent.setup();
    let dispatched: jest.SpyInstance | undefined;
    const { store, order } = await renderCart(api, {
      items: [improAdult],
      beforeRender: (ready: AppStore) => {
        dispatched = jest.spyOn(ready, 'dispatch');
      },
    });
    // 5 % of CHF 28.00
    const insurance = await within(panel()).findByRole('checkbox', {
      name: (name) => plain(name) === 'Ticketversicherung hinzufügen (CHF 1.40)',
    });
    expect(insurance).not.toBeChecked();
    expect(totalsRow('Total')).toBe('CHF 28.00');

    knobs.slow = true;
    await user.click(insurance);
    expect(dispatched).toHaveBeenCalledWith(insuranceChosen({ enabled: true }));
    expect(insurance).toBeDisabled();
    expect(insurance).toBeChecked();
    await waitFor(() => expect(totalsRow('Total')).toBe('CHF 29.40'));
    knobs.slow = false;
    expect(insurance).toBeEnabled();
    expect(insurance).toBeChecked();
    expect(totalsRow('Ticketversicherung')).toBe('CHF 1.40');
    expect((await serverOrder(store, order!.id)).insurance.enabled).toBe(true);

    await user.click(insurance);
    await waitFor(() => expect(totalsRow('Total')).toBe('CHF 28.00'));
    expect(insurance).not.toBeChecked();
    expect(
      within(panel()).queryByText('Ticketversicherung', { selector: 'dt' }),
    ).not.toBeInTheDocument();
    expect((await serverOrder(store, order!.id)).insurance.enabled).toBe(false);
  });

  it('closes with its close button and with Escape', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store } = await renderCart(api, { items: [improAdult] });
    await user.click(within(panel()).getByRole('button', { name: 'Schliessen' }));
    expect(selectCartOpen(store.getState())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(opened());
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(selectCartOpen(store.getState())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the visitor follows the checkout link', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store } = await renderCart(api, { items: [improAdult] });
    await user.click(await within(panel()).findByRole('link', { name: 'Zur Kasse' }));
    expect(selectCartOpen(store.getState())).toBe(false);
  });
});
