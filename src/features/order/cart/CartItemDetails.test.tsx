/**
 * What the basket says about one ticket (or a line of them), on its own: seat, delivery and
 * inscription as a list, how far it is personalised (its words and its colour), a bundle's child
 * items counted per variant, the options chosen; nothing at all for a plain ticket. The shop's names
 * come from the demo shop; an id stands in where the shop does not know a variant or article.
 */
import { screen, within } from '@testing-library/react';
import type { Lang, OrderItem } from '../../../api/types';
import { renderWithProviders } from '../../../test/renderWithProviders';
import CartItemDetails, { type DetailsPersonalisation } from './CartItemDetails';
import {
  basketStore,
  groupView,
  improAdult,
  orderItem,
  symphonySeat,
} from './testing/handMadeBasket';

async function renderDetails(
  item: OrderItem,
  articleName: string,
  personalisation: DetailsPersonalisation = 'none',
  lang: Lang = 'de',
) {
  const store = await basketStore();
  const group = groupView(store, articleName, lang);
  return renderWithProviders(
    <CartItemDetails item={item} group={group} personalisation={personalisation} />,
    { store, lang },
  );
}

const detailTexts = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((entry) => entry.textContent);

const personalisationLine = (text: string) =>
  screen.getByText(text, { selector: '.cart-item__personalisation' });

describe('CartItemDetails', () => {
  it('says nothing for a plain ticket: no list, no bundle, no extras', async () => {
    const { container } = await renderDetails(improAdult('i1'), 'Improtheater-Abend');
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the seat, the delivery and the inscription, in that order', async () => {
    await renderDetails(
      symphonySeat('s1', 'A-7', { deliveryOption: 'POST', inscription: 'Alles Gute' }),
      'Sinfoniekonzert Winter',
    );
    expect(detailTexts()).toEqual([
      'Reihe A, Platz 7',
      'Zustellung: Post',
      'Widmung: «Alles Gute»',
    ]);
  });

  it('says a voucher that takes an inscription has none, and a ticket that takes none says nothing of it', async () => {
    await renderDetails(
      orderItem('g1', 'var-gutschein-50', 'pl-geschenkgutschein', { deliveryOption: 'EMAIL' }),
      'Geschenkgutschein',
    );
    expect(detailTexts()).toEqual(['Zustellung: E-Mail', 'Ohne Widmung']);
  });

  it.each<[DetailsPersonalisation, string, 'complete' | 'missing']>([
    ['complete', 'Personalisiert', 'complete'],
    ['missing', 'Personalisierung fehlt', 'missing'],
    [{ complete: 3, count: 3 }, '3 von 3 personalisiert', 'complete'],
    [{ complete: 1, count: 3 }, '1 von 3 personalisiert', 'missing'],
  ])('shows the personalisation %j as "%s", coloured %s', async (state, text, colour) => {
    await renderDetails(improAdult('i1'), 'Improtheater-Abend', state);
    expect(detailTexts()).toEqual([text]);
    expect(personalisationLine(text)).toHaveClass(
      'cart-item__personalisation',
      `cart-item__personalisation--${colour}`,
    );
  });

  it("counts a bundle's child items per variant, in the order they come, under their heading", async () => {
    await renderDetails(
      orderItem('b1', 'var-familienpaket', 'pl-familienpaket', {
        childItems: [
          { id: 'c1', variantId: 'var-familienpaket-erwachsene', price: 3200 },
          { id: 'c2', variantId: 'var-familienpaket-kind', price: 1800 },
          { id: 'c3', variantId: 'var-familienpaket-kind', price: 1800 },
          { id: 'c4', variantId: 'var-gone', price: 0 },
        ],
      }),
      'Familienpaket Zirkus',
    );
    expect(screen.getByText('Im Paket enthalten')).toBeInTheDocument();
    const children = screen.getAllByRole('listitem').map((entry) => entry.textContent);
    expect(children).toEqual([
      '1 × Erwachsene im Familienpaket',
      '2 × Kind im Familienpaket',
      '1 × var-gone',
    ]);
  });

  it("names each option by its variant, else its article, else its id, in the visitor's language", async () => {
    await renderDetails(
      symphonySeat('s1', 'A-7', {
        options: [
          { articleId: 'art-programmheft', variantId: 'var-programmheft' },
          { articleId: 'art-garderobe', variantId: 'var-unknown' },
          { articleId: 'art-unknown', variantId: 'var-unknown-too' },
        ],
      }),
      'Sinfoniekonzert Winter',
      'none',
      'en',
    );
    expect(screen.getByText('Extras')).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(within(lists[0]!).getByRole('listitem')).toHaveTextContent('Row A, seat 7');
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Programme booklet', 'Cloakroom', 'var-unknown-too']);
  });
});
