/**
 * The personalisation screen against the real demo server: opened from the cart, filled, saved
 * (one POST /personalize for all items); an incomplete item blocks the save with translated
 * messages; a server refusal shows under its field and keeps what was typed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX } from '../../api/headers';
import type { NewOrderItem, Order } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { renderWithProviders } from '../../test/renderWithProviders';
import { cartServerPerTest, renderCart, serverOrder } from '../order/cart/cartTestSetup';
import PersonalisationForms from './PersonalisationForms';
import { orderApi } from '../order/orderApi';
import { shopQuery } from '../shop/shopQuery';
import { orderRead } from '../orderModel/orderRead';

const start = cartServerPerTest();
// real typing into real forms against a real server
jest.setTimeout(30_000);

const chamberAdult: NewOrderItem = {
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
};
const workshop: NewOrderItem = { variant: 'var-workshop-kind', placementId: 'pl-zirkus-workshop' };

const TITLE = 'Tickets personalisieren';
const dialog = () => screen.getByRole('dialog', { name: TITLE });
/** One item's part of the screen: a group named by its heading. */
const itemGroup = (name: string) => within(dialog()).getByRole('group', { name });
const personaliseCalls = (api: { requestsTo: (prefix: string, method?: string) => unknown[] }) =>
  api
    .requestsTo(`${API_PREFIX}/order/`, 'POST')
    .filter((request) => (request as { path: string }).path.endsWith('/personalize'));

/** Fills the child form of the workshop item (the group 'Kind (4–14 Jahre)'). */
async function fillChild(
  user: ReturnType<typeof userEvent.setup>,
  within_: ReturnType<typeof within>,
  values: { name?: string; birthDate?: string; age?: string; size?: string; phone?: string },
) {
  if (values.name !== undefined)
    await user.type(within_.getByRole('textbox', { name: 'Name des Kindes' }), values.name);
  if (values.birthDate !== undefined) {
    const input = within_.getByLabelText('Geburtsdatum');
    fireEvent.change(input, { target: { value: values.birthDate } });
    fireEvent.blur(input);
  }
  if (values.age !== undefined) {
    const age = within_.getByRole('textbox', { name: 'Alter' });
    await user.clear(age);
    await user.type(age, values.age);
  }
  if (values.size !== undefined)
    await user.click(within_.getByRole('radio', { name: values.size }));
  if (values.phone !== undefined)
    await user.type(within_.getByRole('textbox', { name: 'Notfallnummer' }), values.phone);
}

