import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '@/config/titles';

/** Each route has a title of its own (browser tabs, history, screen readers announce it). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return null;
}
