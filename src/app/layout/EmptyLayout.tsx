import { useRouteLanguage } from '../../features/locale/useRouteLanguage';
import type { LayoutProps } from './ShopLayout';
import SiteFrame from './SiteFrame';

/**
 * The empty layout (checkout, spec section 2): skip link, a minimal header with the shop's name,
 * the page, the legal links, the reservation notices (the warning that it runs out, the expiry
 * dialog), the new-build notice, the shared error alert, the debug tools (the action log's
 * shortcut and ?debug=1 panel, as on every page) and the loading bar; no language switch, no cart
 * button. Rendered by the storefront's router.
 */
export default function EmptyLayout({ children }: LayoutProps) {
  const lang = useRouteLanguage();
  return (
    <SiteFrame lang={lang} className="site--empty">
      {children}
    </SiteFrame>
  );
}
