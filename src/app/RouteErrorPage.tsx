import { useEffect, useMemo } from 'react';
import { usePageContext, usePageStatus } from '../components/pageContext';
import { classifyError } from '../features/errors/classifyError';
import ErrorPage from '../features/errors/ErrorPage';
import EmptyLayout from './layout/EmptyLayout';
import ShopLayout from './layout/ShopLayout';
import { useShop } from '../features/shop/useShop';
import { isBotUserAgent } from '../lib/bots';
import { reportErrorOnce } from '../lib/errorReporting';

/**
 * What a route's error boundary (RouteErrorBoundary.tsx) shows (app/: it puts the errors
 * feature's page in the app's layouts): whatever a page or layout threw becomes the error page,
 * in the shop layout when the shop is loaded, otherwise in the empty layout. Bots and
 * link-preview crawlers get nothing rendered; the error is only logged.
 */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const { data: shop } = useShop();
  // one answer per error, not a new object each render (the effect below runs when it changes)
  const failure = useMemo(() => classifyError(error), [error]);
  const bot = isBotUserAgent(usePageContext().userAgent);
  usePageStatus(failure.status);

  // reported once per error: the page renders again with the same error (the shop arriving) and
  // runs its effect twice in StrictMode (development); a remount would run it again as well
  useEffect(() => {
    if (failure.status >= 500) reportErrorOnce(error, { where: 'route', status: failure.status });
    else if (bot) console.info('Error page not rendered for a crawler', failure);
  }, [error, failure, bot]);

  if (bot) return null;
  const page = <ErrorPage status={failure.status} detail={failure.detail} />;
  return shop ? <ShopLayout>{page}</ShopLayout> : <EmptyLayout>{page}</EmptyLayout>;
}