describe('the personalisation screen', () => {
  it('is opened from the cart, saves every item in one call, and the cart shows them personalised', async () => {
    const { api } = await start();
    const user = userEvent.setup({ delay: null });
    const { store, order } = await renderCart(api, { items: [chamberAdult, workshop] });
    const [adult, child] = order!.items;
    const cart = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(within(cart).getAllByText('Personalisierung fehlt')).toHaveLength(2);

    const open = within(cart).getByRole('button', {
      name: 'Personalisieren: Kind (4–14 Jahre), Zirkus-Workshop für Kinder',
    });
    await user.click(open);
    const screenDialog = await screen.findByRole('dialog', { name: TITLE });
    // the item the visitor came for has focus: its heading
    expect(
      within(screenDialog).getByRole('heading', { level: 4, name: 'Kind (4–14 Jahre)' }),
    ).toHaveFocus();
    // grouped by placement, the article as heading, each item named by its variant
    expect(
      within(screenDialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Kammermusik am Sonntag', 'Zirkus-Workshop für Kinder']);
    // the grouped fields under the form's name
    expect(
      within(itemGroup('Erwachsene')).getByRole('group', { name: 'Ticketinhaber:in' }),
    ).toBeInTheDocument();
    // an optional field whose label says so already gets no second marker
    expect(
      within(itemGroup('Erwachsene')).getByRole('textbox', { name: 'E-Mail (optional)' }),
    ).not.toBeRequired();

    const holder = within(itemGroup('Erwachsene'));
    await user.type(holder.getByRole('textbox', { name: 'Vorname' }), ' Anna ');
    await user.type(holder.getByRole('textbox', { name: 'Nachname' }), 'Muster');
    await fillChild(user, within(itemGroup('Kind (4–14 Jahre)')), {
      name: 'Mia Muster',
      birthDate: '2016-04-03',
      age: '9',
      size: 'S (122–128)',
      phone: '+41 79 123 45 67',
    });
    await user.click(within(screenDialog).getByRole('button', { name: 'Angaben speichern' }));

    // saved: the dialog closes, focus is back on the (renamed) button, the cart says so
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(personaliseCalls(api)).toHaveLength(1);
    const served = await serverOrder(store, order!.id);
    expect(served.items.find((item) => item.id === adult.id)?.personalisation?.data).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: null,
    });
    expect(served.items.find((item) => item.id === child.id)?.personalisation?.data).toEqual({
      childName: 'Mia Muster',
      birthDate: '2016-04-03',
      age: 9,
      shirtSize: 'S',
      allergies: null,
      emergencyPhone: '+41 79 123 45 67',
      photoConsent: false,
    });
    expect(within(cart).getAllByText('Personalisiert')).toHaveLength(2);
    expect(within(cart).queryByText('Personalisierung fehlt')).not.toBeInTheDocument();
    expect(
      within(cart).getByRole('button', {
        name: 'Angaben ändern: Kind (4–14 Jahre), Zirkus-Workshop für Kinder',
      }),
    ).toHaveFocus();
  });

  it('blocks an incomplete item: nothing is sent, the summary names it, the fields say why', async () => {
    const { api } = await start();
    const user = userEvent.setup({ delay: null });
    await renderCart(api, { items: [chamberAdult, workshop] });
    const cart = screen.getByRole('dialog', { name: 'Warenkorb' });
    await user.click(
      within(cart).getByRole('button', {
        name: 'Personalisieren: Erwachsene, Kammermusik am Sonntag',
      }),
    );
    await screen.findByRole('dialog', { name: TITLE });
    const holder = within(itemGroup('Erwachsene'));
    await user.type(holder.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(holder.getByRole('textbox', { name: 'Nachname' }), 'Muster');
    await user.type(holder.getByRole('textbox', { name: 'E-Mail (optional)' }), 'anna@');
    const child = within(itemGroup('Kind (4–14 Jahre)'));
    await fillChild(user, child, { birthDate: '1899-12-31', age: '15', phone: '112' });

    await user.click(within(dialog()).getByRole('button', { name: 'Angaben speichern' }));

    const summary = await within(dialog()).findByRole('alert');
    expect(summary).toHaveTextContent('2 Tickets sind noch nicht vollständig personalisiert:');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Kammermusik am Sonntag: Erwachsene',
      'Zirkus-Workshop für Kinder: Kind (4–14 Jahre)',
    ]);
    expect(personaliseCalls(api)).toHaveLength(0);

    // focus on the first invalid field, each field described by its translated message
    const email = holder.getByRole('textbox', { name: 'E-Mail (optional)' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(child.getByRole('textbox', { name: 'Name des Kindes' })).toHaveAccessibleDescription(
      'Fehler: Bitte füllen Sie dieses Feld aus.',
    );
    expect(child.getByLabelText('Geburtsdatum')).toHaveAccessibleDescription(
      'Fehler: Das Datum darf nicht vor dem 01.01.1900 liegen.',
    );
    expect(child.getByRole('textbox', { name: 'Alter' })).toHaveAccessibleDescription(
      'Fehler: Der Wert darf höchstens 14 betragen.',
    );
    expect(child.getByRole('radiogroup', { name: 'T-Shirt-Grösse' })).toHaveAccessibleDescription(
      'Fehler: Bitte füllen Sie dieses Feld aus.',
    );
    expect(child.getByRole('textbox', { name: 'Notfallnummer' })).toHaveAccessibleDescription(
      'Fehler: Bitte prüfen Sie diese Angabe.',
    );
    // the optional ones are fine empty
    expect(
      child.getByRole('textbox', { name: 'Allergien und Hinweise (optional)' }),
    ).not.toHaveAttribute('aria-invalid');

    // fixing the adult's e-mail leaves one incomplete item; its summary entry leads to its first problem
    await user.clear(email);
    await user.click(within(dialog()).getByRole('button', { name: 'Angaben speichern' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Ein Ticket ist noch nicht vollständig personalisiert:',
      ),
    );
    expect(child.getByRole('textbox', { name: 'Name des Kindes' })).toHaveFocus();
    await user.click(
      within(within(dialog()).getByRole('alert')).getByRole('button', {
        name: 'Zirkus-Workshop für Kinder: Kind (4–14 Jahre)',
      }),
    );
    expect(child.getByRole('textbox', { name: 'Name des Kindes' })).toHaveFocus();
    expect(personaliseCalls(api)).toHaveLength(0);
  });

  it('shows a server refusal under its field and keeps the values', async () => {
    const { api } = await start();
    const user = userEvent.setup({ delay: null });
    const store: AppStore = api.makeStore();
    await store.dispatch(shopQuery.endpoints.getShop.initiate('demo')).unwrap();
    const created = await store.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
    const order: Order = await store
      .dispatch(orderApi.endpoints.addItems.initiate({ orderId: created.id, items: [workshop] }))
      .unwrap();
    const { orderStarted } = await import('../orderModel/orderEvents');
    store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 900_000 }));
    // the client holds an older child form that allowed ages up to 99; the server allows 4 to 14
    store.dispatch(
      orderRead.util.upsertQueryEntries([
        {
          endpointName: 'getOrder',
          arg: order.id,
          value: {
            ...order,
            forms: order.forms.map((form) =>
              form.id === 'form-kind'
                ? {
                    ...form,
                    fields: form.fields.map((field) =>
                      field.key === 'age' ? { ...field, max: 99 } : field,
                    ),
                  }
                : form,
            ),
          },
        },
      ]),
    );
    const onComplete = jest.fn();
    renderWithProviders(<PersonalisationForms onComplete={onComplete} />, { store });

    const child = within(screen.getByRole('group', { name: 'Kind (4–14 Jahre)' }));
    await fillChild(user, child, {
      name: 'Mia',
      birthDate: '2016-04-03',
      age: '20',
      size: 'M (134–146)',
      phone: '079 123 45 67',
    });
    await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));

    const age = child.getByRole('textbox', { name: 'Alter' });
    await waitFor(() =>
      expect(age).toHaveAccessibleDescription('Fehler: Der Wert darf höchstens 14 betragen.'),
    );
    expect(personaliseCalls(api)).toHaveLength(1);
    expect(onComplete).not.toHaveBeenCalled();
    expect(age).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Die Angaben konnten nicht gespeichert werden:');
    expect(summary).toHaveTextContent('Zirkus-Workshop für Kinder: Kind (4–14 Jahre)');
    expect(summary).toHaveTextContent('Bitte prüfen Sie Ihre Angaben.');
    // the values stay as typed
    expect(age).toHaveValue('20');
    expect(child.getByRole('textbox', { name: 'Name des Kindes' })).toHaveValue('Mia');
    expect(child.getByRole('radio', { name: 'M (134–146)' })).toBeChecked();
    expect(child.getByRole('textbox', { name: 'Notfallnummer' })).toHaveValue('079 123 45 67');
    // nothing was saved
    const served = await serverOrder(store, order.id);
    expect(served.items[0].personalisation?.data).toBeNull();

    // a changed value drops the server's message; the corrected form saves
    await user.clear(age);
    await user.type(age, '12');
    // waited for: the emptied field's own check ('required') may come back after the keystrokes
    // on a busy machine; the last value's check decides
    await waitFor(() => expect(age).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Ihre Angaben wurden gespeichert.')).toBeInTheDocument();
    const saved = await serverOrder(store, order.id);
    expect(saved.items[0].personalisation?.data).toMatchObject({ childName: 'Mia', age: 12 });
  });

  it('speaks the visitor language, and says when there is nothing to personalise', async () => {
    const { api } = await start();
    const user = userEvent.setup({ delay: null });
    await renderCart(api, { items: [chamberAdult], lang: 'en' });
    const cart = screen.getByRole('dialog', { name: 'Basket' });
    await user.click(
      within(cart).getByRole('button', { name: 'Personalise: Adult, Sunday Chamber Music' }),
    );
    const screenDialog = await screen.findByRole('dialog', { name: 'Personalise tickets' });
    await user.click(within(screenDialog).getByRole('button', { name: 'Save details' }));
    expect(within(screenDialog).getByRole('alert')).toHaveTextContent(
      'One ticket is not fully personalised yet:',
    );
    expect(
      within(screenDialog).getByRole('textbox', { name: 'First name' }),
    ).toHaveAccessibleDescription('Error: Please fill in this field.');
    // Escape closes it without saving; focus returns to the cart's button
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Personalise tickets' })).not.toBeInTheDocument();
    expect(
      within(cart).getByRole('button', { name: 'Personalise: Adult, Sunday Chamber Music' }),
    ).toHaveFocus();

    const { api: emptyApi } = await start();
    const store = emptyApi.makeStore();
    renderWithProviders(<PersonalisationForms />, { store, lang: 'en' });
    expect(screen.getByText('Nothing in your order needs personalising.')).toBeInTheDocument();
    await act(async () => {});
  });
});
