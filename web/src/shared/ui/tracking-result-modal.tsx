import type { TrackingResult as TrackingAnswer } from '@envios/contracts';
import { Messages } from '@envios/contracts/messages';
import {
  CARRIER_LABELS,
  PORTAL_TRACKING_STATUS_LABELS,
  externalTrackingUrl,
  formatDateTime,
} from '@envios/domain';
import { IconExternalLink, IconFileDownload, IconPackage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorStatus } from '../api/api-error';
import { postJson, type PublicCallResult } from '../api/public-api';
import { groupEventsByDay } from '../lib/group-events';
import { Dialog, Notice, siteStyles as s, Spinner } from './site/site-ui';
import t from './tracking-result.module.css';

type TrackingEvent = TrackingAnswer['shipment_event'][number];

/** POST /tracking (public): the guide's status and events, asked afresh each time it is opened. */
function useTracking(guide: string): PublicCallResult<TrackingAnswer> | null {
  const [result, setResult] = useState<PublicCallResult<TrackingAnswer> | null>(null);
  useEffect(() => {
    let open = true;
    setResult(null);
    void postJson<TrackingAnswer>('/tracking', { guide_number: guide }).then(
      (answer) => open && setResult(answer),
    );
    return () => {
      open = false;
    };
  }, [guide]);
  return result;
}

/**
 * 'Resultado del Envío' for a searched guide (the navbar's search, the shipments list), in a native
 * dialog: plain HTML, so a visitor's first search loads no dashboard library.
 */
export function TrackingResult({ guide, onClose }: { guide: string; onClose: () => void }) {
  const result = useTracking(guide);
  return (
    <Dialog title={Messages.tracking.resultTitle} onClose={onClose}>
      <p className={`${s.small} ${s.dimmed} ${t.guide}`}>
        Guía: <strong>{guide}</strong>
      </p>
      <TrackingResultBody result={result} guide={guide} />
    </Dialog>
  );
}

function TrackingResultBody({
  result,
  guide,
}: {
  result: PublicCallResult<TrackingAnswer> | null;
  guide: string;
}) {
  if (!result) return <Spinner label="Consultando guía" />;
  if (result.error) {
    return errorStatus(result.error) === 404 ? (
      <Notice color="yellow" data-testid="tracking-not-found">
        {Messages.tracking.notFound(guide)}
      </Notice>
    ) : (
      <Notice color="red">{Messages.api.serviceUnavailable}</Notice>
    );
  }
  return (
    <div className={s.stack}>
      <TrackingSummary data={result.data} />
      <TrackingEvents events={result.data.shipment_event} />
    </div>
  );
}

/** The guide's status, its carrier, and where else to follow it (the carrier's page, the PDF). */
export function TrackingSummary({ data }: { data: TrackingAnswer }) {
  const external = externalTrackingUrl(data.carrier, data.number_guide);
  return (
    <div className={t.summary} data-testid="tracking-summary">
      <div className={s.row} style={{ gap: 8 }}>
        <strong>{data.status}</strong>
        {data.portal_status && (
          <span className={`${s.badge} ${data.portal_status === 'delivered' ? s.badgeGreen : s.badgeTeal}`}>
            {PORTAL_TRACKING_STATUS_LABELS[data.portal_status]}
          </span>
        )}
      </div>
      <span className={`${s.small} ${s.dimmed}`}>
        {CARRIER_LABELS[data.carrier]}
        {data.delivered_at ? ` · Entregado el ${formatDateTime(data.delivered_at)}` : ''}
      </span>
      <div className={`${s.row} ${s.small}`}>
        {external && (
          <a href={external} target="_blank" rel="noopener noreferrer" className={`${s.link} ${t.iconLink}`}>
            Ver en el sitio de {CARRIER_LABELS[data.carrier]} <IconExternalLink size={14} aria-hidden />
          </a>
        )}
        <a
          href={`/api/public/${encodeURIComponent(data.number_guide)}.pdf`}
          target="_blank"
          className={`${s.link} ${t.iconLink}`}
        >
          Descargar rastreo (PDF) <IconFileDownload size={14} aria-hidden />
        </a>
      </div>
    </div>
  );
}

/** The events grouped by day, newest first (section 2: "events grouped by date"). */
export function TrackingEvents({ events }: { events: readonly TrackingEvent[] }) {
  const days = groupEventsByDay(events);
  if (days.length === 0) {
    return (
      <p className={`${s.dimmed} ${t.guide}`}>
        Tu guía está registrada; aún no tiene movimientos. Vuelve a consultarla más tarde.
      </p>
    );
  }
  return (
    <div className={t.days} data-testid="tracking-events">
      {days.map((day) => (
        <div key={day.key}>
          <h3 className={t.day}>{day.label}</h3>
          <ol className={t.timeline}>
            {day.events.map((event, index) => (
              <li key={index} className={t.event}>
                <span className={t.bullet} aria-hidden>
                  <IconPackage size={12} />
                </span>
                <span className={t.status}>{event.status}</span>
                {event.time && <span className={`${t.time} ${s.dimmed}`}>{event.time} h</span>}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
