import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
