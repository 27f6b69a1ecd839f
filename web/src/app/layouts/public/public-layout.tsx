import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/shared/ui/site/site-ui';
import l from './public-layout.module.css';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

export function PublicLayout() {
  return (
    <div className={l.page}>
      <PublicHeader />
      <main className={l.main}>
        <Suspense fallback={<Spinner label="Cargando" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
