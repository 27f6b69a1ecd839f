import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function RootFallback() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
