/**
 * The cart panel's vouchers while their changes are on their way (the answers held, as on a slow
 * connection) and when one fails: one call for a code sent twice, the code as meant (no spaces
 * around it), busy buttons, a notice that goes once the visitor types, a removal that failed
 * keeping the voucher listed (and not said gone when it goes later by another way), and what is
 * said scrolled into view no further than needed. Real store, demo server.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX } from '../../../api/headers';
import type { NewOrderItem } from '../../../api/types';
import type { TestApi } from '../../../test/demoApi';
import { holdAnswers } from '../../../test/heldAnswers';
import { recordActions } from '../../../test/recordedActions';
import { voucherRedeemed } from '../../orderModel/basketEvents';
import { orderApi } from '../orderApi';
import { silenceErrorReports } from '../orderTestKit';
import { cartServerPerTest, renderCart, serverOrder } from './cartTestSetup';

const start = cartServerPerTest();
silenceErrorReports();

const improAdult: NewOrderItem = {
  variant: 'var-impro-erwachsene',
  placementId: 'pl-improtheater',
};

const panel = () => screen.getByRole('dialog');
const voucherCalls = (api: TestApi, orderId: string, method: string) =>
  api.requestsTo(`${API_PREFIX}/order/${orderId}/voucher`, method);

describe('CartPanel vouchers, on their way', () => {
  it('sends a code once however often it is sent, trimmed, the button busy until the answer', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCart(api, { items: [improAdult] });
    const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });
    // a code is no word to spell-check
    expect(field).toHaveAttribute('spellcheck', 'false');
    const answers = holdAnswers(
      api,
      (method, path) => method === 'POST' && path.endsWith('/voucher'),
    );

    const seen = recordActions(store);
    await user.type(field, '  SOMMER10 ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answers.count()).toBe(1));
    const submit = within(panel()).getByRole('button', { name: 'Einlösen' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    // Enter again in the field while the first is on its way: nothing more is sent
    await user.click(field);
    await user.keyboard('{Enter}');
    expect(voucherCalls(api, order!.id, 'POST')).toHaveLength(1);
    expect(seen.filter((action) => voucherRedeemed.match(action))).toEqual([
      voucherRedeemed({ code: 'SOMMER10' }),
    ]);

    act(() => answers.release());
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    expect((await serverOrder(store, order!.id)).vouchers.map((voucher) => voucher.code)).toEqual([
      'SOMMER10',
    ]);
    expect(voucherCalls(api, order!.id, 'POST')).toHaveLength(1);

    // the notice goes as soon as the visitor types the next code
    expect(within(panel()).getByText('Gutschein SOMMER10 wurde eingelöst.')).toBeInTheDocument();
    await user.type(field, 'G');
    expect(within(panel()).queryByText('Gutschein SOMMER10 wurde eingelöst.')).toBeNull();
  });

  it('taking a voucher off: busy while on its way; when it fails, the voucher stays and nothing says it went', async () => {
    const { api, knobs } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCart(api, { items: [improAdult] });
    const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });
    await user.type(field, 'SOMMER10{Enter}');
    const remove = await within(panel()).findByRole('button', {
      name: 'Gutschein SOMMER10 entfernen',
    });

    const answers = holdAnswers(
      api,
      (method, path) => method === 'DELETE' && path.includes('/voucher'),
    );
    knobs.failing = true;
    await user.click(remove);
    await waitFor(() => expect(answers.count()).toBe(1));
    expect(remove).toHaveAttribute('aria-busy', 'true');
    // its retries fail too; each answer let through as it comes
    await waitFor(() => {
      act(() => {
        while (answers.count() > 0) answers.release();
      });
      expect(remove).not.toHaveAttribute('aria-busy');
    });
    expect(remove).toBeInTheDocument();
    expect(screen.queryByText('Gutschein SOMMER10 wurde entfernt.')).toBeNull();
    knobs.failing = false;
    const kept = (await serverOrder(store, order!.id)).vouchers;
    expect(kept).toHaveLength(1);

    // taken off later by another way (another tab): this panel did not take it off, and says nothing
    const elsewhere = store
      .dispatch(
        orderApi.endpoints.removeVoucher.initiate({ orderId: order!.id, voucherId: kept[0].id }),
      )
      .unwrap();
    await waitFor(() => expect(answers.count()).toBe(1));
    act(() => answers.release());
    await act(() => elsewhere);
    await serverOrder(store, order!.id);
    await waitFor(() =>
      expect(within(panel()).queryByRole('list', { name: 'Eingelöste Gutscheine' })).toBeNull(),
    );
    expect(screen.queryByText('Gutschein SOMMER10 wurde entfernt.')).toBeNull();
  });

  it('brings what it says into view without moving the panel more than needed', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    // jsdom has no scrolling: a browser's scrollIntoView, recording what it was asked
    const scrolled: unknown[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options) {
      scrolled.push([this.className, options]);
    };
    try {
      await renderCart(api, { items: [improAdult] });
      const field = await within(panel()).findByRole('textbox', { name: 'Gutscheincode' });
      await user.type(field, 'SOMMER10{Enter}');
      await within(panel()).findByText('Gutschein SOMMER10 wurde eingelöst.');
      expect(scrolled).toContainEqual(['cart-vouchers__message', { block: 'nearest' }]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
