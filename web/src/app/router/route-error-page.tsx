import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Paths } from '@/config/paths';
import { siteStyles as s } from '@/shared/ui/site/site-ui';

/** What is shown when a page throws while rendering; a plain link reloads the app from a clean state. */
function RouteErrorPage() {
  return (
    <div className={`${s.container} ${s.containerSm} ${s.message}`}>
      <h1 className={s.messageTitle}>Algo salió mal</h1>
      <p className={s.dimmed}>Ocurrió un error inesperado al mostrar esta página. Intenta nuevamente.</p>
      <a href={Paths.home} className={`${s.button} ${s.filled}`}>
        Volver al inicio
      </a>
    </div>
  );
}

/**
 * Catches a page that throws (or a page module that fails to load) and shows RouteErrorPage; the
 * router gives it a new key on each navigation, so the next page starts clean.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
