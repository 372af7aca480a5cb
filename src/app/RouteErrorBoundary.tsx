import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import RouteErrorPage from './RouteErrorPage';

interface CatcherProps {
  /** the shown address: a new one clears the error (the visitor navigated away from it) */
  address: string;
  children: ReactNode;
}

interface CatcherState {
  error: { thrown: unknown; address: string } | null;
}

/** Catches what its route's element (and the routes below it) throw while rendering. */
class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null };

  static getDerivedStateFromError(thrown: unknown): Partial<CatcherState> {
    return { error: { thrown, address: '' } };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): CatcherState | null {
    if (!state.error) return null;
    // the error was caught on this address: remember it; on any other, render the route again
    if (state.error.address === '') return { error: { ...state.error, address: props.address } };
    return state.error.address === props.address ? null : { error: null };
  }

  override render() {
    return this.state.error ? (
      <RouteErrorPage error={this.state.error.thrown} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A route's error boundary: whatever its element or a route below it throws becomes the error
 * page (RouteErrorPage.tsx) in its place, until the visitor goes to another address. Routes nest
 * them as react-router's data routes nested their error elements: the nearest one catches.
 */
export default function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key, pathname, search } = useLocation();
  return <ErrorCatcher address={`${key} ${pathname}${search}`}>{children}</ErrorCatcher>;
}
