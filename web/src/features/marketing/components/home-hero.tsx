import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Paths } from '@/config/paths';
import { LinkButton, siteStyles as s } from '@/shared/ui/site/site-ui';
import h from './home.module.css';

const highlights = [
  'Precios en pesos mexicanos con IVA incluido',
  'Tu guía lista en minutos, sin contratos ni mínimos',
  'Cobertura en toda la República Mexicana',
];

export function HomeHero() {
  return (
    <section className={h.hero}>
      <div className={s.container}>
        <div className={h.heroBody}>
          <span className={h.heroBadge}>Envíos nacionales</span>
          <h1 className={h.heroTitle}>
            Envía a todo México con las mejores paqueterías, desde un solo lugar
          </h1>
          <p className={h.heroText}>
            Compara en segundos las tarifas de DHL, FedEx, Estafeta, Paquetexpress, Redpack y AMPM, genera tu
            guía al instante y paga con tarjeta o con el saldo de tu monedero.
          </p>
          <ul className={h.checks}>
            {highlights.map((item) => (
              <li key={item}>
                <span className={h.check} aria-hidden>
                  <IconCheck size={13} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <div className={s.row}>
            <LinkButton to={Paths.newShipment} size="md" variant="orange">
              Cotizar mi envío
              <IconArrowRight size={18} aria-hidden />
            </LinkButton>
            <LinkButton to={Paths.services} size="md" variant="white">
              Ver servicios
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}
