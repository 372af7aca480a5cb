/**
 * Test wiring for the catalog pages: the three catalog routes under /:lang as the app has them,
 * a small error boundary standing in for the route's error page (it shows the PageError's
 * status and message), and the current location, so redirects can be asserted.
 */
import { Component, type ReactNode } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { isPageError } from '../errors/pageError';
import ArticlePage from './ArticlePage';
import CategoriesHomePage from './CategoriesHomePage';
import CategoryPage from './CategoryPage';

interface BoundaryState {
  error: unknown;
}

export class TestErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const status = isPageError(error) ? error.status : 500;
    const message = error instanceof Error ? error.message : String(error);
    return (
      <div role="alert" data-status={status}>
        {`${status} - ${message}`}
      </div>
    );
  }
}

function PageWithBoundary() {
  const { pathname } = useLocation();
  return (
    <TestErrorBoundary key={pathname}>
      <Outlet />
    </TestErrorBoundary>
  );
}

/** Where the router is now: pathname + search. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export function CatalogRoutes() {
  return (
    <>
      <Routes>
        <Route path="/:lang" element={<PageWithBoundary />}>
          <Route index element={<CategoriesHomePage />} />
          <Route path="c/:categoryId" element={<CategoryPage />} />
          <Route path="a/:placementPath" element={<ArticlePage />} />
        </Route>
      </Routes>
      <CurrentLocation />
    </>
  );
}
