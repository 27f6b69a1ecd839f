import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: the page scrolls to top on each navigation. */
export function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
