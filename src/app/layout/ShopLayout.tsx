import type { ReactNode } from 'react';
import CustomisationDialogLoader from '../../features/customisation/CustomisationDialogLoader';
import CartPanelLoader from '../../features/order/cart/CartPanelLoader';
import LanguageSwitcher from '../../features/locale/LanguageSwitcher';
import { usePagePending } from '../../features/navigation/preloadablePart';
import { useShop } from '../../features/shop/useShop';
import CartButton from './CartButton';
import SiteFrame from './SiteFrame';
import { useRouteLanguage } from '../../features/locale/useRouteLanguage';

export interface LayoutProps {
  /** the page; default the route's <Outlet /> (an error page passes its own content) */
  children?: ReactNode;
}

/**
 * The shop layout (spec section 2): skip link, header with the shop, the language switch and the
 * cart button, the page in the main landmark, footer with the legal pages, the cart panel, the
 * reservation notices (the warning that it runs out, the expiry dialog), the new-build notice,
 * the shared error alert and the loading bar. Rendered by the storefront's router (ShopRouter.tsx).
 */
export default function ShopLayout({ children }: LayoutProps) {
  const lang = useRouteLanguage();
  const { isLoading: shopLoading } = useShop();
  const pagePending = usePagePending();
  return (
    <SiteFrame
      lang={lang}
      tools={
        <>
          <LanguageSwitcher />
          <CartButton />
        </>
      }
      // the footer comes with the page's content: under a page still waiting for the shop or for
      // its code it would sit at the bottom of the screen and jump down when the content comes (a
      // layout shift)
      footerWaits={shopLoading || pagePending}
      panels={
        <>
          <CartPanelLoader />
          <CustomisationDialogLoader />
        </>
      }
    >
      {children}
    </SiteFrame>
  );
}
