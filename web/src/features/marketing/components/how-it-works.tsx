import { siteStyles as s } from '@/shared/ui/site/site-ui';
import h from './home.module.css';

const steps = [
  {
    title: 'Cotiza',
    text: 'Indica los códigos postales de origen y destino, el peso y las medidas. Te mostramos las opciones de cada paquetería con su precio y tiempo estimado.',
  },
  {
    title: 'Paga',
    text: 'Elige el servicio que prefieras y paga con tarjeta de crédito o débito a través de PayPal, o con el saldo de tu monedero.',
  },
  {
    title: 'Envía',
    text: 'Descarga tu guía en PDF, pégala en tu paquete y entrégalo a la paquetería o espera la recolección. Después, rastréalo desde aquí.',
  },
];

export function HowItWorks() {
  return (
    <section className={`${h.section} ${h.gray}`} aria-labelledby="how-title">
      <div className={s.container}>
        <div className={h.sectionHead}>
          <h2 id="how-title" className={h.sectionTitle}>
            Así de fácil funciona
          </h2>
        </div>
        <div className={h.columns}>
          {steps.map((step, index) => (
            <div key={step.title} className={h.step}>
              <span className={h.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
