/**
 * The visitor's seats on one chart (useSeatChoices.ts), on a real store with the seat saga against
 * the demo server: what shows as selected and busy while a call is under way, what a toggle
 * answers, and what a refused seat leaves behind.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { Placement, Variant } from '../../api/types';
import { startFeatureSaga } from '../../state/featureSagas';
import { useAppSelector } from '../../state/hooks';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { dispatchedTypes } from '../../test/dispatchedTypes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { reservationExpired } from '../orderModel/orderEvents';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { shopQuery } from '../shop/shopQuery';
import { selectPlacementsById, selectVariantsById } from '../shop/shopSelectors';
import { seatSaga } from './seatSaga';
import { seatCallKey } from './seatCalls';
import { variantsByCategory } from './seatingModel';
import { useChartOrder } from './useChartOrder';
import { useSeatChoices, type SeatChoices } from './useSeatChoices';

const start = demoApiPerTest();
beforeEach(() => window.localStorage.clear());

const PLACEMENT = 'pl-sinfonie-winter';
const EVENT_KEY = 'demo-sinfonie-winter-2026';

/** The hook's latest answer (written after each render). */
const latest = { current: null as SeatChoices | null };
const choices = () => latest.current!;

/** The visitor's toggles, in one go (one act), and what each answered. */
function toggle(...wishes: [label: string, category: string, wanted: boolean][]): boolean[] {
  let answers: boolean[] = [];
  act(() => {
    answers = wishes.map(([label, category, wanted]) =>
      choices().toggle({ label, category }, wanted),
    );
  });
  return answers;
}

interface SeatProbeProps {
  placement: Placement;
  byCategory: ReadonlyMap<string, readonly Variant[]>;
}

function SeatProbe({ placement, byCategory }: SeatProbeProps) {
  const { order, phase, holdToken } = useChartOrder();
  const seats = useSeatChoices({ placement, byCategory, delivery: null, order, phase });
  const orderSeats = useAppSelector(
    (state) =>
      selectCurrentOrder(state)
        ?.items.map((item) => item.seatLabel)
        .join(' ') ?? '',
  );
  useEffect(() => {
    latest.current = seats;
  });
  return (
    <dl>
      <dd data-testid="token">{holdToken ?? 'none'}</dd>
      <dd data-testid="selected">{seats.selectedList.join(' ')}</dd>
      <dd data-testid="busy">{[...seats.busy].sort().join(' ')}</dd>
      <dd data-testid="held">{[...seats.held.keys()].sort().join(' ')}</dd>
      <dd data-testid="order">{orderSeats}</dd>
    </dl>
  );
}

interface Opened {
  store: AppStore;
  /** the types of the actions dispatched since the chart opened */
  dispatched: string[];
  hold: (...labels: string[]) => Promise<void>;
  category: string;
  /** the variants the seats of `category` are sold as */
  variants: readonly Variant[];
  reopen: () => void;
}

