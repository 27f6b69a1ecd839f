import { IconMapPinQuestion } from '@tabler/icons-react';
import { Paths } from '@/config/paths';
import { LinkButton, siteStyles as s } from './site/site-ui';

export function NotFoundPage() {
  return (
    <div className={`${s.container} ${s.containerSm} ${s.message}`}>
      <IconMapPinQuestion size={56} stroke={1.5} color="var(--site-brand-7)" aria-hidden />
      <p className={`${s.dimmed} ${s.strong}`}>Error 404</p>
      <h1 className={s.messageTitle}>Página no encontrada</h1>
      <p className={s.dimmed}>
        La dirección que buscas no existe o cambió de lugar. Revisa que esté bien escrita o vuelve al inicio
        para rastrear o cotizar tu envío.
      </p>
      <LinkButton to={Paths.home}>Volver al inicio</LinkButton>
    </div>
  );
}
