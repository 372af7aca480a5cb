import { Navigate, createPath, useLocation, type To } from 'react-router-dom';
import { usePageOutcome } from '../../components/pageContext';

/**
 * The page's address is not its own (a root category, a wrong slug): on the server the answer
 * becomes a redirect to `to` (the render outcome's), in the browser the router replaces the
 * address.
 */
export default function PageRedirect({ to }: { to: To }) {
  const outcome = usePageOutcome();
  if (outcome) {
    outcome.redirectTo(typeof to === 'string' ? to : createPath(to));
    return null;
  }
  return <Navigate replace to={to} />;
}

/**
 * An offer's or a seating plan's address with a wrong slug (or category): to its own address,
 * `pathname`, with the query and the fragment the visitor came with (a campaign's utm_* stay).
 */
export function RedirectToOwnAddress({ pathname }: { pathname: string }) {
  const { search, hash } = useLocation();
  return <PageRedirect to={{ pathname, search, hash }} />;
}
