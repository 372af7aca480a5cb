import { useEffect } from 'react';
import { usePageContext, usePageStatus } from '../../components/pageContext';
import { isBotUserAgent } from '../../lib/bots';
import ErrorPage from './ErrorPage';

/**
 * What a page shows in its place when what its address names does not exist (an unknown
 * category, placement, chart or order; spec section 2): the 404 error page with `detail`, and the
 * answer's status 404. Rendered, not thrown: a render that throws cannot be hydrated (React
 * would render the whole page again in the browser). A crawler gets no error page, only the status.
 */
export default function NotFound({ detail }: { detail: string }) {
  const { userAgent } = usePageContext();
  usePageStatus(404);
  const bot = isBotUserAgent(userAgent);
  useEffect(() => {
    if (bot) console.info('Error page not rendered for a crawler', { status: 404, detail });
  }, [bot, detail]);
  return bot ? null : <ErrorPage status={404} detail={detail} />;
}
