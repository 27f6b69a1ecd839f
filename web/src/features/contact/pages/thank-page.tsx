import { Messages } from '@envios/contracts/messages';
import { IconMailCheck } from '@tabler/icons-react';
import { Paths } from '@/config/paths';
import { LinkButton, siteStyles as s } from '@/shared/ui/site/site-ui';

export function ThankPage() {
  return (
    <div className={`${s.container} ${s.containerSm} ${s.message}`}>
      <span className={`${s.roundIcon} ${s.teal}`} aria-hidden>
        <IconMailCheck size={40} />
      </span>
      <h1 className={s.messageTitle}>{Messages.contact.thanks}</h1>
      <p className={s.dimmed}>
        Un asesor revisará tu mensaje y te responderá por correo o por teléfono en horario hábil.
      </p>
      <LinkButton to={Paths.home}>Volver al inicio</LinkButton>
    </div>
  );
}
