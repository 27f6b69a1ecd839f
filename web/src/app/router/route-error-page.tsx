import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { NotFoundPage } from '@/shared/ui/not-found-page';

/** Shown when a page throws while rendering; a plain link reloads the app from a clean state. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Algo salió mal</Title>
        <Text c="dimmed">Ocurrió un error inesperado al mostrar esta página. Intenta nuevamente.</Text>
        <Button component="a" href={Paths.home}>
          Volver al inicio
        </Button>
      </Stack>
    </Container>
  );
}
