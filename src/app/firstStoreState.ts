/**
 * What the storefront's store starts with (index.tsx): the shop access token (taken from the
 * address, else the stored one) and the address's language, so that the first shop call says it
 * (X-Locale) before the route's render confirms it, as the page's early call did (earlyShop.ts).
 */
import type { Lang } from '../lib/languages';
import type { RootState } from '../state/rootState';

export const firstStoreState = (accessToken: string | null, lang: Lang): Partial<RootState> => ({
  session: { accessToken, orderId: null },
  locale: { lang },
});
