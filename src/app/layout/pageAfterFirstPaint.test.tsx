import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { setErrorReporter } from '../../lib/errorReporting';
import { costlyPage, renderOutsideAct, until } from '../../test/renderSlices';
import { showPageAfterFirstPaint, usePageShown } from './pageAfterFirstPaint';

function Layout() {
  const pageShown = usePageShown();
  return (
    <>
      <header>Kulturhaus Demo</header>
      {pageShown ? <main>Seite</main> : null}
    </>
  );
}

describe('the page after the first frame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the page at once unless the start asked for it (every render in tests, every later one)', () => {
    render(<Layout />);
    expect(screen.getByText('Seite')).toBeInTheDocument();
  });

  it('at the start: the frame first, the page in the task after the next frame, once', async () => {
    showPageAfterFirstPaint();
    const first = render(<Layout />);
    expect(screen.getByText('Kulturhaus Demo')).toBeInTheDocument();
    expect(screen.queryByText('Seite')).toBeNull();
    // the frame is painted (requestAnimationFrame), then a task of its own
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByText('Seite')).toBeInTheDocument();
    first.unmount();
    // a later layout (another page, a language switch) shows its page at once
    render(<Layout />);
    expect(screen.getByText('Seite')).toBeInTheDocument();
  });

  it('in a hidden tab, which paints no frame, the page still comes in the next task', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    showPageAfterFirstPaint();
    render(<Layout />);
    expect(screen.queryByText('Seite')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Seite')).toBeInTheDocument();
    expect(frames).not.toHaveBeenCalled();
    visibility.mockRestore();
    frames.mockRestore();
  });

  it('runs what the start prepares between the frame and the page, and shows the page even if it fails', async () => {
    const reported: unknown[] = [];
    const previous = setErrorReporter((error, context) =>
      reported.push([(error as Error).message, context]),
    );
    const order: string[] = [];
    showPageAfterFirstPaint(() => {
      order.push(
        document.body.textContent?.includes('Seite') ? 'after the page' : 'before the page',
      );
      throw new Error('no locale data');
    });
    render(<Layout />);
    expect(order).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(order).toEqual(['before the page']);
    expect(screen.getByText('Seite')).toBeInTheDocument();
    expect(reported).toEqual([['no locale data', { where: 'before the first page' }]]);
    setErrorReporter(previous);
  });
});

describe('the page after the first frame, rendered in slices', () => {
  renderOutsideAct();

  it('lets the browser run its tasks while the page renders, then shows all of it at once', async () => {
    const page = costlyPage();
    function SlowLayout() {
      const pageShown = usePageShown();
      return (
        <>
          <header>Kulturhaus Demo</header>
          {pageShown ? <page.Page /> : null}
        </>
      );
    }
    // the page's render is what this is about, not the frame before it: as in a hidden tab, the
    // page comes in the next task (jsdom's animation frames stop once fake timers have been used)
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const container = document.createElement('div');
    document.body.append(container);
    showPageAfterFirstPaint();
    const root = createRoot(container);
    root.render(<SlowLayout />);
    await until(() => page.committed() && page.taskRanBeforeCommit() !== null);

    expect(page.taskRanBeforeCommit()).toBe(true);
    expect(container.querySelectorAll('li')).toHaveLength(30);
    root.unmount();
    container.remove();
    visibility.mockRestore();
  });
});
