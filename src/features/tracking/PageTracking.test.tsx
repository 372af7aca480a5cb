import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PageHead } from '../seo/PageHead';
import { TrackArticleView, TrackCategoryView, usePageView, useSelectItem } from './PageTracking';
import { TRACKED_TYPES } from './trackedActions';

function tracked() {
  const store = makeStore();
  const spy = jest.spyOn(store, 'dispatch');
  const actions = () =>
    spy.mock.calls
      .map(([action]) => action as UnknownAction)
      .filter((action) => TRACKED_TYPES.includes(action.type));
  return { store, actions };
}

describe('page tracking', () => {
  it('a category page: one page view with the categoryId and its title, then its list, once per navigation', () => {
    const { store, actions } = tracked();
    // as the pages do: the head first, then the tracker, whose effect reads the title the head set
    const ui = (
      <>
        <PageHead title="Jazz-Nacht" />
        <TrackCategoryView
          routeId="category"
          categoryId="cat-jazz-nacht"
          placementIds={['pl-jazz-nacht']}
        />
      </>
    );
    const { rerender } = renderWithProviders(ui, { store, path: '/de/c/cat-jazz-nacht' });
    rerender(ui);
    expect(actions()).toEqual([
      {
        type: 'tracking/pageViewed',
        payload: {
          routeId: 'category',
          path: '/de/c/cat-jazz-nacht',
          // the navigation's location key: this showing of the page
          viewId: 'default',
          // a page view sent after the visitor moved on still names the page it counts
          title: expect.stringMatching(/^Jazz-Nacht · /) as unknown,
          categoryId: 'cat-jazz-nacht',
        },
      },
      {
        type: 'tracking/itemListViewed',
        payload: { categoryId: 'cat-jazz-nacht', placementIds: ['pl-jazz-nacht'] },
      },
    ]);
  });

  it('no list event for an empty list', () => {
    const { store, actions } = tracked();
    renderWithProviders(
      <TrackCategoryView routeId="categories-home" categoryId="root-demo" placementIds={[]} />,
      {
        store,
        path: '/de',
      },
    );
    expect(actions().map((action) => action.type)).toEqual(['tracking/pageViewed']);
  });

  it('an article page: the page view with the placementId, then the item view', () => {
    const { store, actions } = tracked();
    document.title = 'Jazznacht im Foyer';
    renderWithProviders(<TrackArticleView placementId="pl-jazz-nacht" />, {
      store,
      path: '/de/a/jazz-nacht-pl-jazz-nacht',
    });
    expect(actions()).toEqual([
      {
        type: 'tracking/pageViewed',
        payload: {
          routeId: 'article',
          path: '/de/a/jazz-nacht-pl-jazz-nacht',
          viewId: 'default',
          title: 'Jazznacht im Foyer',
          placementId: 'pl-jazz-nacht',
        },
      },
      { type: 'tracking/itemViewed', payload: { placementId: 'pl-jazz-nacht' } },
    ]);
  });

  it('any page can send its page view; a picked placement is a selectItem', async () => {
    function Legal() {
      usePageView('imprint');
      const select = useSelectItem('pl-jazz-nacht');
      return (
        <button type="button" onClick={select}>
          pick
        </button>
      );
    }
    const { store, actions } = tracked();
    document.title = 'Impressum';
    renderWithProviders(<Legal />, { store, path: '/de/about/imprint' });
    await userEvent.click(screen.getByRole('button', { name: 'pick' }));
    expect(actions()).toEqual([
      {
        type: 'tracking/pageViewed',
        payload: {
          routeId: 'imprint',
          path: '/de/about/imprint',
          viewId: 'default',
          title: 'Impressum',
        },
      },
      { type: 'tracking/itemSelected', payload: { placementId: 'pl-jazz-nacht' } },
    ]);
  });
});
