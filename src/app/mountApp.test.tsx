import { useLayoutEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createI18n } from '../features/locale/i18n';
import { renderOutsideAct, spendMainThread } from '../test/renderSlices';
import { memoryNavigation } from '../test/renderWithRouter';
import { mountApp } from './mountApp';
import { makeStore } from './store';

/**
 * The storefront's first render comes in slices: the browser gets its turn (a tap, a key, a
 * frame) while React renders, instead of after one long block. Real timers and no act(): act
 * renders everything at once, and slices are what this is about.
 */

/** A part of the page that costs the main thread `ms` to render. */
function Costly({ ms }: { ms: number }) {
  spendMainThread(ms);
  return <li>Angebot</li>;
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the first render', () => {
  renderOutsideAct();

  it('lets the browser run its tasks while it renders, and then shows the whole page at once', async () => {
    let committed = false;
    function Page() {
      useLayoutEffect(() => {
        committed = true;
      }, []);
      return (
        <ul>
          {Array.from({ length: 30 }, (_, index) => (
            <Costly key={index} ms={2} />
          ))}
        </ul>
      );
    }
    const routes: RouteObject[] = [{ path: '*', element: <Page /> }];
    const navigation = memoryNavigation('/de', routes);
    await until(() => navigation.shown() !== null);
    const container = document.createElement('div');
    document.body.append(container);

    mountApp(container, { store: makeStore(), i18n: createI18n('de'), navigation, routes });
    // a task of the browser's, queued while the render is on its way
    let ranDuringRender: boolean | null = null;
    setTimeout(() => {
      ranDuringRender = !committed;
    }, 0);
    await until(() => committed);

    expect(ranDuringRender).toBe(true);
    // the commit is one step: every part of the page is there
    expect(container.querySelectorAll('li')).toHaveLength(30);
    container.remove();
  });
});
