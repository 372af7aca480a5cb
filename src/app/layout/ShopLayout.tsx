import { useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import LoadingBar from '../../components/LoadingBar';
import SkipLink from '../../components/SkipLink';
import SupportChat from '../../features/chat/SupportChat';
import ConsentDialog from '../../features/consent/ConsentDialog';
import CustomisationDialogLoader from '../../features/customisation/CustomisationDialogLoader';
import { DebugToolsLoader } from '../../tools/debug/debugSeam';
import ErrorAlert from '../../features/errors/ErrorAlert';
import NewBuildNotice from '../../features/freshness/NewBuildNotice';
import CartPanelLoader from '../../features/order/cart/CartPanelLoader';
import ReservationNoticesLoader from '../../features/order/reservation/ReservationNoticesLoader';
import LanguageSwitcher from '../../features/locale/LanguageSwitcher';
import PresaleNoticesLoader from '../../features/presale/PresaleNoticesLoader';
import { usePagePending } from '../../features/navigation/preloadablePart';
import { useShop } from '../../features/shop/useShop';
import CartButton from './CartButton';
import { ShopFaviconLink, ShopHomeLink } from './ShopIdentity';
import { usePageShown } from './pageAfterFirstPaint';
import SiteFooter from './SiteFooter';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';
import { useLayoutLoading } from './useLayoutLoading';
import { useRouteLanguage } from '../../features/locale/useRouteLanguage';
import './layout.css';
import { MAIN_CONTENT_ID } from '../../components/mainContent';

export interface LayoutProps {
  /** the page; default the route's <Outlet /> (an error page passes its own content) */
  children?: ReactNode;
}

/**
 * The shop layout (spec section 2): skip link, header with the shop, the language switch and the
 * cart button, the page in the main landmark, footer with the legal pages, the cart panel, the reservation notices (the warning that it runs out, the expiry dialog), the new-build notice,
 * the shared error alert and the loading bar. Rendered by the storefront's router (ShopRouter.tsx).
 */
export default function ShopLayout({ children }: LayoutProps) {
  const lang = useRouteLanguage();
  const mainRef = useRef<HTMLElement>(null);
  // at the start, the page and footer follow the first frame (pageAfterFirstPaint.ts)
  const pageShown = usePageShown();
  useFocusHeadingOnNavigate(mainRef);
  const loading = useLayoutLoading();
  const { data: shop, isLoading: shopLoading } = useShop();
  const pagePending = usePagePending();
  // the footer comes with the page's content: under a page still waiting for the shop or for its
  // code it would sit at the bottom of the screen and jump down when the content comes (a layout
  // shift)
  const footerShown = pageShown && !shopLoading && !pagePending;

  return (
    <div className="site">
      <SkipLink />
      <ConsentDialog />
      <ShopFaviconLink shop={shop} />
      <header className="site-header">
        <div className="site-header__inner">
          <div className="site-header__identity">
            <ShopHomeLink shop={shop} lang={lang} />
          </div>
          <div className="site-header__tools">
            <LanguageSwitcher />
            <CartButton />
          </div>
        </div>
        {/* inside the banner: a progress bar outside every landmark is content no landmark holds */}
        <LoadingBar loading={loading} />
      </header>
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1} ref={mainRef}>
        {pageShown ? (children ?? <Outlet />) : null}
      </main>
      {footerShown ? <SiteFooter lang={lang} /> : null}
      <CartPanelLoader />
      <CustomisationDialogLoader />
      <ReservationNoticesLoader />
      <PresaleNoticesLoader />
      <NewBuildNotice />
      <ErrorAlert />
      <SupportChat />
      <DebugToolsLoader />
    </div>
  );
}
