import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { dismissed, errorRaised, selectErrorAlert } from '../features/errors/errorAlertSlice';
import { renderWithProviders } from '../test/renderWithProviders';
import { useAppSelector } from './hooks';
import type { RootState } from './rootState';

const selectAlertShown = (state: RootState) => state.errorAlert.visible;

/** Reads the store and keeps state that follows it, set while rendering (as ErrorAlert does). */
function AlertWithHistory<Value>({ select }: { select: (state: RootState) => Value }) {
  const value = useAppSelector(select);
  const [seen, setSeen] = useState({ value, changes: 0 });
  if (seen.value !== value) setSeen({ value, changes: seen.changes + 1 });
  const shown = useAppSelector(selectAlertShown);
  return <p>{`${shown ? 'shown' : 'hidden'} after ${seen.changes} changes`}</p>;
}

describe('useAppSelector', () => {
  // React 18 alone missed the dismissal: the store went back to the value read before the
  // render that set state (facebook/react#25565)
  it.each<[string, (state: RootState) => unknown]>([
    ['an object (the initial state again)', selectErrorAlert],
    ['a boolean', selectAlertShown],
  ])('follows the store back to %s in a component that sets state while rendering', (_, select) => {
    const { store } = renderWithProviders(<AlertWithHistory select={select} />);
    expect(screen.getByText('hidden after 0 changes')).toBeInTheDocument();
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    });
    expect(screen.getByText('shown after 1 changes')).toBeInTheDocument();
    act(() => {
      store.dispatch(dismissed());
    });
    expect(screen.getByText('hidden after 2 changes')).toBeInTheDocument();
  });
});
