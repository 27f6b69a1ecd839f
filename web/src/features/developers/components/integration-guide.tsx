import { Anchor, Card, Code, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { guideExamples } from '../lib/integration-guide';

interface GuideStepProps {
  title: string;
  children: ReactNode;
  /** A curl command to run as it is, once the key replaces envmx_live_…; or code to copy. */
  example?: string;
  /** What follows the paragraph and comes before the example (a list of points). */
  details?: ReactNode;
}

function GuideStep({ title, children, example, details }: GuideStepProps) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm">{children}</Text>
      {details}
      {example && (
        // Long lines wrap rather than scroll: nothing inside would take the keyboard focus to scroll it.
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {example}
        </Code>
      )}
    </Stack>
  );
}

/** What a webhook receiver must do; the signature's check follows as the step's example. */
function WebhookPoints() {
  return (
    <>
      <List size="sm" spacing={4} withPadding>
        <List.Item>
          <strong>Verifica la firma</strong>: calcula el HMAC-SHA256 de <Code>{'${t}.${cuerpo}'}</Code> (el
          cuerpo tal como llegó, sin volver a serializarlo) con tu secreto y compáralo en tiempo constante con
          cada <Code>v1</Code> del encabezado. Rechaza la entrega si <Code>t</Code> tiene más de 5 minutos.
          Tras rotar el secreto, durante 24 horas llegan dos <Code>v1</Code>: basta con que coincida uno.
        </List.Item>
        <List.Item>
          <strong>Responde 2xx en menos de 10 segundos</strong> y haz el trabajo pesado después. Si no
          respondes a tiempo o respondes un error, reintentamos con esperas crecientes durante unas 24 horas.
        </List.Item>
        <List.Item>
          Los eventos de un mismo envío llegan <strong>en orden</strong>. Un evento puede llegar más de una
          vez (un reintento, un reenvío): <strong>descarta los repetidos por su id</strong>.
        </List.Item>
        <List.Item>
          <Code>GET /api/v2/events</Code> lista el registro de eventos de tu cuenta, para conciliar lo que
          recibiste.
        </List.Item>
      </List>
      <Text size="sm">
        La verificación en Node.js, con <Code>createHmac</Code> y <Code>timingSafeEqual</Code> de{' '}
        <Code>node:crypto</Code>:
      </Text>
    </>
  );
}

/** 'Integra en 10 minutos': from a key to a tracked shipment with curl, against this same server. */
export function IntegrationGuide() {
  const examples = guideExamples(window.location.origin);
  return (
    <Card component="section" aria-labelledby="developers-guide" data-testid="integration-guide">
      <Title order={2} size="h4" id="developers-guide">
        Integra en 10 minutos
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        La API pública (<Code>/api/v2</Code>) recibe y responde JSON. Estos pasos cotizan, crean, pagan,
        descargan y rastrean un envío desde tu terminal.
      </Text>
      <Stack gap="lg">
        <GuideStep title="1. Crea una clave">
          Con «Nueva clave» le pones un nombre y eliges sus permisos. La clave se muestra una sola vez:
          guárdala en la configuración de tu servidor, nunca en una página web ni en una URL. Envíala en cada
          solicitud en el encabezado <Code>Authorization: Bearer</Code>. Empieza con una clave de{' '}
          <strong>prueba</strong> (<Code>envmx_test_…</Code>): funciona igual, paga con el saldo de prueba
          («Recargar saldo de prueba») y sus guías dicen «PRUEBA — SIN VALOR»; ninguna paquetería las recibe.
        </GuideStep>
        <GuideStep title="2. Cotiza" example={examples.rates}>
          Del código postal de origen al de destino, con el peso (kg) y las medidas (cm) de cada paquete. Cada
          tarifa de la respuesta trae su <Code>id</Code>, la paquetería, el servicio y el precio en centavos (
          <Code>{'{"amount": 18950, "currency": "MXN"}'}</Code> son $189.50).
        </GuideStep>
        <GuideStep title="3. Crea el envío" example={examples.shipment}>
          Con el <Code>id</Code> de la tarifa elegida como <Code>rate_id</Code>, las direcciones de origen y
          destino y los mismos paquetes. El encabezado <Code>Idempotency-Key</Code> es obligatorio: si repites
          la solicitud con el mismo valor (por ejemplo, tras un corte de red), recibes la misma respuesta y no
          se crea otro envío. Usa uno distinto para cada operación, como el número de tu pedido.
        </GuideStep>
        <GuideStep title="4. Paga" example={examples.payment}>
          Con el saldo de tu monedero, uno o varios envíos a la vez: se pagan todos o ninguno. También lleva{' '}
          <Code>Idempotency-Key</Code>.
        </GuideStep>
        <GuideStep title="5. Descarga la guía" example={examples.label}>
          Cuando el envío está pagado, <Code>GET /api/v2/shipments/{'{id}'}/label</Code>. Con{' '}
          <Code>?format=pdf</Code>, <Code>pdf_4x6</Code> o <Code>zpl</Code> eliges el formato.
        </GuideStep>
        <GuideStep title="6. Rastrea" example={examples.tracking}>
          <Code>GET /api/v2/tracking/{'{guía}'}</Code> responde el estado del envío y sus eventos.
        </GuideStep>
        <GuideStep title="7. Recibe webhooks" details={<WebhookPoints />} example={examples.webhook}>
          Con «Nuevo webhook» eliges la URL de tu servidor y los eventos que quieres recibir; su secreto de
          firma (<Code>whsec_…</Code>) se muestra una sola vez. Cada entrega es un <Code>POST</Code> con el
          JSON <Code>{'{"id", "type", "mode", "created_at", "data"}'}</Code> y los encabezados{' '}
          <Code>Envios-Signature</Code> (<Code>t=…,v1=…</Code>), <Code>Envios-Event-Id</Code> y{' '}
          <Code>Envios-Event-Type</Code>.
        </GuideStep>
        <GuideStep title="Límites y errores">
          Cada respuesta trae los encabezados <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code> y{' '}
          <Code>RateLimit-Reset</Code>. Si te pasas del límite, la respuesta es <Code>429</Code> con{' '}
          <Code>Retry-After</Code>: los segundos que debes esperar antes de reintentar. Los errores llegan
          como <Code>{'{"statusCode", "code", "message"}'}</Code>, con el mensaje en español; una clave
          revocada responde <Code>401</Code> con el código <Code>API_KEY.INVALID</Code>.
        </GuideStep>
      </Stack>
      <Text size="sm" mt="lg">
        Todas las rutas, campos y respuestas están en el documento OpenAPI:{' '}
        <Anchor href={examples.openapi} underline="always" style={{ overflowWrap: 'anywhere' }}>
          {examples.openapi}
        </Anchor>
      </Text>
    </Card>
  );
}
