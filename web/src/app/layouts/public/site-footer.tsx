import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPaypal,
  IconBrandX,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { site, type SocialNetwork } from '@/config/site';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { siteStyles as s } from '@/shared/ui/site/site-ui';
import l from './public-layout.module.css';

const socialIcons: Record<SocialNetwork, Icon> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
};

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={l.footerColumn}>
      <h2 className={l.footerTitle}>{title}</h2>
      {children}
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={l.footer}>
      <div className={s.container}>
        <div className={l.footerGrid}>
          <div className={l.footerColumn}>
            <span className={l.footerLogo}>
              <BrandLogo compact />
            </span>
            <p>{site.tagline}. Cotiza, paga y rastrea tus envíos nacionales en un solo lugar.</p>
          </div>

          <FooterColumn title="Empresa">
            <Link to={Paths.about}>Quiénes somos</Link>
            <Link to={Paths.services}>Servicios</Link>
            <Link to={Paths.faq}>Preguntas frecuentes</Link>
            <Link to={Paths.terms}>Términos de servicio</Link>
            <Link to={Paths.privacy}>Aviso de privacidad</Link>
          </FooterColumn>

          <FooterColumn title="Soporte">
            <Link to={Paths.contact}>Contáctanos</Link>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            <p>{site.supportHours}</p>
          </FooterColumn>

          <FooterColumn title="Síguenos">
            <div className={l.social}>
              {site.social.map(({ network, href }) => {
                const SocialIcon = socialIcons[network];
                return (
                  <a
                    key={network}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={network}
                    className={l.socialLink}
                  >
                    <SocialIcon size={20} aria-hidden />
                  </a>
                );
              })}
            </div>
            <h2 className={`${l.footerTitle} ${l.footerSubtitle}`}>Métodos de pago</h2>
            <span className={l.payment} data-testid="payment-method">
              <IconBrandPaypal size={22} aria-hidden />
              {site.paymentMethod}
            </span>
          </FooterColumn>
        </div>

        <hr className={l.footerRule} />
        <p className={l.copyright} data-testid="copyright">
          © {year} {site.name}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
