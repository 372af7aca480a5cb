/**
 * The step screens: what they say, how they are used with the keyboard, what they hand the flow.
 * Screen tests run on a store with the demo shop in its cache (no server; the flow's groups are
 * driven by hand); the last test runs the whole thing against the demo server.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { siteConfig } from '../../../config/site';
import type { Lang, NewOrderItem } from '../../api/types';
import { makeStore } from '../../app/store';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { amountChanged } from '../orderModel/orderEvents';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import CustomisationDialog from './CustomisationDialog';
import {
  groupAdvanced,
  selectCustomisation,
  started,
  type CustomisationStep,
} from './customisationSlice';
import { shopQuery } from '../shop/shopQuery';

const shop = loadDemoFixture().shop;

const ZAUBER: NewOrderItem = { placementId: 'pl-zauberfloete', variant: 'var-zauberfloete-kind' };
const VOUCHER: NewOrderItem = { placementId: 'pl-geschenkgutschein', variant: 'var-gutschein-50' };
const WISH: NewOrderItem = {
  placementId: 'pl-geschenkgutschein',
  variant: 'var-gutschein-wunschbetrag',
};
const CONCERT: NewOrderItem = {
  placementId: 'pl-konzertgutschein',
  variant: 'var-konzertgutschein',
};

/** The dialog on a store that holds the demo shop, the flow at `step` with `items`. */
function showStep(step: CustomisationStep, items: NewOrderItem[], lang: Lang = 'en') {
  const store = makeStore();
  store.dispatch(
    shopQuery.util.upsertQueryEntries([
      { endpointName: 'getShop', arg: siteConfig.shopSlug!, value: shop },
    ]),
  );
  store.dispatch(started({ items, step }));
  const user = userEvent.setup();
  const view = renderWithProviders(<CustomisationDialog />, { store, lang });
  // the view's store is this store
  return { user, ...view };
}

const drafts = (store: AppStore) => selectCustomisation(store.getState()).items;

describe('the delivery screen', () => {
  it('is a radio group per item with the surcharges, focused, and asks for a choice', async () => {
    const { store, user } = showStep('delivery', [ZAUBER]);
    const dialog = screen.getByRole('dialog', { name: 'Choose delivery' });
    expect(dialog).toHaveTextContent('Choose how your tickets and vouchers reach you.');
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Delivery of Child (under 16), The Magic Flute',
    });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['EMAIL', 'POST', 'PICKUP']);
    expect(within(group).getByRole('radio', { name: /By e-mail/ })).toHaveAccessibleDescription(
      'No surcharge',
    );
    expect(within(group).getByRole('radio', { name: /By post/ })).toHaveAccessibleDescription(
      /^Surcharge CHF\s5\.00$/,
    );
    // the kit puts the focus on the first field
    expect(within(group).getByRole('radio', { name: /By e-mail/ })).toHaveFocus();
    // the options screen comes next for this placement
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(group).toHaveAccessibleDescription(/Please choose a delivery option\./);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByRole('radio', { name: /By e-mail/ })).toHaveFocus();
    expect(drafts(store)).toEqual([ZAUBER]);
  });

  it('is used with the arrow keys, and Enter submits', async () => {
    const { store, user } = showStep('delivery', [ZAUBER]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /By post/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /By post/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Collect at the box office/ })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(drafts(store)).toEqual([{ ...ZAUBER, deliveryOption: 'POST' }]);
  });

  it('numbers alike items, and says when the answers end the flow', async () => {
    const { store, user } = showStep('delivery', [CONCERT, CONCERT]);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    const first = screen.getByRole('radiogroup', {
      name: 'Delivery of Two seats, category 2, Concert voucher for two (1 of 2)',
    });
    const second = screen.getByRole('radiogroup', {
      name: 'Delivery of Two seats, category 2, Concert voucher for two (2 of 2)',
    });
    await user.click(within(first).getByRole('radio', { name: /By post/ }));
    await user.click(within(second).getByRole('radio', { name: /Collect/ }));
    // post and pick-up: no inscription (EMAIL_SHIPPING_ONLY), nothing follows
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeInTheDocument();
    await user.click(within(second).getByRole('radio', { name: /By e-mail/ }));
    // e-mail: the inscription follows
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(drafts(store).map((item) => item.deliveryOption)).toEqual(['POST', 'EMAIL']);
  });

  it('speaks German by default', () => {
    showStep('delivery', [VOUCHER], 'de');
    expect(screen.getByRole('dialog', { name: 'Versand wählen' })).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'Versand von Gutschein CHF 50, Geschenkgutschein' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Per Post/ })).toHaveAccessibleDescription(
      /^Zuschlag CHF\s5\.00$/,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});

