import { lazy, Suspense } from 'react';
import { Paths } from '@/config/paths';
import { useSession } from '@/shared/lib/session';
import { LinkButton, siteStyles as s } from '@/shared/ui/site/site-ui';

// Visitors, most of the public pages' traffic, never load the signed-in menu.
const PublicAccountMenu = lazy(() =>
  import('./public-account-menu').then((module) => ({ default: module.PublicAccountMenu })),
);

/** Sign-in links for visitors; for a signed-in user, their full name with a 'Cerrar sesión' item. */
export function PublicUserMenu({ stacked = false }: { stacked?: boolean }) {
  const session = useSession();

  if (!session.loggedIn) {
    return (
      <div className={stacked ? s.stack : s.row} style={{ gap: 8 }}>
        <LinkButton to={Paths.signin} variant="default">
          Iniciar sesión
        </LinkButton>
        <LinkButton to={Paths.signup} variant="orange">
          Crear cuenta
        </LinkButton>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <PublicAccountMenu userId={session.userId} token={session.token} />
    </Suspense>
  );
}
