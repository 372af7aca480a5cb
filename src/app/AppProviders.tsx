import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { i18n } from 'i18next';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  i18n: i18n;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Store, texts and router around the whole app. */
export default function AppProviders({ store, i18n, router }: AppProvidersProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
