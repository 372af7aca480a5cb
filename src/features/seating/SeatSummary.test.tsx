/**
 * The summary of the seats held on a chart, on its own (its props as the page hands them): the
 * ticket type named without the category the seat shows, changeable only among the seat's own
 * category and not while its call is on its way, the delivery of the next seats with its
 * surcharge, a release that waits while the chart cannot release and otherwise leaves the focus
 * on the heading, and the total. The demo shop's winter symphony; texts from locales/de.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import type { OrderItem, Variant } from '../../api/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import SeatSummary, { ticketTypeName, type SeatSummaryProps } from './SeatSummary';
import type { ChartSeat } from './seatingModel';
import { plain } from '../../test/plainSpaces';

const shop = loadDemoFixture().shop;
const article = shop.articles.find((one) => one.id === 'art-sinfonie-winter')!;
const variants = new Map(
  shop.variants.filter((one) => one.articleId === article.id).map((one) => [one.id, one]),
);
const byCategory = new Map<string, Variant[]>();
for (const variant of variants.values()) {
  const category = variant.seatCategory ?? '';
  byCategory.set(category, [...(byCategory.get(category) ?? []), variant]);
}

const seat = (label: string, category: string, categoryLabel: string): ChartSeat => {
  const [row, number] = label.split('-');
  return { label, row, number, category, categoryLabel, selectable: false };
};
const seats = new Map([
  ['A-1', seat('A-1', 'kat-1', 'Kategorie 1')],
  ['K-3', seat('K-3', 'kat-2', 'Kategorie 2')],
]);

const item = (id: string, seatLabel: string, variant: string, price: number): OrderItem => ({
  id,
  variant,
  placementId: 'pl-sinfonie-winter',
  seatLabel,
  deliveryOption: null,
  inscription: null,
  price,
  personalisation: null,
  childItems: [],
  options: [],
});

function renderSummary(props: Partial<SeatSummaryProps> = {}) {
  const handlers = {
    onDeliveryChange: jest.fn(),
    onRelease: jest.fn(),
    onTicketTypeChange: jest.fn(),
    onOpenCart: jest.fn(),
  };
  renderWithProviders(
    <SeatSummary
      article={article}
      items={[]}
      seats={seats}
      byCategory={byCategory}
      variants={variants}
      busy={new Set()}
      unavailable={false}
      delivery="EMAIL"
      currency="CHF"
      lang="de"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const region = () => screen.getByRole('region', { name: 'Ihre Plätze' });

describe('ticketTypeName', () => {
  it('leaves out the category the seat shows, and only that', () => {
    expect(ticketTypeName('Kategorie 1 · Kind', 'Kategorie 1')).toBe('Kind');
    expect(ticketTypeName('Kategorie 1 · Kind', 'Kategorie 2')).toBe('Kategorie 1 · Kind');
    expect(ticketTypeName('Kategorie 1 · Kind', undefined)).toBe('Kategorie 1 · Kind');
    // a label that is the category alone keeps it: a type without a name says nothing
    expect(ticketTypeName('Kategorie 1 · ', 'Kategorie 1')).toBe('Kategorie 1 · ');
  });
});

describe('SeatSummary', () => {
  it('says no seat is chosen yet, with a total of nothing, and opens the cart', async () => {
    const user = userEvent.setup();
    const { onOpenCart } = renderSummary();
    expect(within(region()).getByText('Sie haben noch keinen Platz gewählt.')).toBeVisible();
    expect(within(region()).queryByRole('list')).toBeNull();
    expect(plain(within(region()).getByText(/zusammen/).parentElement?.textContent)).toBe(
      '0 Plätze, zusammenCHF 0.00',
    );
    await user.click(within(region()).getByRole('button', { name: 'Warenkorb öffnen' }));
    expect(onOpenCart).toHaveBeenCalledTimes(1);
  });

  it("offers the delivery of the next seats, each option's surcharge or none", async () => {
    const user = userEvent.setup();
    const { onDeliveryChange } = renderSummary({ delivery: 'POST' });
    const delivery = within(region()).getByRole('group', { name: 'Versand der Tickets' });
    const options = within(delivery).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'EMAIL',
      'POST',
      'PICKUP',
    ]);
    // one group: a name of their own, shared, so the arrow keys move between them
    const [name] = options.map((option) => option.getAttribute('name'));
    expect(name).toMatch(/-delivery$/);
    expect(options.every((option) => option.getAttribute('name') === name)).toBe(true);
    expect(within(delivery).getByRole('radio', { name: /^Per Post/ })).toBeChecked();
    expect(
      plain(
        within(delivery)
          .getByRole('radio', { name: /^Per Post/ })
          .closest('label')?.textContent,
      ),
    ).toBe('Per PostZuschlag CHF 5.00');
    expect(
      within(delivery)
        .getByRole('radio', { name: /^Abholung/ })
        .closest('label'),
    ).toHaveTextContent('Abholung an der Kassekostenlos');
    await user.click(within(delivery).getByRole('radio', { name: /^Abholung/ }));
    expect(onDeliveryChange).toHaveBeenCalledWith('PICKUP');
  });

  it('asks nothing about delivery when the article has one way only', () => {
    renderSummary({ article: { ...article, deliveryOptions: [article.deliveryOptions[0]] } });
    expect(within(region()).queryByRole('group', { name: 'Versand der Tickets' })).toBeNull();
  });

  it("lists each seat with its category, its delivery, a ticket type of its own category's and the total", async () => {
    const user = userEvent.setup();
    const items = [
      item('item-1', 'A-1', 'var-sinfonie-k1-kind', 4500),
      {
        ...item('item-2', 'K-3', 'var-sinfonie-k2-erwachsene', 7000),
        deliveryOption: 'POST' as const,
      },
    ];
    const { onTicketTypeChange } = renderSummary({ items });
    const rows = within(within(region()).getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // the seat first, then its category
    expect(rows[0]).toHaveTextContent(/^Reihe A, Platz 1Kategorie 1Preisstufe/);
    const type = within(rows[0]).getByRole('combobox', { name: 'Preisstufe Reihe A, Platz 1' });
    expect(type).toHaveValue('var-sinfonie-k1-kind');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => plain(option.textContent)),
    ).toEqual([
      'Erwachsene – CHF 89.00',
      'Kind (bis 16 Jahre) – CHF 45.00',
      'Studierende – CHF 55.00',
    ]);
    expect(within(rows[0]).queryByText(/^Versand:/)).toBeNull();
    expect(within(rows[1]).getByText('Versand: Per Post')).toBeVisible();
    expect(
      within(rows[1]).getByRole('combobox', { name: 'Preisstufe Reihe K, Platz 3' }),
    ).toHaveValue('var-sinfonie-k2-erwachsene');

    await user.selectOptions(type, 'var-sinfonie-k1-student');
    expect(onTicketTypeChange).toHaveBeenCalledWith('A-1', 'var-sinfonie-k1-student');
    expect(plain(within(region()).getByText(/zusammen/).parentElement?.textContent)).toBe(
      '2 Plätze, zusammenCHF 115.00',
    );
  });

  it('names the one ticket type of a category without a choice, and locks the choice while its seat is on its way', () => {
    const kind = variants.get('var-sinfonie-k1-kind')!;
    renderSummary({
      items: [
        item('item-1', 'A-1', 'var-sinfonie-k1-kind', 4500),
        item('item-2', 'K-3', 'var-sinfonie-k2-kind', 3000),
      ],
      byCategory: new Map([...byCategory, ['kat-1', [kind]]]),
      busy: new Set(['K-3']),
    });
    const rows = within(within(region()).getByRole('list')).getAllByRole('listitem');
    expect(within(rows[0]).queryByRole('combobox')).toBeNull();
    expect(within(rows[0]).getByText('Kind (bis 16 Jahre)')).toBeVisible();
    expect(within(rows[1]).getByRole('combobox')).toBeDisabled();
    expect(plain(within(region()).getByText(/zusammen/).parentElement?.textContent)).toBe(
      '2 Plätze, zusammenCHF 75.00',
    );
  });

  it("releases a seat by its label and category, the focus kept on the summary's heading while it goes", async () => {
    const user = userEvent.setup();
    const { onRelease } = renderSummary({
      items: [item('item-2', 'K-3', 'var-sinfonie-k2-kind', 3000)],
    });
    expect(plain(within(region()).getByText(/zusammen/).parentElement?.textContent)).toBe(
      '1 Platz, zusammenCHF 30.00',
    );
    const release = within(region()).getByRole('button', { name: 'Reihe K, Platz 3 freigeben' });
    expect(release).not.toHaveAttribute('aria-disabled');
    await user.click(release);
    expect(onRelease).toHaveBeenCalledWith({ label: 'K-3', category: 'kat-2' });
    const heading = within(region()).getByRole('heading', { name: 'Ihre Plätze' });
    expect(heading).toHaveFocus();
    // focused by script only: not a stop of its own on the way through with Tab
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('releases nothing while the chart cannot, and says so on the button', async () => {
    const user = userEvent.setup();
    const { onRelease } = renderSummary({
      items: [item('item-2', 'K-3', 'var-sinfonie-k2-kind', 3000)],
      unavailable: true,
    });
    const release = within(region()).getByRole('button', { name: 'Reihe K, Platz 3 freigeben' });
    expect(release).toHaveAttribute('aria-disabled', 'true');
    await user.click(release);
    expect(onRelease).not.toHaveBeenCalled();
    expect(release).toHaveFocus();
  });
});
