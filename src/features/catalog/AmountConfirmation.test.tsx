/**
 * Feedback when adding (issue 19): once an amount change has settled, the control says what the
 * basket holds, in a polite status region; while a change is on its way, and when it failed,
 * it says nothing (the failure is said by the problem line). Real store, real demo server.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApiPerTest, switchableOutage } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { orderApi } from '../order/orderApi';
import { silenceErrorReports } from '../order/orderTestKit';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { lastAmountChange } from './lastAmountChange';
import VariantAmount from './VariantAmount';
import { plain } from '../../test/plainSpaces';

const start = demoApiPerTest();
silenceErrorReports();
// a round is 500 ms of quiet and a few real calls; a failed one three rounds 1.5 s apart
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);
beforeEach(() => {
  window.localStorage.clear();
  lastAmountChange.set(null);
});

/** The confirmation's status region (the control's own <output> is a status too). */
const confirmation = (control: HTMLElement) =>
  within(control)
    .getAllByRole('status')
    .find((region) => region.tagName === 'P')!;

function Amounts() {
  return (
    <>
      <div data-testid="adult">
        <VariantAmount
          placementId="pl-improtheater"
          variantId="var-impro-erwachsene"
          label="Erwachsene"
        />
      </div>
      <div data-testid="student">
        <VariantAmount
          placementId="pl-improtheater"
          variantId="var-impro-student"
          label="Studierende"
        />
      </div>
    </>
  );
}

describe('the add confirmation', () => {
  it('says what the basket holds once the change has settled, politely, with the way to checkout', async () => {
    const user = userEvent.setup();
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<Amounts />, { store });
    const adult = screen.getByTestId('adult');
    const status = confirmation(adult);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    for (let i = 0; i < 3; i += 1)
      await user.click(within(adult).getByRole('button', { name: 'Eins mehr: Erwachsene' }));
    // on its way: nothing said yet
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(3);
    // 3 × CHF 28.00
    expect(plain(status.textContent)).toBe('3 im Warenkorb · CHF 84.00 · Zur Kasse');
    expect(within(status).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/de/order/checkout',
    );

    // the other variant's control is used: only it speaks, for the whole basket
    const student = screen.getByTestId('student');
    await user.click(within(student).getByRole('button', { name: 'Eins mehr: Studierende' }));
    expect(status).toBeEmptyDOMElement();
    const studentStatus = confirmation(student);
    await waitFor(() =>
      expect(plain(studentStatus.textContent)).toBe('4 im Warenkorb · CHF 102.00 · Zur Kasse'),
    );
    expect(status).toBeEmptyDOMElement();
  });

  it('says the order’s total, a voucher taken off, not the sum of its items', async () => {
    const user = userEvent.setup();
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<Amounts />, { store });
    const adult = screen.getByTestId('adult');
    await user.click(within(adult).getByRole('button', { name: 'Eins mehr: Erwachsene' }));
    await waitFor(() =>
      expect(plain(confirmation(adult).textContent)).toBe('1 im Warenkorb · CHF 28.00 · Zur Kasse'),
    );
    // 10 % off the order
    const orderId = selectCurrentOrder(store.getState())!.id;
    await store
      .dispatch(orderApi.endpoints.addVoucher.initiate({ orderId, code: 'SOMMER10' }))
      .unwrap();
    await user.click(within(adult).getByRole('button', { name: 'Eins mehr: Erwachsene' }));
    // 2 × CHF 28.00 less 10 %
    await waitFor(() =>
      expect(plain(confirmation(adult).textContent)).toBe('2 im Warenkorb · CHF 50.40 · Zur Kasse'),
    );
    expect(selectCurrentOrder(store.getState())?.totals).toMatchObject({
      items: 5600,
      discount: 560,
      total: 5040,
    });
  });

  it('says it in English too', async () => {
    const user = userEvent.setup();
    const api = await start();
    renderWithProviders(<Amounts />, { store: api.makeStore(), lang: 'en' });
    const adult = screen.getByTestId('adult');
    await user.click(within(adult).getByRole('button', { name: 'One more: Erwachsene' }));
    await waitFor(() =>
      expect(plain(confirmation(adult).textContent)).toBe(
        '1 in your basket · CHF 28.00 · Go to checkout',
      ),
    );
  });

  it('a change that failed shows the problem, not the confirmation', async () => {
    const user = userEvent.setup();
    const outage = switchableOutage();
    const api = await start(outage.options);
    const store = api.makeStore();
    renderWithProviders(<Amounts />, { store });
    const adult = screen.getByTestId('adult');
    const more = within(adult).getByRole('button', { name: 'Eins mehr: Erwachsene' });
    await user.click(more);
    const status = confirmation(adult);
    await waitFor(() => expect(status).not.toBeEmptyDOMElement());

    outage.down(true);
    await user.click(more);
    expect(status).toBeEmptyDOMElement();
    expect(await within(adult).findByRole('alert')).toHaveTextContent(
      /1 × Erwachsene konnte nicht hinzugefügt werden/,
    );
    expect(status).toBeEmptyDOMElement();
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(1);
  });
});
