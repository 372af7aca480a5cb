import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import LoadingBar from '../../components/LoadingBar';
import SkipLink from '../../components/SkipLink';
import SupportChat from '../../features/chat/SupportChat';
import ConsentDialog from '../../features/consent/ConsentDialog';
import { DebugToolsLoader } from '../../tools/debug/debugSeam';
import ErrorAlert from '../../features/errors/ErrorAlert';
import NewBuildNotice from '../../features/freshness/NewBuildNotice';
import ReservationNoticesLoader from '../../features/order/reservation/ReservationNoticesLoader';
import PresaleNoticesLoader from '../../features/presale/PresaleNoticesLoader';
import { useShop } from '../../features/shop/useShop';
import type { LayoutProps } from './ShopLayout';
import { ShopFaviconLink, ShopHomeLink } from './ShopIdentity';
import { usePageShown } from './pageAfterFirstPaint';
import SiteFooter from './SiteFooter';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';
import { useLayoutLoading } from './useLayoutLoading';
import { useRouteLanguage } from '../../features/locale/useRouteLanguage';
import './layout.css';
import { MAIN_CONTENT_ID } from '../../components/mainContent';

/**
 * The empty layout (checkout, spec section 2): skip link, a minimal header with the shop's name,
 * the page, the legal links, the reservation notices (the warning that it runs out, the expiry dialog), the new-build notice, the shared
 * error alert, the debug tools (the action log's shortcut and ?debug=1 panel, as on every page)
 * and the loading bar; no language switch, no cart button. Rendered by the storefront's router.
 */
export default function EmptyLayout({ children }: LayoutProps) {
  const lang = useRouteLanguage();
  const mainRef = useRef<HTMLElement>(null);
  // at the start, the page and footer follow the first frame (pageAfterFirstPaint.ts)
  const pageShown = usePageShown();
  useFocusHeadingOnNavigate(mainRef);
  const loading = useLayoutLoading();
  const { data: shop } = useShop();

  return (
    <div className="site site--empty">
      <SkipLink />
      <ConsentDialog />
      <ShopFaviconLink shop={shop} />
      <header className="site-header">
        <div className="site-header__inner">
          <div className="site-header__identity">
            <ShopHomeLink shop={shop} lang={lang} />
          </div>
        </div>
        {/* inside the banner: a progress bar outside every landmark is content no landmark holds */}
        <LoadingBar loading={loading} />
      </header>
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1} ref={mainRef}>
        {pageShown ? (children ?? <Outlet />) : null}
      </main>
      {pageShown ? <SiteFooter lang={lang} /> : null}
      <ReservationNoticesLoader />
      <PresaleNoticesLoader />
      <NewBuildNotice />
      <ErrorAlert />
      <SupportChat />
      <DebugToolsLoader />
    </div>
  );
}
