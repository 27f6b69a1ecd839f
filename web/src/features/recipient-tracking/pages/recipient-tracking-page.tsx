import type { RecipientPage } from '@envios/contracts';
import { Messages } from '@envios/contracts/messages';
import { formatDateTime, PORTAL_TRACKING_STATUS_LABELS, type PortalTrackingStatus } from '@envios/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { Notice, Spinner } from '@/shared/ui/site/site-ui';
import { getRecipientPage } from '../api/recipient-api';
import { RecipientShell } from '../components/recipient-shell';
import r from '../components/recipient.module.css';

const STEPS: readonly { label: string; reached: readonly PortalTrackingStatus[] }[] = [
  {
    label: 'Guía generada',
    reached: [
      'label_created',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'available_for_pickup',
      'exception',
      'returning',
    ],
  },
  {
    label: 'En camino',
    reached: ['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'available_for_pickup'],
  },
  { label: 'En ruta de entrega', reached: ['out_for_delivery', 'delivered'] },
  { label: 'Entregado', reached: ['delivered'] },
];

const dayFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/**
 * /rastreo/{guía} (issue 30): what the recipient of a parcel opens from the sender's e-mail, on a
 * phone — the sender's name and logo, where the parcel is, when it should arrive, the carrier's own
 * link and every event; a guide we do not know says the spec's 'No se encontró la guía {guía}.'.
 */
export function RecipientTrackingPage() {
  const { guide = '' } = useParams();
  const [state, setState] = useState<{ page?: RecipientPage; error?: string }>({});

  useEffect(() => {
    let current = true;
    setState({});
    void getRecipientPage(guide).then((result) => {
      if (!current) return;
      setState(
        result.data
          ? { page: result.data }
          : { error: errorMessage(result.error, Messages.tracking.notFound(guide.toUpperCase())) },
      );
    });
    return () => {
      current = false;
    };
  }, [guide]);

  const { page, error } = state;
  if (error)
    return (
      <RecipientShell sender={null}>
        <section className={r.card} aria-labelledby="recipient-status">
          <h1 id="recipient-status" className={r.sectionTitle}>
            Rastreo de la guía {guide.toUpperCase()}
          </h1>
          <Notice color="red">{error}</Notice>
        </section>
      </RecipientShell>
    );
  if (!page)
    return (
      <RecipientShell sender={null}>
        <Spinner label="Cargando el rastreo" fullHeight />
      </RecipientShell>
    );

  const statusLabel = page.status ? PORTAL_TRACKING_STATUS_LABELS[page.status] : page.status_text;
  const place = [page.recipient.city, page.recipient.state].filter(Boolean).join(', ');
  return (
    <RecipientShell
      sender={page.sender}
      footer={
        page.opt_out_url ? (
          <Link to={page.opt_out_url}>No quiero recibir más avisos de {page.sender.name}</Link>
        ) : undefined
      }
    >
      <section className={r.card} aria-labelledby="recipient-status">
        <p className={r.greeting}>
          {page.recipient.first_name ? `Hola ${page.recipient.first_name}, tu` : 'Tu'} envío de{' '}
          {page.sender.name}
        </p>
        <h1
          id="recipient-status"
          className={`${r.status} ${page.status === 'delivered' ? r.delivered : ''} ${page.status === 'exception' ? r.exception : ''}`}
        >
          {statusLabel}
        </h1>
        {page.delivered_at ? (
          <p className={r.expected}>Entregado el {formatDateTime(page.delivered_at)}</p>
        ) : page.expected_delivery ? (
          <p className={r.expected}>
            Entrega estimada: <strong>{formatDay(page.expected_delivery)}</strong>
          </p>
        ) : null}
        <ol className={r.steps} aria-label="Avance del envío">
          {STEPS.map((step) => {
            const done = !!page.status && step.reached.includes(page.status);
            return (
              <li key={step.label} className={`${r.step} ${done ? r.stepDone : ''}`}>
                {step.label}
                <span className={r.srOnly}>{done ? ' (completado)' : ' (pendiente)'}</span>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={r.card} aria-labelledby="recipient-details">
        <h2 id="recipient-details" className={r.sectionTitle}>
          Detalles
        </h2>
        <dl className={r.facts}>
          <dt>Paquetería</dt>
          <dd>{page.carrier_name}</dd>
          <dt>Guía</dt>
          <dd>{page.guide}</dd>
          {place && (
            <>
              <dt>Destino</dt>
              <dd>{place}</dd>
            </>
          )}
        </dl>
        {page.carrier_tracking_url && (
          <a
            className={r.carrierLink}
            href={page.carrier_tracking_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ver en el sitio de {page.carrier_name}
          </a>
        )}
      </section>

      <section className={r.card} aria-labelledby="recipient-events">
        <h2 id="recipient-events" className={r.sectionTitle}>
          Movimientos
        </h2>
        {page.events.length ? (
          <ol className={r.timeline}>
            {page.events.map((e, i) => (
              <li key={`${e.date}-${i}`} className={r.event}>
                <p className={r.eventText}>{e.description}</p>
                <p className={r.eventMeta}>
                  {formatDateTime(e.date)}
                  {e.location ? ` · ${e.location}` : ''}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className={r.empty}>La paquetería aún no reporta movimientos. Vuelve a revisar más tarde.</p>
        )}
      </section>
    </RecipientShell>
  );
}
