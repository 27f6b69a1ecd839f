import { site } from '@/config/site';

export interface Clause {
  title: string;
  text: string;
}

/** The 16 clauses of the terms of service (spec section 1). */
export const TERMS_CLAUSES: readonly Clause[] = [
  {
    title: 'Aceptación',
    text: `Al registrarte o usar ${site.name} aceptas estos términos de servicio y nuestro aviso de privacidad. Si no estás de acuerdo con ellos, te pedimos no utilizar el sitio.`,
  },
  {
    title: 'Naturaleza del servicio',
    text: `${site.name} es una plataforma que informa sobre los servicios, tarifas y tiempos de las paqueterías y gestiona la emisión de guías. El sitio solo informa e intermedia: la recolección, el traslado y la entrega de los envíos los realiza la paquetería elegida, con quien se celebra el contrato de transporte.`,
  },
  {
    title: 'Cuentas de usuario',
    text: 'Para cotizar y comprar guías necesitas una cuenta, que aprobamos antes de activarla. Eres responsable de la confidencialidad de tu contraseña y de toda actividad realizada con tu cuenta; avísanos de inmediato si detectas un uso no autorizado.',
  },
  {
    title: 'Obligaciones del remitente',
    text: 'El remitente proporciona información veraz y completa del paquete: peso, medidas, contenido, valor declarado y datos de origen y destino. El remitente paga todos los cargos derivados del envío, incluidos sobrepesos, reexpediciones, almacenaje y cualquier otro cargo que aplique la paquetería.',
  },
  {
    title: 'Artículos prohibidos',
    text: 'No se permite enviar artículos prohibidos o restringidos por la ley o por las paqueterías, como armas, explosivos, sustancias peligrosas o inflamables, drogas, dinero en efectivo, animales vivos o mercancía ilegal. El envío de estos artículos es responsabilidad exclusiva del remitente y puede ocasionar la cancelación del servicio sin reembolso.',
  },
  {
    title: 'Tiempos de entrega',
    text: 'Los tiempos de entrega son los que establece cada paquetería y se muestran como estimados. No dependen de nosotros y pueden variar por causas operativas, climáticas, de zona de cobertura o de fuerza mayor.',
  },
  {
    title: 'Precios, pagos y monedero',
    text: 'Los precios se expresan en pesos mexicanos e incluyen IVA. Puedes pagar con tarjeta a través de PayPal o con el saldo de tu monedero prepagado. El saldo del monedero solo puede usarse para pagar servicios dentro del sitio y no genera intereses.',
  },
  {
    title: 'Sobrepesos',
    text: 'Si la paquetería determina un peso o medidas mayores a los declarados, se generará un cargo por sobrepeso que te notificaremos por correo electrónico. El envío puede quedar retenido hasta que el cargo sea pagado.',
  },
  {
    title: 'Cancelaciones y reembolsos',
    text: 'Puedes solicitar la cancelación de una guía que aún no haya sido entregada a la paquetería ni utilizada. Los reembolsos procedentes se abonan a tu monedero o al medio de pago original, de acuerdo con las políticas de la paquetería.',
  },
  {
    title: 'Reclamaciones por pérdida, daño o retraso',
    text: 'Las reclamaciones por pérdida, daño o retraso se presentan ante la paquetería responsable del traslado, conforme a sus propias condiciones y plazos. Te orientamos y acompañamos durante el trámite, pero la resolución y, en su caso, la indemnización corresponden a la paquetería.',
  },
  {
    title: 'Privacidad',
    text: 'Tratamos tus datos personales y los de tus destinatarios conforme a nuestro aviso de privacidad y a la legislación mexicana en materia de protección de datos personales.',
  },
  {
    title: 'Disponibilidad del sitio',
    text: 'Procuramos que el sitio esté disponible en todo momento, pero no garantizamos su disponibilidad continua ni libre de errores. Puede haber interrupciones por mantenimiento, fallas técnicas o causas ajenas a nosotros, incluidas las de los sistemas de las paqueterías.',
  },
  {
    title: 'Propiedad intelectual',
    text: `Las marcas, logotipos, textos y el software de ${site.name} son de su propiedad o se usan con autorización. Las marcas de las paqueterías pertenecen a sus respectivos titulares. No está permitido copiarlos ni usarlos sin autorización previa y por escrito.`,
  },
  {
    title: 'Limitación de responsabilidad',
    text: `${site.name} no es responsable por daños indirectos, lucro cesante ni por actos u omisiones de las paqueterías. En cualquier caso, nuestra responsabilidad se limita al monto pagado por el servicio de que se trate.`,
  },
  {
    title: 'Modificaciones',
    text: 'Podemos modificar estos términos en cualquier momento. Publicaremos la versión vigente en esta página; el uso del sitio después de un cambio implica tu aceptación de los términos modificados.',
  },
  {
    title: 'Legislación aplicable, jurisdicción y contacto',
    text: `Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México, renunciando a cualquier otro fuero. Para cualquier duda escríbenos a ${site.supportEmail}.`,
  },
];
