import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { newBuildFound } from './freshnessSlice';
import NewBuildNotice from './NewBuildNotice';

describe('NewBuildNotice', () => {
  it('says nothing until a new build is found, then offers to reload', async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    const { store } = renderWithProviders(<NewBuildNotice onReload={onReload} />, { lang: 'en' });
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(newBuildFound('build-2'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('speaks German by default', () => {
    const { store } = renderWithProviders(<NewBuildNotice onReload={() => {}} />);
    act(() => {
      store.dispatch(newBuildFound('build-2'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Eine neue Version ist verfügbar.');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});
