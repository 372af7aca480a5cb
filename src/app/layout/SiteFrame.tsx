import { useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { Lang } from '../../api/types';
import LoadingBar from '../../components/LoadingBar';
import SkipLink from '../../components/SkipLink';
import { MAIN_CONTENT_ID } from '../../components/mainContent';
import SupportChat from '../../features/chat/SupportChat';
import ConsentDialog from '../../features/consent/ConsentDialog';
import ErrorAlert from '../../features/errors/ErrorAlert';
import NewBuildNotice from '../../features/freshness/NewBuildNotice';
import ReservationNoticesLoader from '../../features/order/reservation/ReservationNoticesLoader';
import PresaleNoticesLoader from '../../features/presale/PresaleNoticesLoader';
import { useShop } from '../../features/shop/useShop';
import { DebugToolsLoader } from '../../tools/debug/debugSeam';
import { ShopFaviconLink, ShopHomeLink } from './ShopIdentity';
import SiteFooter from './SiteFooter';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';
import { useLayoutLoading } from './useLayoutLoading';
import './layout.css';

export interface SiteFrameProps {
  /** the language the header's home link and the footer's legal links are in */
  lang: Lang;
  /** the layout's class beside 'site' (e.g. 'site--empty') */
  className?: string;
  /** the header's tools beside the shop's name (the language switch, the cart button) */
  tools?: ReactNode;
  /** the footer waits while this holds (it would sit under an empty page and jump down) */
  footerWaits?: boolean;
  /** the layout's own panels and dialogs, before the notices every page has */
  panels?: ReactNode;
  /** the page; default the route's <Outlet /> (an error page passes its own content) */
  children?: ReactNode;
}

/**
 * What every page of the shop stands in: skip link, consent dialog, the header with the shop's
 * name (and the layout's tools) and the loading bar, the page in the main landmark, the footer
 * with the legal pages, then the layout's panels, the reservation and presale notices, the
 * new-build notice, the shared error alert, the support chat and the debug tools.
 */
export default function SiteFrame({
  lang,
  className,
  tools,
  footerWaits = false,
  panels,
  children,
}: SiteFrameProps) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  const loading = useLayoutLoading();
  const { data: shop } = useShop();

  return (
    <div className={className ? `site ${className}` : 'site'}>
      <SkipLink />
      <ConsentDialog />
      <ShopFaviconLink shop={shop} />
      <header className="site-header">
        <div className="site-header__inner">
          <div className="site-header__identity">
            <ShopHomeLink shop={shop} lang={lang} />
          </div>
          {tools ? <div className="site-header__tools">{tools}</div> : null}
        </div>
        {/* inside the banner: a progress bar outside every landmark is content no landmark holds */}
        <LoadingBar loading={loading} />
      </header>
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1} ref={mainRef}>
        {children ?? <Outlet />}
      </main>
      {footerWaits ? null : <SiteFooter lang={lang} />}
      {panels}
      <ReservationNoticesLoader />
      <PresaleNoticesLoader />
      <NewBuildNotice />
      <ErrorAlert />
      <SupportChat />
      <DebugToolsLoader />
    </div>
  );
}
