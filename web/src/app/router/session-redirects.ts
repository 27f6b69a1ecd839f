import { redirect } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { clearStaleCredentials, isLoggedIn, readSession } from '@/shared/lib/session';

/** Signed in with a usable role: without one the guard would send /shipments back to /signin forever. */
function signedInWithRole(): boolean {
  const session = readSession();
  return isLoggedIn(session) && session.role !== null;
}

/**
 * /signin (sections 2 and 4): credentials neither kept nor alive in this tab are dropped first;
 * someone still signed in goes to /shipments.
 */
export function signinLoader() {
  clearStaleCredentials();
  if (signedInWithRole()) throw redirect(Paths.shipments);
  return null;
}

/** /signup: someone signed in goes to /dashboard. */
export function signupLoader() {
  if (signedInWithRole()) throw redirect(Paths.dashboard);
  return null;
}
