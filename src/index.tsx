import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import AppProviders from './app/AppProviders';
import { watchNavigation } from './app/navigationWatch';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { createI18n } from './features/locale/i18n';
import { takeAccessTokenFromAddress } from './features/session/accessToken';
import { isLang } from './features/locale/detectLanguage';
import { orderRestoreRequested } from './features/order/orderEvents';
import './styles/base.css';

// The token leaves the address before anything else reads the URL.
const accessToken = takeAccessTokenFromAddress();
const store = makeStore({ session: { accessToken, orderId: null, orderExpiresAt: null } });
store.dispatch(orderRestoreRequested());
const firstSegment = window.location.pathname.split('/')[1];
const i18n = createI18n(isLang(firstSegment) ? firstSegment : undefined);
const router = createBrowserRouter(routes);
watchNavigation(router, store);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<AppProviders store={store} i18n={i18n} router={router} />);
}
