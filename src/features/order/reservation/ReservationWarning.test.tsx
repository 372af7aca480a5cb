/**
 * The running-out warning's manners on screen: what it says at 2 minutes, which fields keep the
 * focus while the visitor types, where the focus goes when it closes, the room it keeps above the
 * page, the busy keep button and the status said only once it was extended. A real store and the
 * demo server; reservations short enough that the warning is due at once.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_MAKES_ROOM } from '../../../components/pageRoom';
import { demoApiPerTest } from '../../../test/demoApi';
import { holdAnswers } from '../../../test/heldAnswers';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { AppStore } from '../../../state/rootState';
import { orderRead } from '../../orderModel/orderRead';
import type { Order } from '../../../api/types';
import { selectReservationNotice } from '../orderSelectors';
import { advance, until, withFakeClock } from '../orderTestKit';
import { orderWith, Page } from './reservationTestKit';

const start = demoApiPerTest();
const TITLE = 'Your reservation ends soon';
const KEEP = 'Extend the reservation';
const CLOSE = 'Close the reservation notice';

/** The page with a reservation of `seconds` and the warning shown, in English. */
async function warned(seconds: number, page = <Page />) {
  const api = await start({ reservationSeconds: seconds, reservationExtensions: 2 });
  const store = api.makeStore();
  renderWithProviders(page, { store, lang: 'en' });
  const order = await orderWith(store);
  const alert = await screen.findByRole('alert', { name: TITLE });
  return { api, store, order, alert };
}

/** The page with the warning shown while the visitor types in its field: the field keeps the focus. */
async function warnedWhileTyping() {
  const user = userEvent.setup();
  const api = await start({ reservationSeconds: 25, reservationExtensions: 2 });
  const store = api.makeStore();
  renderWithProviders(<Page />, { store, lang: 'en' });
  const field = screen.getByRole('textbox', { name: 'Name' });
  await user.click(field);
  const order = await orderWith(store);
  const alert = await screen.findByRole('alert', { name: TITLE });
  expect(field).toHaveFocus();
  return { user, store, order, field, alert };
}

/** The order read again elsewhere (another tab took the extensions): none are left. */
const noExtensionsLeft = (store: AppStore, order: Order) =>
  act(() =>
    store.dispatch(
      orderRead.util.upsertQueryData('getOrder', order.id, {
        ...order,
        reservationExtensionsLeft: 0,
      }),
    ),
  );

describe('the warning', () => {
  it('says the minutes left at 2 minutes, the seconds at 30', async () => {
    const { alert } = await warned(100);
    expect(alert).toHaveTextContent(
      'Less than 2 minutes left, then your seats and items are released.',
    );
    expect(alert).not.toHaveTextContent('seconds');
    // the words, then the clock: not run together
    expect(alert.textContent).toMatch(/released\. \d\d:\d\d/);
  });

  it('leaves nothing in the page while no notice shows', async () => {
    const api = await start({ reservationSeconds: 600 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store, lang: 'en' });
    await orderWith(store);
    expect(screen.queryByRole('alert')).toBeNull();
    // not even the empty element a toast would be shown in
    expect(document.querySelector('.toast-host')).toBeNull();
  });

  it('has the status region say nothing until the reservation was extended', async () => {
    const user = userEvent.setup();
    const { alert } = await warned(25);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await user.click(within(alert).getByRole('button', { name: KEEP }));
    await waitFor(() => expect(status).toHaveTextContent('Reservation extended'));
  });

  it('shows the keep button busy while the shop answers, and once', async () => {
    const user = userEvent.setup();
    const api = await start({ reservationSeconds: 25, reservationExtensions: 2 });
    const held = holdAnswers(
      api,
      (method, path) => method === 'POST' && path.endsWith('/reservation'),
    );
    const store = api.makeStore();
    renderWithProviders(<Page />, { store, lang: 'en' });
    await orderWith(store);
    const alert = await screen.findByRole('alert', { name: TITLE });
    const keep = within(alert).getByRole('button', { name: KEEP });
    await user.click(keep);
    await waitFor(() => expect(held.count()).toBe(1));
    expect(keep).toHaveAttribute('aria-busy', 'true');
    expect(keep).toBeDisabled();
    act(() => held.release());
    expect(await screen.findByRole('group', { name: 'Reservation extended' })).toBeVisible();
  });
});

