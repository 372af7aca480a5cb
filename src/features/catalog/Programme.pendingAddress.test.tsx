/**
 * The programme's filters while the router is on its way to the address they ask for: in the
 * storefront each change of the address waits for its page again (app/shopNavigation.ts), so the
 * address follows a choice a moment later. A second choice meanwhile (a range's two days, filled
 * one after the other) must build on the first, and the fields must show what was chosen, not the address left.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import ShopRouter from '../../app/ShopRouter';
import { createShopNavigation } from '../../app/shopNavigation';
import { demoApiPerTest } from '../../test/demoApi';
import { createI18n } from '../locale/i18n';
import CategoriesHomePage from './CategoriesHomePage';
import { CurrentLocation } from './catalogTestRoutes';

const start = demoApiPerTest();

const routes = [
  {
    path: '/:lang',
    element: (
      <>
        <CategoriesHomePage />
        <CurrentLocation />
      </>
    ),
  },
];

/** A navigation that holds each address after the first until `arrive()`. */
function heldNavigation(path: string) {
  let held: (() => void)[] = [];
  let first = true;
  const navigation = createShopNavigation(
    createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    () => {
      if (first) {
        first = false;
        return undefined;
      }
      return new Promise<void>((resolve) => held.push(resolve));
    },
  );
  const arrive = () => {
    const waiting = held;
    held = [];
    for (const resolve of waiting) resolve();
  };
  return { navigation, arrive, waiting: () => held.length };
}

describe('Programme, while the address follows', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T09:00:00Z')));
  afterEach(() => jest.restoreAllMocks());

  it('keeps both days of a range filled before the router got there', async () => {
    const api = await start();
    const { navigation, arrive, waiting } = heldNavigation('/de?category=main-familie&when=range');
    render(
      <Provider store={api.makeStore()}>
        <I18nextProvider i18n={createI18n('de')}>
          <ShopRouter navigation={navigation} routes={routes} />
        </I18nextProvider>
      </Provider>,
    );
    const programme = await screen.findByRole('region', { name: 'Programm' });
    const from = within(programme).getByLabelText('Von');
    const to = within(programme).getByLabelText('Bis');

    fireEvent.change(from, { target: { value: '2026-12-28' } });
    expect(waiting()).toBe(1);
    // the field shows the day chosen while the address is still the old one
    expect(from).toHaveValue('2026-12-28');
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/de\?category=main-familie&when=range$/,
    );

    fireEvent.change(to, { target: { value: '2026-12-28' } });
    expect(from).toHaveValue('2026-12-28');
    expect(to).toHaveValue('2026-12-28');
    arrive();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/de?category=main-familie&when=range&from=2026-12-28&to=2026-12-28',
      ),
    );
    expect(from).toHaveValue('2026-12-28');
    expect(to).toHaveValue('2026-12-28');

    // back: the fields follow the address again (each choice was an entry of the history)
    navigation.history.go(-1);
    await waitFor(() => expect(waiting()).toBe(1));
    arrive();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/de\?category=main-familie&when=range&from=2026-12-28$/,
      ),
    );
    expect(from).toHaveValue('2026-12-28');
    expect(to).toHaveValue('');
    navigation.history.go(-1);
    await waitFor(() => expect(waiting()).toBe(1));
    arrive();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/de\?category=main-familie&when=range$/,
      ),
    );
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
  });
});
