import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import r from './recipient.module.css';

/** The recipient's page frame: the sender's brand on top (not the portal's navigation), a small footer. */
export function RecipientShell({
  sender,
  children,
  footer,
}: {
  sender: { name: string; logo_url: string | null } | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={r.page}>
      <header className={r.header}>
        <div className={r.headerInner}>
          {sender?.logo_url ? (
            <img className={r.logo} src={sender.logo_url} alt={`Logotipo de ${sender.name}`} />
          ) : (
            <span className={r.initial} aria-hidden>
              {(sender?.name ?? '·').slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <p className={r.sender}>{sender?.name ?? 'Rastreo de envío'}</p>
            <p className={r.kicker}>Rastreo de tu envío</p>
          </div>
        </div>
      </header>
      <main className={r.main}>{children}</main>
      <footer className={r.footer}>
        <div className={r.footerInner}>
          {footer}
          <span>
            Rastreo por <Link to={Paths.home}>Envíos MX</Link>
          </span>
        </div>
      </footer>
    </div>
  );
}
