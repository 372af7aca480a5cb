/**
 * The basket's items by placement, on their own: each placement under its article's name, its
 * event said once (not its name again when the article is named like it), identical tickets as one
 * line, an event's seats as one line listing them, and two lines of one variant named by what
 * differs. The shop's names and dates are the demo shop's.
 */
import { screen, within } from '@testing-library/react';
import type { Lang, Order, OrderItem, Shop } from '../../../api/types';
import { formatEventDate } from '../../../lib/dates';
import { renderWithProviders } from '../../../test/renderWithProviders';
import CartItems from './CartItems';
import { plain } from '../../../test/plainSpaces';
import {
  basketStore,
  demoShop,
  handMadeOrder,
  improAdult,
  orderItem,
  symphonySeat,
} from './testing/handMadeBasket';

async function renderItems(
  items: OrderItem[],
  lang: Lang = 'de',
  { order = handMadeOrder(items), shop = demoShop }: { order?: Order; shop?: Shop } = {},
) {
  const store = await basketStore(order, shop);
  const onRemoving = jest.fn();
  renderWithProviders(<CartItems order={order} lang={lang} onRemoving={onRemoving} />, {
    store,
    lang,
  });
  return { onRemoving };
}

/** A placement's block: from its heading to the end of its lines. */
const groupOf = (articleName: string) =>
  screen.getByRole('heading', { level: 3, name: articleName }).parentElement!;

const SYMPHONY = '2026-12-12T19:30:00+01:00';

describe('CartItems', () => {
  it('lists the placements in the order their first item came, each under its article', async () => {
    await renderItems([
      improAdult('i1'),
      symphonySeat('s1', 'A-7'),
      improAdult('i2'),
      orderItem('g1', 'var-gutschein-50', 'pl-geschenkgutschein', { deliveryOption: 'EMAIL' }),
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Improtheater-Abend',
      'Sinfoniekonzert Winter',
      'Geschenkgutschein',
    ]);
    // the two improv tickets are one line of 2
    expect(
      within(groupOf('Improtheater-Abend')).getByRole('group', {
        name: 'Anzahl: Erwachsene, Improtheater-Abend',
      }),
    ).toHaveTextContent('2');
  });

  it("says the event's date under an article named like its event, and the event's name under one that is not", async () => {
    await renderItems([
      symphonySeat('s1', 'A-7'),
      orderItem('e1', 'var-einfuehrung', 'pl-sinfonie-einfuehrung'),
      orderItem('g1', 'var-gutschein-50', 'pl-geschenkgutschein', { deliveryOption: 'EMAIL' }),
    ]);
    const date = formatEventDate(SYMPHONY, 'de');
    const symphonyEvent = groupOf('Sinfoniekonzert Winter').querySelector('.cart-group__event');
    expect(symphonyEvent?.textContent).toBe(date);
    expect(within(symphonyEvent as HTMLElement).getByText(date)).toHaveAttribute(
      'datetime',
      SYMPHONY,
    );
    const talk = groupOf('Konzerteinführung mit dem Dirigenten').querySelector(
      '.cart-group__event',
    );
    expect(talk?.textContent).toBe(`Sinfoniekonzert Winter${date}`);
    expect(within(talk as HTMLElement).getByText('Sinfoniekonzert Winter').tagName).toBe('SPAN');
    // a voucher belongs to no event
    expect(groupOf('Geschenkgutschein').querySelector('.cart-group__event')).toBeNull();
  });

  it("lists an event's seats as one line, each seat with its own remove button", async () => {
    const { onRemoving } = await renderItems([
      symphonySeat('s1', 'A-7'),
      symphonySeat('s2', 'A-8'),
    ]);
    const group = groupOf('Sinfoniekonzert Winter');
    expect(within(group).getByText('2 Plätze')).toBeInTheDocument();
    const buttons = within(group).getAllByRole('button', { name: /entfernen$/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Kategorie 1 · Erwachsene, Reihe A, Platz 7, Sinfoniekonzert Winter entfernen',
      'Kategorie 1 · Erwachsene, Reihe A, Platz 8, Sinfoniekonzert Winter entfernen',
    ]);
    buttons[1]!.click();
    expect(onRemoving).toHaveBeenCalledWith(
      's2',
      'Kategorie 1 · Erwachsene, Reihe A, Platz 8, Sinfoniekonzert Winter wurde entfernt.',
    );
  });

  it('names two lines of one variant by what differs, and a line of another variant plainly', async () => {
    await renderItems([
      orderItem('f1', 'var-zauberfloete-erwachsene', 'pl-zauberfloete', { deliveryOption: 'POST' }),
      orderItem('f2', 'var-zauberfloete-erwachsene', 'pl-zauberfloete', {
        deliveryOption: 'EMAIL',
      }),
      orderItem('f3', 'var-zauberfloete-kind', 'pl-zauberfloete', { deliveryOption: 'EMAIL' }),
    ]);
    const names = within(groupOf('Die Zauberflöte'))
      .getAllByRole('group')
      .map((stepper) => stepper.getAttribute('aria-label'));
    expect(names).toEqual([
      'Anzahl: Erwachsene (Zustellung: Post), Die Zauberflöte',
      'Anzahl: Erwachsene (Zustellung: E-Mail), Die Zauberflöte',
      'Anzahl: Kind (bis 16 Jahre), Die Zauberflöte',
    ]);
  });

  it("uses the visitor's language, and the placement's id where the shop does not know it", async () => {
    await renderItems(
      [symphonySeat('s1', 'A-7'), orderItem('x1', 'var-x', 'pl-not-in-the-shop')],
      'en',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Winter Symphony Concert',
      'pl-not-in-the-shop',
    ]);
    expect(
      screen.getByRole('button', {
        name: 'Remove Category 1 · Adult, Row A, seat 7, Winter Symphony Concert',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /var-x, pl-not-in-the-shop/ })).toBeInTheDocument();
  });

  it("shows the prices in the order's currency", async () => {
    const items = [improAdult('i1')];
    await renderItems(items, 'de', { order: handMadeOrder(items, { currency: 'EUR' }) });
    expect(plain(document.querySelector('.cart-item__price')?.textContent)).toBe('EUR 28.00');
  });

  it('names a placement by its address where the shop no longer has its article', async () => {
    const shop = {
      ...demoShop,
      articles: demoShop.articles.filter((article) => article.id !== 'art-improtheater'),
    };
    await renderItems([improAdult('i1')], 'de', { shop });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('improtheater-abend');
  });
});
