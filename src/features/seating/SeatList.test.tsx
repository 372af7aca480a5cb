/**
 * The seat list on its own (its props as the page hands them): what it says while the seats come,
 * when they could not be fetched (with a retry) and when the chart could not be drawn; each
 * category with its price range, each row a group of toggle buttons (a full row says so), and a
 * toggle that asks for the seat or gives it back, and asks nothing while the chart cannot hold
 * seats. Texts from locales/de.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import SeatList, { type SeatListProps } from './SeatList';
import type { ChartSeat, SeatCategoryGroup } from './seatingModel';
import { plain } from '../../test/plainSpaces';

const seat = (row: string, number: string, category: string): ChartSeat => ({
  label: `${row}-${number}`,
  row,
  number,
  category,
  categoryLabel: category,
  selectable: true,
});

const groups: SeatCategoryGroup[] = [
  {
    category: 'kat-1',
    label: 'Kategorie 1',
    rows: [
      { row: 'A', seats: [seat('A', '1', 'kat-1'), seat('A', '2', 'kat-1')] },
      { row: 'B', seats: [] },
    ],
  },
  {
    category: 'kat-2',
    label: 'Kategorie 2',
    rows: [{ row: 'K', seats: [seat('K', '3', 'kat-2')] }],
  },
];

function renderList(props: Partial<SeatListProps> = {}) {
  const handlers = { onRetry: jest.fn(), onToggle: jest.fn() };
  renderWithProviders(
    <SeatList
      groups={groups}
      failed={false}
      unavailable={false}
      seatsFailed={false}
      selected={new Set(['A-2'])}
      prices={
        new Map([
          ['kat-1', { low: 4500, high: 8900 }],
          ['kat-2', { low: 3000, high: 3000 }],
        ])
      }
      currency="CHF"
      lang="de"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const list = () => screen.getByRole('region', { name: 'Freie Plätze' });

describe('SeatList', () => {
  it('says the seats are coming until they have', () => {
    renderList({ groups: null });
    expect(within(list()).getByRole('status')).toHaveTextContent('Die Plätze werden geladen …');
    expect(within(list()).queryByRole('button')).toBeNull();
  });

  it('offers to fetch the seats again when they could not be', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderList({ groups: null, seatsFailed: true });
    const alert = within(list()).getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Die freien Plätze konnten nicht geladen werden\. Erneut laden$/,
    );
    await user.click(within(alert).getByRole('button', { name: 'Erneut laden' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no seat when the chart could not be drawn, whatever else it knows', () => {
    renderList({ failed: true, seatsFailed: true });
    expect(
      within(list()).getByText(
        'Die Plätze können erst gewählt werden, wenn der Saalplan geladen ist.',
      ),
    ).toBeVisible();
    expect(within(list()).queryByRole('alert')).toBeNull();
    expect(within(list()).queryByRole('button')).toBeNull();
  });

  it('lists the seats by category, with its prices, and by row; a full row says so', () => {
    renderList();
    const categories = within(list()).getAllByRole('heading', { level: 3 });
    expect(categories.map((heading) => plain(heading.textContent))).toEqual([
      'Kategorie 1CHF 45.00 – CHF 89.00',
      // one price for the whole category: said once
      'Kategorie 2CHF 30.00',
    ]);
    const rowA = within(list()).getByRole('group', { name: 'Reihe A' });
    expect(
      within(rowA)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2']);
    expect(within(rowA).getByRole('button', { name: 'Reihe A, Platz 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(rowA).getByRole('button', { name: 'Reihe A, Platz 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rowB = within(list()).getByRole('group', { name: 'Reihe B' });
    expect(rowB).toHaveTextContent('Keine freien Plätze');
    expect(within(rowB).queryByRole('button')).toBeNull();
  });

  it('shows a category without prices by its name alone', () => {
    renderList({ prices: new Map([['kat-1', null]]) });
    expect(
      within(list())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Kategorie 1', 'Kategorie 2']);
  });

  it('asks for a free seat and gives back a chosen one, by label and category', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderList();
    // offered as it is: not said unavailable while the chart can hold it
    expect(within(list()).getByRole('button', { name: 'Reihe K, Platz 3' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(within(list()).getByRole('button', { name: 'Reihe K, Platz 3' }));
    expect(onToggle).toHaveBeenLastCalledWith({ label: 'K-3', category: 'kat-2' }, true);
    await user.click(within(list()).getByRole('button', { name: 'Reihe A, Platz 2' }));
    expect(onToggle).toHaveBeenLastCalledWith({ label: 'A-2', category: 'kat-1' }, false);
  });

  it('keeps its seats in reach but asks for none while the chart cannot hold them', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderList({ unavailable: true });
    const toggle = within(list()).getByRole('button', { name: 'Reihe A, Platz 1' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.click(toggle);
    expect(onToggle).not.toHaveBeenCalled();
    expect(toggle).toHaveFocus();
  });
});
