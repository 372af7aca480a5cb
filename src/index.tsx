import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { repairAddress } from './app/addressRepair';
import AppProviders from './app/AppProviders';
import { watchNavigation } from './app/navigationWatch';
import { startPreloading } from './app/preloading';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { takeAccessTokenFromAddress } from './features/session/accessToken';
import { DEFAULT_LANG } from './features/locale/defaultLang';
import { detectLanguage, isLang } from './features/locale/detectLanguage';
import { readLanguageCookie } from './features/locale/languageCookie';
import { createAppI18n, loadTexts } from './features/locale/textLoader';
import { orderRestoreRequested } from './features/order/orderEvents';
import { reportError } from './lib/errorReporting';
import './styles/base.css';

// An address the router cannot represent is repaired, and the token leaves the address, before
// anything else reads the URL.
repairAddress();
const accessToken = takeAccessTokenFromAddress();
const store = makeStore({ session: { accessToken, orderId: null, orderExpiresAt: null } });
store.dispatch(orderRestoreRequested());
// the address's language; on the root path the one it redirects to (LanguageRedirect); else German
const firstSegment = window.location.pathname.split('/')[1];
const lang = isLang(firstSegment)
  ? firstSegment
  : firstSegment === ''
    ? detectLanguage(readLanguageCookie(), navigator.languages ?? [])
    : DEFAULT_LANG;
const i18n = createAppI18n(lang);
// the texts in the visitor's language, while the router loads the first page (in parallel)
const texts = loadTexts(i18n, lang);
const router = createBrowserRouter(routes);
watchNavigation(router, store);
// spec section 9: 1 s after load, the pages behind the links on screen, unless data saver or 2g
startPreloading(router, store.dispatch, i18n);

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const render = () => root.render(<AppProviders store={store} i18n={i18n} router={router} />);
  texts.then(render, (error: unknown) => {
    // without its texts the shop still works; the keys stand in for the words
    reportError(error, { where: 'texts' });
    render();
  });
}
