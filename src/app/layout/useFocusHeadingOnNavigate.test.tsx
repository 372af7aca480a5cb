/**
 * Focus after a navigation, on a real memory router: the new page's h1, and for a page that is
 * still loading its stand-in heading first, then the page's own h1 when it replaces it.
 */
import { useRef, useSyncExternalStore } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router-dom';
import { renderRouter } from '../../test/renderWithRouter';
import PendingHeading from '../../components/PendingHeading';
import {
  HEADING_WAIT_MS,
  NavigationFocusScope,
  useFocusHeadingOnNavigate,
} from './useFocusHeadingOnNavigate';

/** Whether the slow page's data is there: switched by the test. */
let loaded = false;
const listeners = new Set<() => void>();
function arrive() {
  loaded = true;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  return (
    <>
      <nav aria-label="Hauptnavigation">
        <Link to="/slow">Langsam</Link> <Link to="/quick">Schnell</Link>
      </nav>
      <main ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function SlowPage() {
  const ready = useSyncExternalStore(subscribe, () => loaded);
  if (!ready) {
    return (
      <section>
        <PendingHeading>Angebot</PendingHeading>
        <p role="status">Das Angebot wird geladen …</p>
      </section>
    );
  }
  return (
    <section>
      <h1 tabIndex={-1}>Konzerte</h1>
    </section>
  );
}

function renderPages() {
  return renderRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/slow', element: <SlowPage /> },
          { path: '/quick', element: <h1>Schnell da</h1> },
        ],
      },
    ],
    '/',
  );
}

const follow = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('link', { name }));
  });
const h1s = () => screen.getAllByRole('heading', { level: 1 });

beforeEach(() => {
  loaded = false;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useFocusHeadingOnNavigate', () => {
  it('focuses the new page’s h1 after a navigation', async () => {
    renderPages();
    await follow('Schnell');
    expect(screen.getByRole('heading', { level: 1, name: 'Schnell da' })).toHaveFocus();
  });

  it('scrolls to the heading on a new page, not back or forward (the page may restore its place)', async () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    const navigation = renderPages();
    await follow('Schnell');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: false });
    await act(async () => {
      navigation.history.go(-1);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Start' })).toHaveFocus();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it('a loading page: focus on its stand-in heading, then on its own h1, however long it takes', async () => {
    renderPages();
    await follow('Langsam');
    const standIn = screen.getByRole('heading', { level: 1, name: 'Angebot' });
    expect(standIn).toHaveFocus();
    expect(h1s()).toHaveLength(1);

    // longer than a page without any heading is waited for
    await act(async () => {
      jest.advanceTimersByTime(HEADING_WAIT_MS * 2);
    });
    expect(standIn).toHaveFocus();

    await act(async () => arrive());
    const own = screen.getByRole('heading', { level: 1, name: 'Konzerte' });
    expect(own).toHaveFocus();
    expect(h1s()).toEqual([own]);
  });

  it('a visitor who moved focus while the page loads keeps it', async () => {
    renderPages();
    await follow('Langsam');
    expect(screen.getByRole('heading', { level: 1, name: 'Angebot' })).toHaveFocus();
    const elsewhere = screen.getByRole('link', { name: 'Schnell' });
    act(() => elsewhere.focus());

    await act(async () => arrive());
    expect(screen.getByRole('heading', { level: 1, name: 'Konzerte' })).not.toHaveFocus();
    expect(elsewhere).toHaveFocus();
  });

  it('the first load moves no focus', () => {
    renderPages();
    expect(document.body).toHaveFocus();
  });
});

/** A second layout, as the checkout's empty layout beside the shop layout. */
function OtherLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  return (
    <main ref={mainRef} tabIndex={-1}>
      <Outlet />
      <Link to="/">Zurück zum Shop</Link>
    </main>
  );
}

function renderTwoLayouts(initial: string) {
  renderRouter(
    [
      {
        element: (
          <NavigationFocusScope>
            <Outlet />
          </NavigationFocusScope>
        ),
        children: [
          {
            element: <Layout />,
            children: [{ path: '/', element: <h1>Start</h1> }],
          },
          {
            element: <OtherLayout />,
            children: [{ path: '/quick', element: <h1>Kasse</h1> }],
          },
        ],
      },
    ],
    initial,
  );
}

describe('useFocusHeadingOnNavigate across layouts', () => {
  it('into another layout and back: the new page’s h1 each time', async () => {
    renderTwoLayouts('/');
    expect(document.body).toHaveFocus();
    await follow('Schnell');
    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toHaveFocus();
    await follow('Zurück zum Shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Start' })).toHaveFocus();
  });

  it('the first load in the other layout moves no focus', () => {
    renderTwoLayouts('/quick');
    expect(document.body).toHaveFocus();
  });
});
