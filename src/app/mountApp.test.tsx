import type { RouteObject } from 'react-router-dom';
import { createI18n } from '../features/locale/i18n';
import { costlyPage, renderOutsideAct, until } from '../test/renderSlices';
import { memoryNavigation } from '../test/renderWithRouter';
import { mountApp } from './mountApp';
import { makeStore } from './store';

/**
 * The storefront's first render comes in slices: the browser gets its turn (a tap, a key, a
 * frame) while React renders, instead of after one long block.
 */
describe('the first render', () => {
  renderOutsideAct();

  it('lets the browser run its tasks while it renders, and then shows the whole page at once', async () => {
    const page = costlyPage();
    const routes: RouteObject[] = [{ path: '*', element: <page.Page /> }];
    const navigation = memoryNavigation('/de', routes);
    await until(() => navigation.shown() !== null);
    const container = document.createElement('div');
    document.body.append(container);

    mountApp(container, { store: makeStore(), i18n: createI18n('de'), navigation, routes });
    await until(() => page.committed() && page.taskRanBeforeCommit() !== null);

    expect(page.taskRanBeforeCommit()).toBe(true);
    // the commit is one step: every part of the page is there
    expect(container.querySelectorAll('li')).toHaveLength(30);
    container.remove();
  });
});
