import { guardNavigation } from '@envios/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { readStoredRole } from '@/shared/lib/session';

/**
 * The navigation guard of spec section 2, run by the router before every navigation commits:
 * a restricted target with no stored role goes to /signin, a role that is not allowed to /dashboard.
 * A stored value that is not one of the six roles counts as no role (otherwise /dashboard would
 * redirect to itself forever).
 */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const decision = guardNavigation(pathname, readStoredRole());
  if (!decision.allow) throw redirect(decision.redirectTo);
  return null;
}

/** The stored role can change between two navigations, so the guard runs on every one of them. */
export const alwaysRevalidate = () => true;
