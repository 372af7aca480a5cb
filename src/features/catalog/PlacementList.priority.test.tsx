/**
 * The pictures of a list: only the first card's loads at once with high priority (the largest
 * paint of a list page), every other lazily; on a category's list, one drawn in blocks, and the
 * programme. Real store, real demo server with a long category (bench/bigCategory.ts).
 */
import { screen, within } from '@testing-library/react';
import { BIG_CATEGORY_ID, withBigCategory } from '../../../server/demoFixture/bigCategory';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CARD_BLOCK_SIZE } from './cardBlocks';
import { CatalogRoutes } from './catalogTestRoutes';
import { listEntry, rememberShown } from './listPages';

const start = demoApiPerTest();
// a list of 700 and the programme, one after the other: well past jest's 15 s on a busy machine
jest.setTimeout(45_000);
afterEach(() => window.sessionStorage.clear());

/** The cards of the offers section, in the order shown. */
const cards = () =>
  within(screen.getByRole('region', { name: /Offers|Programme/ })).getAllByRole('article');

describe('the pictures of a list', () => {
  it('loads one picture at high priority, the first card’s: on a list, in blocks, on the programme', async () => {
    const highPriority = () => [...document.querySelectorAll('img[fetchpriority="high"]')];
    const firstCardsPicture = () => cards()[0].querySelector('img');

    // a list long enough to be drawn in blocks: the visitor had shown 660 of its 700 cards
    rememberShown(listEntry('default', `/en/c/${BIG_CATEGORY_ID}`), 660);
    const api = await start({ fixture: withBigCategory(loadDemoFixture(), 700) });
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: `/en/c/${BIG_CATEGORY_ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All offers' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('660 of 700 offers shown');
    expect(cards().length).toBeGreaterThan(CARD_BLOCK_SIZE);
    // drawn in blocks: each item says where in the whole list it stands
    expect(cards()[0].closest('li')).toHaveAttribute('aria-posinset', '1');
    expect(cards()[CARD_BLOCK_SIZE].querySelector('img')).not.toBeNull();
    expect(highPriority()).toEqual([firstCardsPicture()]);
    unmount();

    // the programme on the categories home
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), lang: 'en', path: '/en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' })).toBeVisible();
    expect(cards().length).toBeGreaterThan(1);
    expect(highPriority()).toEqual([firstCardsPicture()]);
    expect(firstCardsPicture()).not.toBeNull();
  });
});
