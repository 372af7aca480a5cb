/**
 * useListPages in a router of its own: the first page, one more per "show more", the address's
 * ?page, the count kept per history entry (back, a replaced entry of the same page, another
 * page), and the count a reload comes back to, read after the hydration and never before it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  Router,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useNavigate,
} from 'react-router-dom';
import { LIST_MEMORY_KEY, listEntry, rememberShown } from './listPages';
import { useListPages } from './useListPages';

const CATEGORY = '/de/c/cat-konzerte';

/** The hook's answer as text, "show more", and where the page it showed starts. */
function Shown({ total }: { total: number }) {
  const pages = useListPages(total, 60);
  const [pageStart, setPageStart] = useState<number | null>(null);
  return (
    <>
      <output>{`${pages.shown} ${pages.next} ${pages.left} ${pages.moreHref}`}</output>
      <button type="button" onClick={() => setPageStart(pages.showMore())}>
        more
      </button>
      <p data-testid="page-start">{pageStart}</p>
    </>
  );
}

/** The list, and the ways a visitor moves through the history. */
function List({ total }: { total: number }) {
  const navigate = useNavigate();
  return (
    <>
      <Shown total={total} />
      <button type="button" onClick={() => void navigate('/de/c/cat-theater')}>
        other
      </button>
      <button type="button" onClick={() => void navigate(CATEGORY, { replace: true })}>
        replace
      </button>
      <button type="button" onClick={() => void navigate(`${CATEGORY}?page=4`)}>
        four pages
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

const shows = () => screen.getByRole('status').textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const remembered = () => window.sessionStorage.getItem(LIST_MEMORY_KEY);

afterEach(() => window.sessionStorage.clear());

describe('a long list shown page by page', () => {
  it('shows the first page, one more per "show more" up to the end, each with its address', () => {
    render(
      <MemoryRouter initialEntries={[CATEGORY]}>
        <List total={150} />
      </MemoryRouter>,
    );
    expect(shows()).toBe(`60 60 90 ${CATEGORY}?page=2`);
    press('more');
    // showMore answers where the new page starts (the card that gets the focus)
    expect(screen.getByTestId('page-start')).toHaveTextContent('60');
    expect(shows()).toBe(`120 30 30 ${CATEGORY}?page=3`);
    press('more');
    expect(screen.getByTestId('page-start')).toHaveTextContent('120');
    expect(shows()).toBe(`150 0 0 ${CATEGORY}?page=3`);
  });

  it('shows as many pages as the address asks for (a visitor without JavaScript)', () => {
    render(
      <MemoryRouter initialEntries={[`${CATEGORY}?page=3&q=jazz`]}>
        <List total={500} />
      </MemoryRouter>,
    );
    expect(shows()).toBe(`180 60 320 ${CATEGORY}?page=4&q=jazz`);
  });

  it('keeps nothing while the first page shows, and the count once more show', () => {
    render(
      <MemoryRouter initialEntries={[CATEGORY]}>
        <List total={500} />
      </MemoryRouter>,
    );
    expect(remembered()).toBeNull();
    press('more');
    expect(JSON.parse(remembered() ?? '[]')).toEqual([[listEntry('default', CATEGORY), 120]]);
  });

  it('another page starts at its first page; back on the list, as many show as before', () => {
    render(
      <MemoryRouter initialEntries={[CATEGORY]}>
        <List total={500} />
      </MemoryRouter>,
    );
    press('more');
    press('more');
    press('other');
    expect(shows()).toBe('60 60 440 /de/c/cat-theater?page=2');
    press('back');
    expect(shows()).toBe(`180 60 320 ${CATEGORY}?page=4`);
  });

  it('a replaced entry of the same page keeps what showed; the address may ask for more', () => {
    render(
      <MemoryRouter initialEntries={[`${CATEGORY}?q=jazz`]}>
        <List total={500} />
      </MemoryRouter>,
    );
    press('more');
    press('replace');
    expect(shows()).toBe(`120 60 380 ${CATEGORY}?page=3`);
    press('four pages');
    expect(shows()).toBe(`240 60 260 ${CATEGORY}?page=5`);
    press('back');
    expect(shows()).toBe(`120 60 380 ${CATEGORY}?page=3`);
  });

  it('a reload shows the remembered count at once in a page the browser renders itself', () => {
    rememberShown(listEntry('default', CATEGORY), 180);
    render(
      <MemoryRouter initialEntries={[CATEGORY]}>
        <List total={500} />
      </MemoryRouter>,
    );
    expect(shows()).toBe(`180 60 320 ${CATEGORY}?page=4`);
  });

  it("hydrates the server's first page, then shows the count a reload comes back to", async () => {
    // the server's router and the browser's on the same address (MemoryRouter cannot render on
    // a server: it has layout effects)
    const history = createMemoryHistory({ initialEntries: [CATEGORY] });
    rememberShown(listEntry(history.location.key, CATEGORY), 180);
    const page = (
      <Router location={history.location} navigator={history}>
        <Shown total={500} />
      </Router>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('output')?.textContent).toBe(`60 60 440 ${CATEGORY}?page=2`);
    const errors = jest.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.querySelector('output')?.textContent).toBe(`180 60 320 ${CATEGORY}?page=4`);
    // the hydrated markup was the server's: React reports no mismatch
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
