/**
 * A long list shown page by page, on the real store and the demo shop API with a category of
 * many placements (bench/bigCategory.ts): the first page, the "Show more" button and what it
 * says, the appended page and the focus on its first card, the live region, and as many cards
 * again when the visitor comes back to the list.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import axe from 'axe-core';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { BIG_CATEGORY_ID, withBigCategory } from '../../../server/demoFixture/bigCategory';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRoutes } from './catalogTestRoutes';
import { LIST_PAGE_SIZE } from './listPages';
import { plain } from '../../test/plainSpaces';

const start = demoApiPerTest();
/** Numbers without their grouping ('2’000', "2'000", '2 000' as ICU versions write them): 2000. */
const ungrouped = (text: string | null) =>
  (text ?? '').replace(/(\d)[’'\u00a0\u202f ](?=\d{3})/g, '$1');

afterEach(() => window.sessionStorage.clear());

/** The demo shop with one more main category of `count` placements. */
const shopWith = (count: number) => withBigCategory(loadDemoFixture(), count);

/** The cards of the offers section, in the order shown. */
const cards = () =>
  within(screen.getByRole('region', { name: /Angebote|Offers|Programm/ })).getAllByRole('article');

/** The link of the n-th card (from 1), by the name the card shows. */
const cardLink = (n: number) => within(cards()[n - 1]).getByRole('link');

/**
 * Whether the app kept each click of `clicks` for itself (default prevented) or left it to the
 * browser; jsdom would open no tab, so the clicks stop after the app's own handler.
 */
function clicksKept(clicks: () => void): boolean[] {
  const prevented: boolean[] = [];
  const record = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  try {
    clicks();
  } finally {
    document.removeEventListener('click', record);
  }
  return prevented;
}

/** A category of 130 offers in English, its first page shown: the "Show more" button. */
async function listOf130() {
  const api = await start({ fixture: shopWith(130) });
  renderWithProviders(<CatalogRoutes />, {
    store: api.makeStore(),
    lang: 'en',
    path: `/en/c/${BIG_CATEGORY_ID}`,
  });
  return screen.findByRole('button', { name: 'Show 60 more (70 left)' });
}

/** The catalog routes and a way back (the browser's back button). */
function WithBack() {
  const navigate = useNavigate();
  return (
    <>
      <CatalogRoutes />
      <Routes>
        <Route
          path="*"
          element={
            <button type="button" onClick={() => void navigate(-1)}>
              back
            </button>
          }
        />
      </Routes>
    </>
  );
}

describe('a long list of placements', () => {
  it('shows the first page of 2,000, says how many show and how many more the button shows (de)', async () => {
    const api = await start({ fixture: shopWith(2000) });
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: `/de/c/${BIG_CATEGORY_ID}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alle Angebote' }),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(LIST_PAGE_SIZE);
    expect(ungrouped(screen.getByRole('status').textContent)).toBe(
      '60 von 2000 Angeboten angezeigt',
    );
    const button = screen.getByRole('button', { name: /^60 weitere anzeigen/ });
    expect(ungrouped(button.textContent)).toBe('60 weitere anzeigen (noch 1940)');
    // grouped as the shop writes numbers (de-CH)
    expect(button.textContent).not.toContain('1940');
    // each card as before: a heading with the article's link, the price
    const first = cards()[0];
    expect(within(first).getByRole('heading', { level: 3 })).toContainElement(cardLink(1));
    expect(cardLink(1).getAttribute('href')).toMatch(/^\/de\/a\/[a-z0-9-]+-pl-angebot-1$/);
    expect(plain(first.textContent)).toMatch(/ab CHF \d+\.\d\d|Preis nach Wahl, ab CHF/);
  });

  it('appends the next page, moves focus to its first card and announces the count (en)', async () => {
    const api = await start({ fixture: shopWith(150) });
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: `/en/c/${BIG_CATEGORY_ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All offers' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('60 of 150 offers shown');

    await userEvent.click(screen.getByRole('button', { name: 'Show 60 more (90 left)' }));
    expect(cards()).toHaveLength(120);
    expect(cardLink(61)).toHaveFocus();
    expect(cardLink(61).getAttribute('href')).toMatch(/-pl-angebot-61$/);
    expect(screen.getByRole('status')).toHaveTextContent('120 of 150 offers shown');

    // the last page: the button says so, then goes; focus is on the page's first card
    await userEvent.click(screen.getByRole('button', { name: 'Show the last 30' }));
    expect(cards()).toHaveLength(150);
    expect(cardLink(121)).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('150 of 150 offers shown');
  });

  it('works by keyboard: Enter on the button, then Tab goes on from the new card', async () => {
    const button = await listOf130();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(cardLink(61)).toHaveFocus();
    await userEvent.tab();
    expect(cardLink(62)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show the last 10' })).toBeVisible();
  });

  it('takes Space as a button does (a screen reader calls it one), and no other key', async () => {
    const button = await listOf130();
    button.focus();
    await userEvent.keyboard('a');
    expect(cards()).toHaveLength(60);
    await userEvent.keyboard(' ');
    expect(cards()).toHaveLength(120);
    expect(cardLink(61)).toHaveFocus();
    // Tab from the button goes on, adding nothing
    screen.getByRole('button', { name: 'Show the last 10' }).focus();
    await userEvent.tab();
    expect(cards()).toHaveLength(120);
  });

  it('adds the next page on a plain click, and leaves a modified one to the browser (its address in a new tab)', async () => {
    const button = await listOf130();
    const modified = clicksKept(() => {
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
        fireEvent.click(button, { [modifier]: true });
      }
      fireEvent.click(button, { button: 1 });
    });
    expect(modified).toEqual([false, false, false, false, false]);
    expect(cards()).toHaveLength(60);
    expect(clicksKept(() => fireEvent.click(button))).toEqual([true]);
    expect(cards()).toHaveLength(120);
  });

  it('shows as many cards as before when the visitor comes back from an article', async () => {
    const api = await start({ fixture: shopWith(200) });
    const store = api.makeStore();
    renderWithProviders(<WithBack />, { store, lang: 'en', path: `/en/c/${BIG_CATEGORY_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Show 60 more (140 left)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show 60 more (80 left)' }));
    expect(cards()).toHaveLength(180);

    const name = cardLink(150).textContent ?? '';
    await userEvent.click(cardLink(150));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByTestId('location').textContent).toMatch(/-pl-angebot-150$/);

    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All offers' })).toBeVisible();
    expect(cards()).toHaveLength(180);
    expect(screen.getByRole('status')).toHaveTextContent('180 of 200 offers shown');
    expect(screen.getByRole('button', { name: 'Show the last 20' })).toBeVisible();
  });

  it('starts at the first page on a new visit of the list, and on another list', async () => {
    const fixture = shopWith(130);
    // a second long list: the programme on the categories home, 70 of the copies among them
    const root = fixture.shop.categories.find((category) => category.parent === null);
    fixture.shop.placements
      .filter((placement) => placement.categoryId === BIG_CATEGORY_ID)
      .slice(60)
      .forEach((placement) => Object.assign(placement, { categoryId: root?.id }));
    const programme = fixture.shop.placements.filter((placement) => !placement.hidden).length;
    const api = await start({ fixture });
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: `/en/c/${BIG_CATEGORY_ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All offers' })).toBeVisible();
    // 60 exactly: one page, no button, no count
    expect(cards()).toHaveLength(60);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'All events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' })).toBeVisible();
    expect(cards()).toHaveLength(60);
    expect(screen.getByText(`60 of ${programme} offers shown`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Show 60 more/ }));
    expect(cards()).toHaveLength(120);
  });

  it('sends select_item for the card followed, and opens its article in the app', async () => {
    const api = await start({ fixture: shopWith(90) });
    const store = api.makeStore();
    const dispatched = jest.spyOn(store, 'dispatch');
    renderWithProviders(<CatalogRoutes />, { store, path: `/de/c/${BIG_CATEGORY_ID}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Die letzten 30 anzeigen' }));
    await userEvent.click(cardLink(75));
    const selected = dispatched.mock.calls
      .map(([action]) => action as UnknownAction)
      .filter((action) => action.type === 'tracking/itemSelected');
    expect(selected).toEqual([
      { type: 'tracking/itemSelected', payload: { placementId: 'pl-angebot-75' } },
    ]);
    expect(screen.getByTestId('location').textContent).toMatch(/^\/de\/a\/.+-pl-angebot-75$/);
  });

  it('leaves a modified click to the browser (a new tab), still sending select_item', async () => {
    const api = await start({ fixture: shopWith(61) });
    const store = api.makeStore();
    const dispatched = jest.spyOn(store, 'dispatch');
    renderWithProviders(<CatalogRoutes />, { store, path: `/de/c/${BIG_CATEGORY_ID}` });
    await screen.findByRole('button', { name: 'Das letzte Angebot anzeigen' });
    const prevented = clicksKept(() => {
      fireEvent.click(cardLink(3), { ctrlKey: true });
      fireEvent.click(cardLink(4), { button: 1 });
    });
    expect(prevented).toEqual([false, false]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/de/c/${BIG_CATEGORY_ID}`);
    expect(
      dispatched.mock.calls
        .map(([action]) => action as UnknownAction)
        .filter((action) => action.type === 'tracking/itemSelected')
        .map((action) => action.payload),
    ).toEqual([{ placementId: 'pl-angebot-3' }, { placementId: 'pl-angebot-4' }]);
  });

  it('has no axe violations with the button and the count on the page', async () => {
    const api = await start({ fixture: shopWith(150) });
    const { container } = renderWithProviders(
      <main>
        <CatalogRoutes />
      </main>,
      { store: api.makeStore(), lang: 'fr', path: `/fr/c/${BIG_CATEGORY_ID}` },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Afficher 60 de plus (90 restantes)' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('120 offres affichées sur 150');
    // jsdom has no canvas; axe's text checks ask for one and jsdom says so on console.error
    const realError = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('HTMLCanvasElement.prototype.getContext')) realError(...args);
    });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    // axe over 120 cards: seconds on a quiet machine, more than 15 on a busy two-core one
  }, 60_000);
});