async function openChart(): Promise<Opened> {
  const api = await start();
  const store = api.makeStore();
  startFeatureSaga(store, seatSaga);
  await store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
  const placement = selectPlacementsById(store.getState()).get(PLACEMENT)!;
  const byCategory = variantsByCategory(placement, selectVariantsById(store.getState()));
  const [category] = [...byCategory.keys()];
  const shown = renderWithProviders(<SeatProbe placement={placement} byCategory={byCategory} />, {
    store,
  });
  await waitFor(() => expect(screen.getByTestId('token')).not.toHaveTextContent('none'));
  const holdToken = screen.getByTestId('token').textContent;
  const dispatched = dispatchedTypes(store);
  // the chart holds a seat in seats.io before the page asks for it
  const hold = async (...labels: string[]) => {
    const held = await fetch(`${api.url}/stand-ins/seatsio/api/events/${EVENT_KEY}/actions/hold`, {
      method: 'POST',
      body: JSON.stringify({ objects: labels, holdToken }),
    });
    expect(held.status).toBe(204);
  };
  // the visitor leaves the chart's page and opens it again, on the same store
  const reopen = () => {
    shown.unmount();
    latest.current = null;
    renderWithProviders(<SeatProbe placement={placement} byCategory={byCategory} />, { store });
  };
  return { store, dispatched, hold, category, variants: byCategory.get(category)!, reopen };
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe("the visitor's seats on the chart", () => {
  it('show a chosen seat at once, busy while its call runs, sorted, then held by the order', async () => {
    const { hold, category } = await openChart();
    await hold('A-2', 'A-1');
    expect(toggle(['A-2', category, true], ['A-1', category, true])).toEqual([true, true]);
    // the clicks show before the shop answers, in seat order; the first one's call is under way
    // (the seat saga makes one seat's call after the other)
    expect(text('selected')).toBe('A-1 A-2');
    expect(text('busy')).toContain('A-2');
    await waitFor(() => expect(text('held')).toBe('A-1 A-2'));
    await waitFor(() => expect(text('busy')).toBe(''));
    expect(text('selected')).toBe('A-1 A-2');
    expect(choices().latest?.status).toBe('fulfilled');
    expect(choices().lastFailure).toBe(0);
  });

  it('answers a toggle that changes nothing with true, and asks nothing of the shop', async () => {
    const { store, dispatched, hold, category } = await openChart();
    await hold('A-3');
    toggle(['A-3', category, true]);
    await waitFor(() => expect(text('order')).toBe('A-3'));
    const calls = () => JSON.stringify(store.getState().shopApi.mutations);
    const before = calls();
    dispatched.length = 0;
    expect(toggle(['A-3', category, true], ['B-9', category, false])).toEqual([true, true]);
    await act(async () => {});
    expect(calls()).toBe(before);
    expect(dispatched.filter((type) => type.startsWith('seating/'))).toEqual([]);
    expect(text('order')).toBe('A-3');
  });

  it('refuses a seat of a category the placement does not sell, and any seat once expired', async () => {
    const { store, category } = await openChart();
    expect(toggle(['Z-1', 'no-such-category', true])).toEqual([false]);
    act(() => {
      store.dispatch(reservationExpired());
    });
    expect(toggle(['A-4', category, true])).toEqual([false]);
    expect(text('selected')).toBe('');
    expect(store.getState().shopApi.mutations[seatCallKey(PLACEMENT, 'A-4')]).toBeUndefined();
  });

  it('forgets a refused seat and tells when the refusal came; a release ends its seat', async () => {
    const { hold, category } = await openChart();
    await hold('A-5');
    // B-1 is not held in seats.io: the shop refuses to add it
    const before = Date.now();
    toggle(['B-1', category, true], ['A-5', category, true]);
    expect(text('selected')).toBe('A-5 B-1');
    await waitFor(() => expect(choices().lastFailure).toBeGreaterThanOrEqual(before));
    await waitFor(() => expect(text('held')).toBe('A-5'));
    await waitFor(() => expect(text('selected')).toBe('A-5'));
    expect(text('busy')).toBe('');

    toggle(['A-5', category, false]);
    expect(text('selected')).toBe('');
    await waitFor(() => expect(text('order')).toBe(''));
    expect(text('selected')).toBe('');
  });

  it('keeps a seat selected while its ticket type changes, and holds it as the new type', async () => {
    const { store, dispatched, hold, category, variants } = await openChart();
    expect(variants.length).toBeGreaterThan(1);
    const [first, second] = variants;
    await hold('A-6');
    toggle(['A-6', category, true]);
    await waitFor(() => expect(text('held')).toBe('A-6'));
    expect(selectCurrentOrder(store.getState())?.items[0].variant).toBe(first.id);
    dispatched.length = 0;
    act(() => choices().changeTicketType('A-6', second.id));
    expect(dispatched).toContain('seating/ticketTypeChanged');
    // the change removes the seat's item and adds it again: the seat shows as chosen throughout
    expect(text('selected')).toBe('A-6');
    await waitFor(() =>
      expect(selectCurrentOrder(store.getState())?.items.map((item) => item.variant)).toEqual([
        second.id,
      ]),
    );
    expect(text('selected')).toBe('A-6');
    expect(choices().lastFailure).toBe(0);
  });

  it('a refusal from before the page opened again is no news on it', async () => {
    const { category, reopen } = await openChart();
    toggle(['B-2', category, true]);
    await waitFor(() => expect(choices().lastFailure).toBeGreaterThan(0));
    reopen();
    await waitFor(() => expect(latest.current).not.toBeNull());
    expect(choices().lastFailure).toBe(0);
    expect(choices().latest).toBeNull();
  });
});
