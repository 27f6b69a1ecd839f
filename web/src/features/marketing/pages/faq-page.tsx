import { Accordion, Anchor, Text } from '@mantine/core';
import { APPROVAL_MESSAGING_APP } from '@envios/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { ContentPage } from '@/shared/ui/site/site-ui';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

const questions: Question[] = [
  {
    id: 'volumetric-weight',
    question: '¿Cómo se calcula el peso volumétrico de mi paquete?',
    answer: (
      <>
        <Text mb="xs">
          El peso volumétrico se obtiene multiplicando las medidas del paquete en centímetros y dividiendo el
          resultado entre 5000: <strong>largo × ancho × alto / 5000</strong>. El resultado está en kilogramos.
        </Text>
        <Text>
          Por ejemplo, una caja de 40 × 30 × 20 cm tiene un peso volumétrico de 4.8 kg. Normalmente se cobra
          el mayor entre el peso real y el peso volumétrico, así que conviene usar la caja más pequeña
          posible.
        </Text>
      </>
    ),
  },
  {
    id: 'overweight',
    question: '¿Qué pasa si mi paquete pesa o mide más de lo que declaré?',
    answer: (
      <Text>
        La paquetería vuelve a pesar y medir cada paquete. Si los datos reales son mayores a los declarados,
        se genera un cargo por sobrepeso: te lo notificaremos por correo electrónico y el envío quedará
        retenido hasta que el cargo se pague. Puedes consultar tus cargos en la sección Sobre Pesos de tu
        panel.
      </Text>
    ),
  },
  {
    id: 'tracking',
    question: '¿Cómo rastreo mi envío?',
    answer: (
      <Text>
        Escribe tu número de guía en el buscador de la parte superior de esta página y presiona Rastrear. No
        necesitas una cuenta: verás los movimientos de tu paquete agrupados por fecha. Si tienes cuenta,
        también puedes consultar tus envíos en la sección Gestión de Envíos.
      </Text>
    ),
  },
  {
    id: 'payments',
    question: '¿Qué formas de pago aceptan?',
    answer: (
      <Text>
        Puedes pagar con tarjeta de crédito o débito a través de PayPal, o con el saldo de tu monedero
        prepagado. Todos los precios están en pesos mexicanos (MXN) e incluyen IVA.
      </Text>
    ),
  },
  {
    id: 'delivery-time',
    question: '¿Cuánto tarda en llegar mi envío y qué hago si se retrasa o llega dañado?',
    answer: (
      <Text>
        Al cotizar verás el tiempo estimado de entrega de cada servicio. Los tiempos de entrega dependen de la
        paquetería, que es responsable del traslado; las reclamaciones por pérdida, daño o retraso se
        presentan ante ella. Escríbenos y te acompañaremos en el trámite.
      </Text>
    ),
  },
  {
    id: 'account-approval',
    question: '¿Por qué mi cuenta nueva no está activa todavía?',
    answer: (
      <Text>
        Revisamos cada cuenta nueva antes de activarla para proteger a nuestros clientes y a las paqueterías.
        En cuanto tu cuenta sea aprobada te avisaremos vía {APPROVAL_MESSAGING_APP}. Si tienes prisa, puedes{' '}
        <Anchor component={Link} to={Paths.contact}>
          contactarnos
        </Anchor>
        .
      </Text>
    ),
  },
];

export function FaqPage() {
  return (
    <ContentPage
      title="Preguntas frecuentes"
      lead="Resolvemos las dudas más comunes sobre cotizaciones, pagos, sobrepesos y rastreo."
    >
      <Accordion variant="separated" radius="md" defaultValue={null}>
        {questions.map((item) => (
          <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ContentPage>
  );
}
