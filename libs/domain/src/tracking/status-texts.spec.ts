import {
  TrackingTexts,
  ampmStatusText,
  dhlStatusText,
  estafetaStatusText,
  fedexStatusText,
  lastEventStatus,
  redpackStatusText,
  trackingStatusText,
} from './status-texts';

const events = (...statuses: string[]) =>
  statuses.map((status, i) => ({ status, date: `2025-01-0${i + 1}` }));

describe('TrackingTexts', () => {
  it("keeps the product's own spellings", () => {
    expect(TrackingTexts.delivered).toBe('Envío entrgado');
    expect(TrackingTexts.pickedUp).toBe('Envío Recolectado');
    expect(TrackingTexts.inTransit).toBe('Envío en tránsito');
    expect(TrackingTexts.awaitingPickup).toBe('En recolección');
    expect(TrackingTexts.awaitingPickupFedex).toBe('En recolecion');
    expect(TrackingTexts.labelCreated).toBe('Guía creada');
  });
});

describe('lastEventStatus', () => {
  it('takes the status of the last event in the list', () => {
    expect(lastEventStatus(events('Recolectado', 'En tránsito'))).toBe('En tránsito');
  });

  it('is null for no events, a null list or a blank last status', () => {
    expect(lastEventStatus([])).toBeNull();
    expect(lastEventStatus(null)).toBeNull();
    expect(lastEventStatus(undefined)).toBeNull();
    expect(lastEventStatus([{ status: '  ' }])).toBeNull();
    expect(lastEventStatus([{ status: null }])).toBeNull();
  });
});

describe.each(['dhl', 'dhlApi'] as const)('dhlStatusText (%s)', (source) => {
  it("says 'Envío entrgado' when the last event is the delivery", () => {
    expect(
      dhlStatusText(
        { events: events('El envío fue recolectado.', 'Envio entregado al destinatario') },
        source,
      ),
    ).toBe('Envío entrgado');
  });

  it('recognises the delivery text with accents, other case or a final period', () => {
    for (const text of [
      'Envío entregado al destinatario',
      'ENVIO ENTREGADO AL DESTINATARIO.',
      ' Envio entregado al destinatario ',
    ]) {
      expect(dhlStatusText({ events: events(text) }, source)).toBe(TrackingTexts.delivered);
    }
  });

  it("says 'Envío Recolectado' when the last event is the pickup", () => {
    expect(dhlStatusText({ events: events('El envío fue recolectado.') }, source)).toBe('Envío Recolectado');
    expect(dhlStatusText({ events: events('El envio fue recolectado') }, source)).toBe('Envío Recolectado');
  });

  it("says 'Envío en tránsito' for any other last event", () => {
    expect(
      dhlStatusText({ events: events('Envio entregado al destinatario', 'Salió de la instalación') }, source),
    ).toBe('Envío en tránsito');
    expect(dhlStatusText({ events: events('Envio entregado') }, source)).toBe('Envío en tránsito');
  });

  it("says 'En recolección' on a 404", () => {
    expect(dhlStatusText({ notFound: true, events: events('Envio entregado al destinatario') }, source)).toBe(
      'En recolección',
    );
  });
});

describe('dhlStatusText without events', () => {
  it("says 'En recolección' for DHL-API", () => {
    expect(dhlStatusText({ events: [] }, 'dhlApi')).toBe('En recolección');
    expect(dhlStatusText({}, 'dhlApi')).toBe('En recolección');
  });

  it("says 'Envío en tránsito' for classic DHL (anything else)", () => {
    expect(dhlStatusText({ events: [] }, 'dhl')).toBe('Envío en tránsito');
  });
});

describe('ampmStatusText', () => {
  it('shows the last event status', () => {
    expect(ampmStatusText({ events: events('Recibido', 'En ruta') })).toBe('En ruta');
  });

  it("says 'Envío en tránsito' without events", () => {
    expect(ampmStatusText({ events: [] })).toBe('Envío en tránsito');
  });
});

describe('estafetaStatusText', () => {
  it('shows the last event status', () => {
    expect(estafetaStatusText({ events: events('Recolectado', 'Entregado') })).toBe('Entregado');
  });

  it("says 'Guía creada' without events", () => {
    expect(estafetaStatusText({ events: [] })).toBe('Guía creada');
    expect(estafetaStatusText({ notFound: true })).toBe('Guía creada');
  });
});

describe('redpackStatusText', () => {
  it('shows the last event status', () => {
    expect(redpackStatusText({ events: events('En tránsito') })).toBe('En tránsito');
  });

  it("says 'En recolección' without events", () => {
    expect(redpackStatusText({ events: [] })).toBe('En recolección');
  });
});

describe('fedexStatusText', () => {
  it('gives the description for IN and DL', () => {
    expect(fedexStatusText({ code: 'IN', description: 'Initiated' })).toBe('Initiated');
    expect(fedexStatusText({ code: 'DL', description: 'Delivered' })).toBe('Delivered');
  });

  it('accepts the code in lower case or with spaces', () => {
    expect(fedexStatusText({ code: ' dl ', description: 'Entregado' })).toBe('Entregado');
  });

  it("says 'En recolecion' for any other code", () => {
    for (const code of ['IT', 'PU', 'OD', 'DE', '', 'DLX']) {
      expect(fedexStatusText({ code, description: 'Algo' })).toBe('En recolecion');
    }
  });

  it("says 'En recolecion' without a status or with an empty description", () => {
    expect(fedexStatusText(null)).toBe('En recolecion');
    expect(fedexStatusText({})).toBe('En recolecion');
    expect(fedexStatusText({ code: 'DL', description: ' ' })).toBe('En recolecion');
  });
});

describe('trackingStatusText', () => {
  const ev = (code: string, description: string) => ({ code, description });
  it('follows each carrier mapping of section 4', () => {
    expect(trackingStatusText('dhl', { notFound: true, events: [] })).toBe('En recolección');
    expect(
      trackingStatusText('dhlApi', {
        notFound: false,
        events: [ev('PU', 'El envío fue recolectado.'), ev('OK', 'Envio entregado al destinatario')],
      }),
    ).toBe('Envío entrgado');
    expect(trackingStatusText('fedex', { notFound: false, events: [ev('IN', 'Información enviada')] })).toBe(
      'Información enviada',
    );
    expect(trackingStatusText('fedex', { notFound: false, events: [ev('IT', 'En tránsito')] })).toBe(
      'En recolecion',
    );
    expect(trackingStatusText('fedex', { notFound: true, events: [] })).toBe('En recolecion');
    expect(trackingStatusText('estafeta', { notFound: false, events: [] })).toBe('Guía creada');
    expect(trackingStatusText('ampm', { notFound: false, events: [] })).toBe('Envío en tránsito');
    expect(trackingStatusText('redpack', { notFound: false, events: [ev('ET', 'En tránsito: León')] })).toBe(
      'En tránsito: León',
    );
  });
  it('shows Paquetexpress guides by their last event, or as created', () => {
    expect(trackingStatusText(null, { notFound: false, events: [] })).toBe('Guía creada');
    expect(trackingStatusText(null, { notFound: false, events: [ev('HTC', 'En ruta de entrega')] })).toBe(
      'En ruta de entrega',
    );
  });
});
