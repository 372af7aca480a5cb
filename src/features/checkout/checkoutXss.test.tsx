/**
 * The checkout page on the hostile demo shop: the buyer form's name and labels and the payment
 * methods' names (all with an XSS payload) are shown as written, in the names of the form and
 * its controls too, and nothing of them runs.
 */
import { screen, within } from '@testing-library/react';
import type { Lang } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import { documentFindings, HOSTILE, hostileApiPerTest, hostileText } from '../../test/hostileShop';
import { renderWithProviders } from '../../test/renderWithProviders';
import { silenceErrorReports } from '../order/orderTestKit';
import CheckoutPage from './CheckoutPage';
import { fluteByPost, readyOrder } from './checkoutTestKit';

const start = hostileApiPerTest();
silenceErrorReports();
jest.setTimeout(30_000);
beforeEach(() => localStorage.clear());

describe.each<Lang>(['de', 'en'])('the checkout of the hostile shop (%s)', (lang) => {
  it('names the form, its fields and the payment methods as written', async () => {
    const api = await start();
    const store: AppStore = api.makeStore();
    await readyOrder(store, [fluteByPost], lang);
    renderWithProviders(<CheckoutPage />, { store, lang, path: `/${lang}/order/checkout` });

    const formName = hostileText.form(HOSTILE.buyerFormId, lang);
    const form = await screen.findByRole('form', { name: formName }, { timeout: 5000 });
    for (const key of ['firstName', 'lastName', 'email'])
      expect(
        within(form).getByRole('textbox', {
          name: hostileText.field(HOSTILE.buyerFormId, key, lang),
        }),
      ).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', {
        name: hostileText.field(HOSTILE.buyerFormId, 'terms', lang),
      }),
    ).toBeInTheDocument();
    for (const method of HOSTILE.paymentMethods) {
      const radio = within(form).getByRole('radio', {
        name: new RegExp(`^${escape(hostileText.payment(method.id, lang))}`),
      });
      expect(radio).toHaveAttribute('value', method.id);
    }
    expect(document.body.textContent).toContain(hostileText.article('art-zauberfloete', lang));
    expect(documentFindings()).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
