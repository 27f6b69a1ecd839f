import { IconHeadset, IconMapPinBolt, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { siteStyles as s } from '@/shared/ui/site/site-ui';
import h from './home.module.css';

interface Service {
  title: string;
  description: string;
  icon: ReactNode;
}

const services: Service[] = [
  {
    title: 'Envío exprés',
    description:
      'Entregas al día siguiente hábil entre las principales ciudades del país con los servicios exprés de las paqueterías líderes. Tú eliges la opción que mejor se ajusta a tu tiempo y a tu presupuesto.',
    icon: <IconTruckDelivery size={26} />,
  },
  {
    title: 'Rastreo en tiempo real',
    description:
      'Consulta en cualquier momento dónde está tu paquete con solo tu número de guía, sin necesidad de iniciar sesión. Verás cada movimiento ordenado por fecha, desde la recolección hasta la entrega.',
    icon: <IconMapPinBolt size={26} />,
  },
  {
    title: 'Soporte dedicado',
    description:
      'Un equipo de atención que habla tu idioma te acompaña antes, durante y después de cada envío: dudas de cotización, cargos por sobrepeso y seguimiento de reclamaciones con la paquetería.',
    icon: <IconHeadset size={26} />,
  },
];

export function ServiceCards() {
  return (
    <section className={`${s.container} ${h.section}`} aria-labelledby="services-title">
      <div className={h.sectionHead}>
        <h2 id="services-title" className={h.sectionTitle}>
          Todo lo que necesitas para enviar
        </h2>
        <p>
          Cotiza, paga y da seguimiento a tus paquetes en una sola plataforma pensada para tiendas en línea,
          pymes y personas que envían dentro de México.
        </p>
      </div>
      <div className={h.columns}>
        {services.map((service) => (
          <div key={service.title} className={h.card} data-testid="service-card">
            <span className={h.cardIcon} aria-hidden>
              {service.icon}
            </span>
            <h3>{service.title}</h3>
            <p>{service.description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
