/**
 * The breadcrumb trail on its own, with categories shaped as the shop API sends them: where each
 * step links to, which one is the current page, and none at all without a path.
 */
import { screen, within } from '@testing-library/react';
import type { Category } from '../../api/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import Breadcrumbs from './Breadcrumbs';

const category = (id: string, parent: string | null, de: string): Category => ({
  id,
  parent,
  eventId: null,
  name: { de },
});

const ROOT = category('root', null, 'Alle Veranstaltungen');
const CONCERTS = category('main-konzerte', 'root', 'Konzerte');
const WINTER = category('cat-winter', 'main-konzerte', 'Sinfoniekonzert Winter');

/** Each step of the trail: its words and where it links to (null: the current page, no link). */
function steps() {
  const trail = screen.getByRole('navigation', { name: 'Navigationspfad' });
  return within(trail)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [item.textContent, link ? link.getAttribute('href') : null];
    });
}

describe('Breadcrumbs', () => {
  it('on a category: the root links home, the categories between to their pages, the category itself is the current page', () => {
    renderWithProviders(<Breadcrumbs path={[ROOT, CONCERTS, WINTER]} lang="de" />);
    expect(steps()).toEqual([
      ['Alle Veranstaltungen', '/de'],
      ['Konzerte', '/de/c/main-konzerte'],
      ['Sinfoniekonzert Winter', null],
    ]);
    expect(screen.getByText('Sinfoniekonzert Winter')).toHaveAttribute('aria-current', 'page');
  });

  it('on an article: every category is a link, the article is the current page', () => {
    renderWithProviders(
      <Breadcrumbs path={[ROOT, CONCERTS, WINTER]} lang="de" currentTitle="Konzerteinführung" />,
    );
    expect(steps()).toEqual([
      ['Alle Veranstaltungen', '/de'],
      ['Konzerte', '/de/c/main-konzerte'],
      ['Sinfoniekonzert Winter', '/de/c/cat-winter'],
      ['Konzerteinführung', null],
    ]);
    expect(screen.getByText('Konzerteinführung')).toHaveAttribute('aria-current', 'page');
  });

  it('links a first step that is not the root to its own page', () => {
    renderWithProviders(<Breadcrumbs path={[CONCERTS, WINTER]} lang="de" currentTitle="Talk" />);
    expect(steps()).toEqual([
      ['Konzerte', '/de/c/main-konzerte'],
      ['Sinfoniekonzert Winter', '/de/c/cat-winter'],
      ['Talk', null],
    ]);
  });

  it('shows no trail without a path', () => {
    renderWithProviders(<Breadcrumbs path={[]} lang="de" currentTitle="Talk" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
