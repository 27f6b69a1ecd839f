import { guardNavigation } from '@envios/domain';
import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { clearStaleCredentials, isLoggedIn, readSession, type StoredSession } from '@/shared/lib/session';

const normalize = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
const samePath = (pathname: string, path: string) => normalize(pathname) === normalize(path);

/** Signed in with a usable role: without one the guard would send /shipments back to /signin forever. */
const signedInWithRole = (session: StoredSession) => isLoggedIn(session) && session.role !== null;

/** Credentials neither kept nor alive in this tab are stale (clearStaleCredentials drops them). */
const isStale = (session: StoredSession) => !session.keepSession && !session.sessionActive;

/**
 * Where a navigation to `pathname` must go instead, or null to let it through:
 * - the guard of spec section 2: a restricted target with no stored role goes to /signin, a role
 *   that is not allowed to /dashboard (a stored value that is not one of the six roles is no role);
 * - /signin (sections 2 and 4): someone still signed in (not with stale credentials) goes to /shipments;
 * - /signup: someone signed in goes to /dashboard.
 */
function redirectFor(pathname: string, session: StoredSession): string | null {
  const decision = guardNavigation(pathname, session.role);
  if (!decision.allow) return decision.redirectTo;
  if (samePath(pathname, Paths.signin) && !isStale(session) && signedInWithRole(session))
    return Paths.shipments;
  if (samePath(pathname, Paths.signup) && signedInWithRole(session)) return Paths.dashboard;
  return null;
}

/**
 * Runs before anything of a route renders, on every navigation (the stored role can change between
 * two of them). Home and /signin also drop stale credentials; visitors stay on the page.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const redirectTo = redirectFor(pathname, readSession());
  useLayoutEffect(() => {
    if (samePath(pathname, Paths.home) || samePath(pathname, Paths.signin)) clearStaleCredentials();
  }, [pathname]);
  return redirectTo ? <Navigate to={redirectTo} replace /> : children;
}
