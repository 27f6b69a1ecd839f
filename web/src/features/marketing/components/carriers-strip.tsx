import { siteStyles as s } from '@/shared/ui/site/site-ui';
import { CARRIERS } from '../content/carriers';
import h from './home.module.css';

export function CarriersStrip() {
  return (
    <section className={`${s.container} ${h.carriers}`} aria-label="Paqueterías con las que trabajamos">
      <p>Compara y envía con</p>
      <ul className={h.carrierList}>
        {CARRIERS.map((carrier) => (
          <li key={carrier}>{carrier}</li>
        ))}
      </ul>
    </section>
  );
}
