import {
  CARRIER_STATUS_CODES,
  NORMALISED_STATUS_CARRIERS,
  PORTAL_TRACKING_STATUSES,
  PORTAL_TRACKING_STATUS_LABELS,
  normaliseCarrierStatus,
} from './portal-status';

describe('normaliseCarrierStatus', () => {
  it('maps FedEx codes', () => {
    expect(normaliseCarrierStatus('FEDEX', 'IN')).toBe('label_created');
    expect(normaliseCarrierStatus('FEDEX', 'OC')).toBe('label_created');
    expect(normaliseCarrierStatus('FEDEX', 'PU')).toBe('picked_up');
    expect(normaliseCarrierStatus('FEDEX', 'IT')).toBe('in_transit');
    expect(normaliseCarrierStatus('FEDEX', 'EP')).toBe('in_transit');
    expect(normaliseCarrierStatus('FEDEX', 'CC')).toBe('in_transit');
    expect(normaliseCarrierStatus('FEDEX', 'OD')).toBe('out_for_delivery');
    expect(normaliseCarrierStatus('FEDEX', 'DL')).toBe('delivered');
    expect(normaliseCarrierStatus('FEDEX', 'HP')).toBe('available_for_pickup');
    expect(normaliseCarrierStatus('FEDEX', 'DE')).toBe('exception');
    expect(normaliseCarrierStatus('FEDEX', 'RS')).toBe('returning');
    expect(normaliseCarrierStatus('FEDEX', 'CA')).toBe('cancelled');
  });

  it('maps DHL typeCodes, where CC means awaiting collection', () => {
    expect(normaliseCarrierStatus('DHL', 'PU')).toBe('picked_up');
    expect(normaliseCarrierStatus('DHL', 'RR')).toBe('in_transit');
    expect(normaliseCarrierStatus('DHL', 'WC')).toBe('out_for_delivery');
    expect(normaliseCarrierStatus('DHL', 'OK')).toBe('delivered');
    expect(normaliseCarrierStatus('DHL', 'CC')).toBe('available_for_pickup');
    expect(normaliseCarrierStatus('DHL', 'NH')).toBe('exception');
  });

  it('maps Paquetexpress codes', () => {
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'SWB')).toBe('label_created');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'HCA')).toBe('picked_up');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'WHU')).toBe('in_transit');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'HTC')).toBe('out_for_delivery');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'BDL')).toBe('delivered');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'REO')).toBe('available_for_pickup');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'HNR')).toBe('exception');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'RGR')).toBe('returning');
    expect(normaliseCarrierStatus('PAQUETEXPRESS', 'CBK')).toBe('cancelled');
  });

  it('maps the simulated codes of Estafeta, Redpack and AMPM, and DHL returns', () => {
    for (const carrier of ['ESTAFETA', 'REDPACK', 'AMPM'] as const) {
      expect(normaliseCarrierStatus(carrier, 'GC')).toBe('label_created');
      expect(normaliseCarrierStatus(carrier, 'RC')).toBe('picked_up');
      expect(normaliseCarrierStatus(carrier, 'ET')).toBe('in_transit');
      expect(normaliseCarrierStatus(carrier, 'ER')).toBe('out_for_delivery');
      expect(normaliseCarrierStatus(carrier, 'EN')).toBe('delivered');
      expect(normaliseCarrierStatus(carrier, 'IN')).toBe('exception');
      expect(normaliseCarrierStatus(carrier, 'DV')).toBe('returning');
    }
    expect(normaliseCarrierStatus('DHL', 'RT')).toBe('returning');
  });
  it('compares codes trimmed and case-insensitively', () => {
    expect(normaliseCarrierStatus('FEDEX', ' dl ')).toBe('delivered');
  });

  it('returns null for unknown codes', () => {
    expect(normaliseCarrierStatus('FEDEX', 'ZZ')).toBeNull();
    expect(normaliseCarrierStatus('DHL', 'IN')).toBeNull();
    expect(normaliseCarrierStatus('DHL', '')).toBeNull();
  });

  it('never lists a code under two statuses of the same carrier', () => {
    for (const carrier of NORMALISED_STATUS_CARRIERS) {
      const codes = Object.values(CARRIER_STATUS_CODES[carrier]).flat();
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});

describe('PORTAL_TRACKING_STATUS_LABELS', () => {
  it('has a Spanish label for every portal status', () => {
    for (const status of PORTAL_TRACKING_STATUSES) {
      expect(PORTAL_TRACKING_STATUS_LABELS[status]).toMatch(/\S/);
    }
    expect(PORTAL_TRACKING_STATUS_LABELS.delivered).toBe('Entregado');
  });
});
