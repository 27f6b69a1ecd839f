import { DHL_API_SERVICES, trackingSourceFor, usesDhlApiTracking } from './tracking-source';

describe('usesDhlApiTracking', () => {
  it('lists the four DHL services tracked through DHL-API', () => {
    expect(DHL_API_SERVICES).toEqual([
      'SAMEDAY SPRINTLINE',
      'DOMESTICO ENVIO RETORNO',
      'ECONOMY SELECT DOMESTIC',
      'EXPRESS DOMESTIC FLAT',
    ]);
  });

  it('is true for each listed service, in any case, with accents or extra spaces', () => {
    for (const name of DHL_API_SERVICES) expect(usesDhlApiTracking(name)).toBe(true);
    expect(usesDhlApiTracking('Doméstico  Envío Retorno ')).toBe(true);
    expect(usesDhlApiTracking('express domestic flat')).toBe(true);
  });

  it('is false for other or missing services', () => {
    expect(usesDhlApiTracking('EXPRESS DOMESTIC')).toBe(false);
    expect(usesDhlApiTracking('EXPRESS DOMESTIC FLAT 12')).toBe(false);
    expect(usesDhlApiTracking('')).toBe(false);
    expect(usesDhlApiTracking(null)).toBe(false);
  });
});

describe('trackingSourceFor', () => {
  it('sends DHL-API services to dhlApi and other DHL services to dhl', () => {
    expect(trackingSourceFor('DHL', 'SAMEDAY SPRINTLINE')).toBe('dhlApi');
    expect(trackingSourceFor('DHL', 'EXPRESS DOMESTIC')).toBe('dhl');
    expect(trackingSourceFor('DHL')).toBe('dhl');
  });

  it('maps the other carriers with a tracking call', () => {
    expect(trackingSourceFor('FEDEX')).toBe('fedex');
    expect(trackingSourceFor('fedex')).toBe('fedex');
    expect(trackingSourceFor('REDPACK')).toBe('redpack');
    expect(trackingSourceFor('AMPM')).toBe('ampm');
    expect(trackingSourceFor('Estafeta')).toBe('estafeta');
  });

  it('has no source for Paquetexpress or unknown carriers', () => {
    expect(trackingSourceFor('PAQUETEXPRESS')).toBeNull();
    expect(trackingSourceFor('UPS')).toBeNull();
  });

  it('does not send a DHL-API service name of another carrier to dhlApi', () => {
    expect(trackingSourceFor('FEDEX', 'SAMEDAY SPRINTLINE')).toBe('fedex');
  });
});
