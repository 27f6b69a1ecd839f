import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { useSession } from '@/shared/lib/session';

// Visitors, most of the public pages' traffic, never load the signed-in menu.
const PublicAccountMenu = lazy(() =>
  import('./public-account-menu').then((module) => ({ default: module.PublicAccountMenu })),
);

/** Sign-in links for visitors; for a signed-in user, their full name with a 'Cerrar sesión' item. */
export function PublicUserMenu({ stacked = false }: { stacked?: boolean }) {
  const session = useSession();

  if (!session.loggedIn) {
    const Wrapper = stacked ? Stack : Group;
    return (
      <Wrapper gap="xs">
        <Button component={Link} to={Paths.signin} variant="default">
          Iniciar sesión
        </Button>
        <Button component={Link} to={Paths.signup} color="orange">
          Crear cuenta
        </Button>
      </Wrapper>
    );
  }

  return (
    <Suspense fallback={null}>
      <PublicAccountMenu userId={session.userId} />
    </Suspense>
  );
}
