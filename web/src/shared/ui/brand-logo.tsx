import { IconPackage } from '@tabler/icons-react';
import { site } from '@/config/site';
import s from './brand-logo.module.css';

interface BrandLogoProps {
  compact?: boolean;
  /** Hide the name on phones (below 576 px), keeping only the icon. */
  hideNameOnPhones?: boolean;
}

/** The brand's icon and name; plain HTML, so the public pages show it without Mantine. */
export function BrandLogo({ compact = false, hideNameOnPhones = false }: BrandLogoProps) {
  return (
    <span className={s.logo}>
      <span className={`${s.icon} ${compact ? s.compact : ''}`} aria-hidden>
        <IconPackage size={compact ? 18 : 20} />
      </span>
      <span className={`${s.name} ${compact ? s.compact : ''} ${hideNameOnPhones ? s.hideOnPhones : ''}`}>
        {site.name}
      </span>
    </span>
  );
}
