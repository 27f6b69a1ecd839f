import {
  CARRIER_CODES,
  CARRIER_CONFIG_KEYS,
  CARRIER_CONFIG_MODES,
  CARRIER_CONFIG_NAMES,
  CARRIER_FILTER_CODES,
  CARRIER_LABELS,
  isCarrierConfigMode,
  isCarrierConfigName,
  missingConfigKeys,
  toCarrierCode,
} from './carriers';

describe('carriers', () => {
  it('lists the six carriers', () => {
    expect(CARRIER_CODES).toEqual(['DHL', 'FEDEX', 'ESTAFETA', 'PAQUETEXPRESS', 'REDPACK', 'AMPM']);
    expect(CARRIER_LABELS.FEDEX).toBe('FedEx');
  });

  it('offers DHL, FEDEX, ESTAFETA and PAQUETEXPRESS in the carrier filter', () => {
    expect(CARRIER_FILTER_CODES).toEqual(['DHL', 'FEDEX', 'ESTAFETA', 'PAQUETEXPRESS']);
  });

  it('reads carrier codes in any case', () => {
    expect(toCarrierCode(' fedex ')).toBe('FEDEX');
    expect(toCarrierCode('Paquetexpress')).toBe('PAQUETEXPRESS');
    expect(toCarrierCode('UPS')).toBeNull();
    expect(toCarrierCode(null)).toBeNull();
  });
});

describe('carrier configurations', () => {
  it('names EPAK, FEDEX and ENTREGA with their key sets', () => {
    expect(CARRIER_CONFIG_NAMES).toEqual(['EPAK', 'FEDEX', 'ENTREGA']);
    expect(CARRIER_CONFIG_KEYS).toEqual({
      EPAK: ['token', 'url'],
      FEDEX: ['url', 'client_id', 'client_secret', 'account'],
      ENTREGA: ['url', 'usuario', 'contrasena'],
    });
  });

  it('has the modes test and production', () => {
    expect(CARRIER_CONFIG_MODES).toEqual(['test', 'production']);
    expect(isCarrierConfigMode('production')).toBe(true);
    expect(isCarrierConfigMode('sandbox')).toBe(false);
  });

  it('recognises configuration names exactly', () => {
    expect(isCarrierConfigName('ENTREGA')).toBe(true);
    expect(isCarrierConfigName('entrega')).toBe(false);
    expect(isCarrierConfigName('DHL')).toBe(false);
  });

  it('lists missing or blank keys of a configuration', () => {
    expect(missingConfigKeys('EPAK', { token: 't', url: 'https://x' })).toEqual([]);
    expect(missingConfigKeys('FEDEX', { url: 'https://x', client_id: ' ', account: 7 })).toEqual([
      'client_id',
      'client_secret',
      'account',
    ]);
    expect(missingConfigKeys('ENTREGA', {})).toEqual(['url', 'usuario', 'contrasena']);
  });
});
