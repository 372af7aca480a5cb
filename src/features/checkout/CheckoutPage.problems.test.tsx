/**
 * The checkout page on a real store against the demo server (RTL): when the payment method and the
 * terms say what is missing (once the visitor has been there or pressed pay, never before), and
 * that another order's payment does not show on this order's page.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { silenceErrorReports } from '../order/orderTestKit';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { checkoutRejected, paymentStarted } from './checkoutEvents';
import { checkoutCalls, checkoutServerPerTest, spyOnNavigation } from './checkoutTestKit';
import {
  acceptTerms,
  refusal,
  completeForm,
  checkoutForm,
  choose,
  enter,
  fillBuyer,
  payButton,
  renderCheckout,
} from './checkoutPageTestKit';

const start = checkoutServerPerTest();
silenceErrorReports();
jest.setTimeout(30_000);

const METHOD_REQUIRED = 'Bitte wählen Sie eine Zahlungsart.';
const TERMS_REQUIRED = 'Bitte akzeptieren Sie die AGB, um fortzufahren.';
const TERMS = 'Ich akzeptiere die AGB und die Datenschutzerklärung.';

const methods = () => screen.getByRole('radiogroup', { name: 'Zahlungsart' });
const terms = () => screen.getByRole('checkbox', { name: TERMS });
const firstName = () => screen.getByRole('textbox', { name: 'Vorname' });

describe('CheckoutPage, what is missing', () => {
  it('names a missing payment method once the visitor has left the methods, not before', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    await screen.findByRole('form', { name: 'Ihre Angaben' });

    // typing elsewhere validates the form: the untouched methods still say nothing
    await enter(user, firstName(), 'Anna');
    expect(methods()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(METHOD_REQUIRED)).toBeNull();
    // nor does the pay area before anything was paid
    expect(screen.queryByText('Das Zahlungsfenster wird geöffnet …')).toBeNull();
    expect(screen.queryByText('Sie werden zum Zahlungsanbieter weitergeleitet …')).toBeNull();

    act(() => screen.getByRole('radio', { name: /^Kreditkarte/ }).focus());
    await user.click(firstName());

    await waitFor(() =>
      expect(methods()).toHaveAccessibleDescription(`Fehler: ${METHOD_REQUIRED}`),
    );
    expect(methods()).toHaveAttribute('aria-invalid', 'true');
    await choose(user, 'TWINT');
    await waitFor(() => expect(screen.queryByText(METHOD_REQUIRED)).toBeNull());

    // the shop's own word on the method stands under it until another method is chosen
    act(() => {
      store.dispatch(
        checkoutRejected(
          refusal(order.id, [
            { field: 'paymentMethod', detail: 'TWINT ist gerade nicht verfügbar.' },
          ]),
        ),
      );
    });
    await waitFor(() =>
      expect(methods()).toHaveAccessibleDescription('Fehler: TWINT ist gerade nicht verfügbar.'),
    );
    await choose(user, 'Kreditkarte');
    await waitFor(() => expect(methods()).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('a shop whose buyer form has no terms field: the page asks for the terms itself', async () => {
    const fixture = loadDemoFixture();
    const buyerForm = fixture.forms.find((form) => form.id === fixture.buyerFormId);
    if (!buyerForm) throw new Error('the demo fixture has no buyer form');
    buyerForm.fields = buyerForm.fields.filter((field) => field.key !== 'terms');
    const { api } = await start({ fixture });
    const user = userEvent.setup();
    const { order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await fillBuyer(user);
    await choose(user, 'TWINT');

    expect(terms()).toBeRequired();
    expect(terms()).not.toBeChecked();
    expect(screen.queryByText(TERMS_REQUIRED)).toBeNull();
    act(() => terms().focus());
    await user.click(firstName());
    await waitFor(() => expect(terms()).toHaveAccessibleDescription(`Fehler: ${TERMS_REQUIRED}`));

    await user.click(payButton());
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(checkoutCalls(api, order.id)).toHaveLength(0);

    await acceptTerms(user);
    await waitFor(() => expect(screen.queryByText(TERMS_REQUIRED)).toBeNull());
    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
    expect(checkoutForm()).toBeInTheDocument();
  });

  it('the payment of another order (another tab, an earlier basket) does not show here', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await screen.findByRole('form', { name: 'Ihre Angaben' });

    act(() => {
      store.dispatch(
        paymentStarted({
          orderId: 'another-order',
          paymentMethod: 'twint-redirect',
          action: 'redirect',
          url: 'https://pay.example/another',
        }),
      );
    });
    expect(payButton()).toBeEnabled();
    expect(screen.queryByText('Sie werden zum Zahlungsanbieter weitergeleitet …')).toBeNull();

    act(() => {
      store.dispatch(checkoutRejected(refusal('another-order')));
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payButton()).not.toHaveAccessibleDescription();

    // this order's own refusal does show, focusable for the page but not a tab stop
    act(() => {
      store.dispatch(checkoutRejected(refusal(order.id)));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bitte prüfen Sie Ihre Angaben.');
    expect(alert).not.toHaveTextContent('Das Zahlungsfenster konnte nicht geöffnet werden.');
    expect(alert).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(alert).toHaveFocus());

    await completeForm(user);
    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });
});
