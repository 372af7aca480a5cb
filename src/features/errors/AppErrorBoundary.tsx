import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { buttonClassName } from '../../components/buttonClassName';
import { isBotUserAgent } from '../../lib/bots';
import { reportError } from '../../lib/errorReporting';
import { useDocumentHead } from '../seo/documentHead';
import './AppCrashPage.css';

export interface AppErrorBoundaryProps {
  /** the app's texts, read directly: the providers below may be what crashed */
  texts: i18n;
  children: ReactNode;
  /** what the reload button does; default a reload of the page */
  reload?: () => void;
}

interface AppErrorBoundaryState {
  error: { thrown: unknown } | null;
}

const reloadPage = () => window.location.reload();

/**
 * The app-level error boundary, above the providers and the router: what a route's error page
 * cannot catch (a crash in the layout, which the error page shows again, in the providers, in
 * the cart panel) ends here instead of blanking the page. It reports the error and shows a page
 * of its own that needs nothing that may have crashed: no store, no router, no layout.
 */
export default class AppErrorBoundary extends Component<
  AppErrorBoundaryProps,
  AppErrorBoundaryState
> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): AppErrorBoundaryState {
    return { error: { thrown } };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo): void {
    reportError(thrown, { where: 'app', componentStack: info.componentStack ?? undefined });
  }

  override render() {
    const { texts, children, reload = reloadPage } = this.props;
    if (!this.state.error) return children;
    // crawlers get no error page (spec section 2), as on the route level
    if (isBotUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent)) return null;
    return <AppCrashPage texts={texts} reload={reload} />;
  }
}

function AppCrashPage({ texts, reload }: { texts: i18n; reload: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = texts.getFixedT(null, ['common', 'errors']);
  const title = t('common:shared.states.serverError.title');
  useDocumentHead([{ tag: 'title', text: title }]);

  // whatever had focus is gone with the crashed page: start reading at the heading
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <main className="app-crash">
      <section className="app-crash__box" aria-labelledby="app-crash-title">
        <h1 id="app-crash-title" ref={headingRef} tabIndex={-1} className="app-crash__title">
          {title}
        </h1>
        <p>{t('errors:crash.description')}</p>
        <button type="button" className={buttonClassName()} onClick={reload}>
          {t('common:shared.actions.reload')}
        </button>
      </section>
    </main>
  );
}