describe('the inscription screen', () => {
  it('is an optional textarea of at most 200 characters; the focus moves there on a new group', async () => {
    const { store, user } = showStep('delivery', [{ ...VOUCHER }]);
    await user.click(screen.getByRole('radio', { name: /By e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => {
      store.dispatch(groupAdvanced({ step: 'inscription' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Add an inscription' });
    const field = within(dialog).getByRole('textbox', {
      name: 'Inscription for Voucher CHF 50, Gift voucher (optional)',
    });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '200');
    expect(field).toHaveAccessibleDescription('Up to 200 characters.');
    expect(within(dialog).getByRole('button', { name: 'Add to basket' })).toBeInTheDocument();

    await user.type(field, 'Alles Gute!');
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(drafts(store)).toEqual([
      { ...VOUCHER, deliveryOption: 'EMAIL', inscription: 'Alles Gute!' },
    ]);
  });

  it('may stay empty', async () => {
    const { store, user } = showStep('inscription', [{ ...VOUCHER, deliveryOption: 'POST' }]);
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(drafts(store)).toEqual([{ ...VOUCHER, deliveryOption: 'POST' }]);
  });
});

describe('the options screen', () => {
  it('offers the article and general options with their prices as checkboxes', async () => {
    const { store, user } = showStep('options', [{ ...ZAUBER, deliveryOption: 'EMAIL' }]);
    const dialog = screen.getByRole('dialog', { name: 'Choose options' });
    const group = within(dialog).getByRole('group', {
      name: 'Options for Child (under 16), The Magic Flute',
    });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent?.replace(/\s/g, ' '))).toEqual([
      'Programme booklet (+ CHF 5.00)',
      'Parking ticket, Zentrum car park (+ CHF 12.00)',
    ]);
    expect(boxes[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(boxes[0]).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(boxes[1]).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(drafts(store)).toEqual([
      {
        ...ZAUBER,
        deliveryOption: 'EMAIL',
        options: [{ articleId: 'art-programmheft', variantId: 'var-programmheft' }],
      },
    ]);
  });
});

describe('the choose-your-price screen', () => {
  it('checks the amount with clear messages, keeps what was typed, and hands over the price', async () => {
    const { store, user } = showStep('choicePrice', [{ ...WISH, deliveryOption: 'EMAIL' }]);
    const dialog = screen.getByRole('dialog', { name: 'Choose your price' });
    const field = within(dialog).getByRole('textbox', {
      name: 'Your price for Amount of your choice, Gift voucher',
    });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('75.00');
    expect(field).toHaveAccessibleDescription(/At least CHF\s20\.00\./);

    const tryWith = async (text: string) => {
      await user.clear(field);
      if (text) await user.type(field, text);
      await user.keyboard('{Enter}');
    };
    await tryWith('10');
    expect(field).toHaveAccessibleDescription(/The amount must be at least CHF\s20\.00\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('10');
    expect(field).toHaveFocus();

    await tryWith('ten');
    expect(field).toHaveAccessibleDescription(
      /Please enter the amount as a number, for example 25.00\./,
    );
    expect(field).toHaveValue('ten');

    await tryWith('');
    expect(field).toHaveAccessibleDescription(/Please enter an amount\./);

    await tryWith('20000');
    expect(field).toHaveAccessibleDescription(/The amount can be at most CHF\s10['’]000\.00\./);
    expect(drafts(store)[0].price).toBeUndefined();

    await tryWith('25,50');
    expect(drafts(store)).toEqual([{ ...WISH, deliveryOption: 'EMAIL', price: 2550 }]);
  });
});

describe('cancelling', () => {
  it('the Cancel button and Escape cancel the whole flow', async () => {
    const { store, user } = showStep('delivery', [ZAUBER]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectCustomisation(store.getState()).active).toBe(false);

    act(() => {
      store.dispatch(started({ items: [ZAUBER], step: 'delivery' }));
    });
    expect(screen.getByRole('dialog', { name: 'Choose delivery' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectCustomisation(store.getState()).items).toEqual([]);
  });
});

describe('with the flow and the demo server', () => {
  const start = demoApiPerTest();
  beforeEach(() => localStorage.clear());

  it('a voucher of your choice: delivery, inscription, a refused price, then the item in the order', async () => {
    const api = await start();
    const store = api.makeStore();
    const user = userEvent.setup();
    renderWithProviders(<CustomisationDialog />, { store, lang: 'en' });
    act(() => {
      store.dispatch(
        amountChanged({ placementId: WISH.placementId, variantId: WISH.variant, amount: 1 }),
      );
    });
    // after the amounts' 500 ms pause, the flow opens the dialog
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Choose delivery' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('radio', { name: /By e-mail/ }));
    await user.keyboard('{Enter}');

    const inscription = await screen.findByRole('textbox', { name: /Inscription for/ });
    await waitFor(() => expect(inscription).toHaveFocus());
    await user.type(inscription, 'Für Anna');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const price = await screen.findByRole('textbox', { name: /Your price for/ });
    await waitFor(() => expect(price).toHaveFocus());
    await user.clear(price);
    await user.type(price, '15{Enter}');
    expect(price).toHaveAccessibleDescription(/at least CHF\s20\.00/);
    expect(
      api.requestsTo('/api/shop/v2/order').filter((r) => r.path.endsWith('/items')),
    ).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '42{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(1));
    expect(selectCurrentOrder(store.getState())!.items[0]).toMatchObject({
      variant: WISH.variant,
      deliveryOption: 'EMAIL',
      inscription: 'Für Anna',
      price: 4200,
    });
  });
});
