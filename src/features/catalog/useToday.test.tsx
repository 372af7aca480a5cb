/**
 * The programme's "today": the server's render day while the server renders and the browser
 * hydrates its page (no mismatch), the clock's day after that and on a page the browser renders
 * itself.
 */
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageContext, type PageContextValue } from '../../components/pageContext';
import { useToday } from './useToday';

const RENDERED = Date.parse('2026-12-01T12:00:00Z');
const NOW = Date.parse('2026-12-03T12:00:00Z');

function Today() {
  return <output>{useToday()}</output>;
}

const served: PageContextValue = {
  origin: 'https://shop.example',
  renderedAt: RENDERED,
  userAgent: '',
  outcome: null,
};
const page = (
  <PageContext.Provider value={served}>
    <Today />
  </PageContext.Provider>
);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('useToday', () => {
  it("is the server's render day on the server", () => {
    expect(renderToString(page)).toBe('<output>2026-12-01</output>');
  });

  it("hydrates the server's day without a mismatch, then shows the clock's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(container.textContent).toBe('2026-12-03');
    // the first render in the browser was the server's day: React reports no mismatch
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("is the clock's day on a page the browser renders itself", () => {
    render(page);
    expect(document.querySelector('output')?.textContent).toBe('2026-12-03');
    jest.setSystemTime(Date.parse('2026-12-04T12:00:00Z'));
    // a page left open keeps its day until it is rendered again
    expect(document.querySelector('output')?.textContent).toBe('2026-12-03');
  });
});