describe('the focus', () => {
  const typed: [string, JSX.Element][] = [
    ['a text area', <textarea key="f" aria-label="Field" />],
    [
      'a list box',
      <select key="f" aria-label="Field">
        <option>A</option>
      </select>,
    ],
    ['an e-mail field', <input key="f" type="email" aria-label="Field" />],
    [
      'an editable text',
      <div
        key="f"
        role="textbox"
        contentEditable
        suppressContentEditableWarning
        aria-label="Field"
        tabIndex={0}
      />,
    ],
  ];
  it.each(typed)('stays in %s the visitor types in', async (_what, field) => {
    const pageWith = (
      <>
        {field}
        <Page />
      </>
    );
    const api = await start({ reservationSeconds: 25 });
    const store = api.makeStore();
    renderWithProviders(pageWith, { store, lang: 'en' });
    const input = screen.getByLabelText('Field');
    // jsdom has no editing host: the element says it is one, as a browser does
    if (input.tagName === 'DIV') Object.defineProperty(input, 'isContentEditable', { value: true });
    act(() => input.focus());
    await orderWith(store);
    const alert = await screen.findByRole('alert', { name: TITLE });
    expect(within(alert).getByRole('button', { name: KEEP })).toBeVisible();
    expect(input).toHaveFocus();
  });

  it.each(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'])(
    'is taken from an input of type %s, where nothing is typed',
    async (type) => {
      const api = await start({ reservationSeconds: 25 });
      const store = api.makeStore();
      renderWithProviders(
        <>
          <input type={type} aria-label="Control" />
          <Page />
        </>,
        { store, lang: 'en' },
      );
      act(() => screen.getByLabelText('Control').focus());
      await orderWith(store);
      const alert = await screen.findByRole('alert', { name: TITLE });
      await waitFor(() => expect(within(alert).getByRole('button', { name: KEEP })).toHaveFocus());
    },
  );

  it('is taken from a drawing the visitor is on (an SVG element, like a seat on a map)', async () => {
    const api = await start({ reservationSeconds: 25 });
    const store = api.makeStore();
    renderWithProviders(
      <>
        <svg tabIndex={0} aria-label="Seat map" role="img" />
        <Page />
      </>,
      { store, lang: 'en' },
    );
    const map = screen.getByRole('img', { name: 'Seat map' });
    act(() => map.focus());
    expect(map).toHaveFocus();
    await orderWith(store);
    const alert = await screen.findByRole('alert', { name: TITLE });
    await waitFor(() => expect(within(alert).getByRole('button', { name: KEEP })).toHaveFocus());
  });

  it('goes to the main content on closing when nothing had it before', async () => {
    const user = userEvent.setup();
    const { alert } = await warned(25);
    await waitFor(() => expect(within(alert).getByRole('button', { name: KEEP })).toHaveFocus());
    await user.click(within(alert).getByRole('button', { name: CLOSE }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is left where the visitor moved it when the warning closes', async () => {
    const { alert } = await warned(25);
    const seat = screen.getByRole('button', { name: 'Platz A-1' });
    await waitFor(() => expect(within(alert).getByRole('button', { name: KEEP })).toHaveFocus());
    act(() => seat.focus());
    // closed while the focus is elsewhere: the visitor's focus stays where they put it
    act(() => within(alert).getByRole('button', { name: CLOSE }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seat).toHaveFocus();
  });
});

describe('the focus when the offer goes', () => {
  it('goes to the close button when the visitor had put it on the keep button', async () => {
    const { user, alert } = await warnedWhileTyping();
    // the visitor takes the focus to the notice themselves
    await user.click(within(alert).getByRole('button', { name: KEEP }));
    const extended = await screen.findByRole('group', { name: 'Reservation extended' });
    await waitFor(() =>
      expect(within(extended).getByRole('button', { name: CLOSE })).toHaveFocus(),
    );
  });

  it('is not pulled to the notice when the visitor never had it there', async () => {
    const { store, order, field, alert } = await warnedWhileTyping();
    act(() => field.blur());
    await noExtensionsLeft(store, order);
    expect(alert).toHaveTextContent('The reservation cannot be extended any more.');
    expect(within(alert).queryByRole('button', { name: KEEP })).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it('stays where the visitor moved it from the notice', async () => {
    const { store, order, alert } = await warned(25);
    await waitFor(() => expect(within(alert).getByRole('button', { name: KEEP })).toHaveFocus());
    const seat = screen.getByRole('button', { name: 'Platz A-1' });
    act(() => seat.focus());
    await noExtensionsLeft(store, order);
    expect(within(alert).queryByRole('button', { name: KEEP })).toBeNull();
    expect(seat).toHaveFocus();
  });
});

describe('the second warning', () => {
  withFakeClock();
  const threshold = (store: AppStore) => {
    const { notice } = selectReservationNotice(store.getState());
    return notice?.kind === 'warning' ? notice.threshold : null;
  };

  it('says the seconds at 30 and takes the focus again after the visitor moved on', async () => {
    const api = await start({ reservationSeconds: 100, reservationExtensions: 2 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store, lang: 'en' });
    await orderWith(store);
    await until(() => threshold(store) === 120, 'the 2-minute warning');
    const first = screen.getByRole('alert', { name: TITLE });
    await waitFor(() => expect(within(first).getByRole('button', { name: KEEP })).toHaveFocus());
    const seat = screen.getByRole('button', { name: 'Platz A-1' });
    act(() => seat.focus());

    await act(() => advance(71_000));
    await until(() => threshold(store) === 30, 'the 30-second warning');
    const second = screen.getByRole('alert', { name: TITLE });
    expect(second).toHaveTextContent(
      'Less than 30 seconds left, then your seats and items are released.',
    );
    expect(within(second).getByRole('button', { name: KEEP })).toHaveFocus();
  });
});

describe('the room above the page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('follows the warning’s height as it changes, as a browser’s ResizeObserver reports it', async () => {
    // jsdom has no ResizeObserver: a stand-in that reports when the test says the box changed
    const reports: (() => void)[] = [];
    const observed: Element[] = [];
    class StandInResizeObserver {
      constructor(private readonly report: () => void) {}
      observe(element: Element) {
        observed.push(element);
        reports.push(() => this.report());
      }
      disconnect() {
        reports.length = 0;
      }
    }
    Object.assign(globalThis, { ResizeObserver: StandInResizeObserver });
    const box = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ bottom: 60 } as DOMRect);
    const { alert } = await warned(25);
    // the notice's own box is watched (its toast region watches itself too)
    await waitFor(() => expect(observed).toContain(alert.closest('.reservation-notice')));
    // nothing is measured before the observer's first report (it comes after layout)
    expect(document.body.style.paddingTop).toBe('');
    act(() => reports.forEach((report) => report()));
    expect(document.body.style.paddingTop).toBe('60px');
    // the warning grows (a refusal's words under it): the room grows with it
    box.mockReturnValue({ bottom: 104.5 } as DOMRect);
    act(() => reports.forEach((report) => report()));
    expect(document.body.style.paddingTop).toBe('105px');
    expect(document.documentElement.style.scrollPaddingTop).toBe('105px');
  });

  it("keeps the warning's height above the page while it shows, and gives it back", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ bottom: 71.2 } as DOMRect);
    const { alert } = await warned(25);
    const root = document.documentElement;
    await waitFor(() => expect(document.body.style.paddingTop).toBe('72px'));
    expect(root.style.scrollPaddingTop).toBe('72px');
    expect(root.style.getPropertyValue('--page-top-room')).toBe('72px');
    expect(alert.closest(`[${PAGE_MAKES_ROOM}]`)).not.toBeNull();

    await user.click(within(alert).getByRole('button', { name: CLOSE }));
    expect(document.body.style.paddingTop).toBe('');
    expect(root.style.scrollPaddingTop).toBe('');
    expect(root.style.getPropertyValue('--page-top-room')).toBe('');
    expect(document.querySelector(`[${PAGE_MAKES_ROOM}]`)).toBeNull();
  });
});
