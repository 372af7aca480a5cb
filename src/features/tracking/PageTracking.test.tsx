import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
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

  describe('once per navigation', () => {
    /** A page view that waits for its page, with the navigation at hand. */
    let navigate: NavigateFunction;
    function Page({ ready, placementId }: { ready: boolean; placementId?: string }) {
      navigate = useNavigate();
      usePageView('article', placementId ? { placementId } : {}, ready);
      return null;
    }
    const views = (actions: () => UnknownAction[]) =>
      actions().map((action) => action.payload as { placementId?: string; viewId: string });

    it('nothing while the page is not ready; then one view, with what the page knows by then', () => {
      const { store, actions } = tracked();
      const { rerender } = renderWithProviders(<Page ready={false} />, { store, path: '/de/a/x' });
      expect(actions()).toEqual([]);
      rerender(<Page ready placementId="pl-x" />);
      rerender(<Page ready placementId="pl-x" />);
      expect(views(actions)).toEqual([expect.objectContaining({ placementId: 'pl-x' })]);
    });

    it('a page that mounts again on the same showing tracks nothing new; a navigation tracks again', () => {
      const { store, actions } = tracked();
      const { unmount } = renderWithProviders(<Page ready />, { store, path: '/de/a/x' });
      unmount();
      renderWithProviders(<Page ready />, { store, path: '/de/a/x' });
      expect(actions()).toHaveLength(1);
      act(() => navigate('/de/a/y'));
      expect(views(actions).map((view) => view.viewId)).toEqual(['default', expect.any(String)]);
      expect(views(actions)[1].viewId).not.toBe('default');
    });

    it('each kind of tracker counts on its own on one showing', () => {
      const { store, actions } = tracked();
      renderWithProviders(
        <>
          <Page ready />
          <TrackCategoryView routeId="article" categoryId="cat-1" placementIds={[]} />
          <TrackArticleView placementId="pl-x" />
        </>,
        { store, path: '/de/a/x' },
      );
      expect(actions().map((action) => action.type)).toEqual([
        'tracking/pageViewed',
        'tracking/pageViewed',
        'tracking/pageViewed',
        'tracking/itemViewed',
      ]);
    });
  });
});
