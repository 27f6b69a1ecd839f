import { IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { site } from '@/config/site';
import { PublicUserMenu } from '@/features/auth/components/public-user-menu';
import { TrackingSearch } from '@/features/tracking/components/tracking-search';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { siteStyles as s } from '@/shared/ui/site/site-ui';
import l from './public-layout.module.css';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

function NavLinks({ className }: { className: string }) {
  return (
    <nav aria-label="Navegación del sitio" className={className}>
      {PUBLIC_NAV_LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={l.navLink}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { key } = useLocation();
  // Following a link from the phone menu closes it.
  useEffect(() => setMenuOpen(false), [key]);

  return (
    <header className={l.header}>
      <div className={`${s.container} ${s.containerXl} ${l.headerInner}`}>
        <div className={l.bar}>
          <Link to={Paths.home} className={l.logoLink} aria-label={`${site.name}, ir al inicio`}>
            <BrandLogo />
          </Link>
          <NavLinks className={`${l.nav} ${l.desktopOnly}`} />
          <div className={`${l.actions} ${l.desktopOnly}`}>
            <TrackingSearch />
            <PublicUserMenu />
          </div>
          <button
            type="button"
            className={`${s.iconButton} ${l.burger}`}
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={menuOpen}
            aria-controls="public-phone-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <IconX size={22} aria-hidden /> : <IconMenu2 size={22} aria-hidden />}
          </button>
        </div>
        {/* On phones and tablets the guide search stays visible under the logo. */}
        <div className={l.phoneOnly}>
          <TrackingSearch fullWidth />
        </div>
        {menuOpen && (
          <div id="public-phone-menu" className={`${l.phoneMenu} ${l.phoneOnly}`}>
            <NavLinks className={l.phoneNav} />
            <PublicUserMenu stacked />
          </div>
        )}
      </div>
    </header>
  );
}
