import { CarrierConnectors } from './connector-factory';
import { FedexConnector } from './fedex/fedex.connector';
import { RatecardConnector } from './ratecard/ratecard.connector';

const FEDEX_KEYS = {
  url: 'https://apis-sandbox.fedex.com',
  client_id: 'project-key',
  client_secret: 'project-secret',
  account: '123456789',
};

describe('CarrierConnectors (the one connector factory)', () => {
  const connectors = new CarrierConnectors();

  it('gives FEDEX with complete keys its API connector, once per credential', () => {
    const first = connectors.connectorFor('FEDEX', FEDEX_KEYS, 'quote');
    expect(first).toBeInstanceOf(FedexConnector);
    expect(first.source).toBe('fedex');
    expect(connectors.connectorFor('FEDEX', { ...FEDEX_KEYS }, 'label')).toBe(first);
    expect(connectors.connectorFor('FEDEX', { ...FEDEX_KEYS, account: '987654321' }, 'quote')).not.toBe(
      first,
    );
  });

  it('prices, labels and collects with the rate card when the FedEx keys lack the shipper account', () => {
    const { account: _account, ...project } = FEDEX_KEYS;
    for (const capability of ['quote', 'label', 'pickup'] as const) {
      expect(connectors.connectorFor('FEDEX', project, capability)).toBe(connectors.ratecard);
      expect(connectors.apiConnector('FEDEX', project, capability)).toBeNull();
    }
    // Tracking needs only the API project.
    expect(connectors.apiConnector('FEDEX', project, 'track')).toBeInstanceOf(FedexConnector);
  });

  it.each([
    ['no keys', null],
    ['a blank url', { ...FEDEX_KEYS, url: '' }],
    ['no client secret', { ...FEDEX_KEYS, client_secret: undefined }],
  ])('falls back to the rate card with %s', (_case, keys) => {
    expect(connectors.connectorFor('FEDEX', keys, 'quote')).toBe(connectors.ratecard);
  });

  it('gives the carriers without an API the rate card, whatever keys come', () => {
    for (const carrier of ['DHL', 'ESTAFETA', 'PAQUETEXPRESS', 'REDPACK', 'AMPM'] as const) {
      expect(connectors.connectorFor(carrier, FEDEX_KEYS, 'quote')).toBe(connectors.ratecard);
      expect(connectors.apiConnector(carrier, FEDEX_KEYS, 'track')).toBeNull();
    }
    expect(connectors.ratecard).toBeInstanceOf(RatecardConnector);
  });

  it('keeps at most maxApiConnectors credentials (then starts over)', () => {
    const small = new CarrierConnectors({ maxApiConnectors: 2 });
    const a = small.connectorFor('FEDEX', { ...FEDEX_KEYS, account: '1' }, 'quote');
    small.connectorFor('FEDEX', { ...FEDEX_KEYS, account: '2' }, 'quote');
    expect(small.connectorFor('FEDEX', { ...FEDEX_KEYS, account: '1' }, 'quote')).toBe(a);
    small.connectorFor('FEDEX', { ...FEDEX_KEYS, account: '3' }, 'quote');
    expect(small.connectorFor('FEDEX', { ...FEDEX_KEYS, account: '1' }, 'quote')).not.toBe(a);
  });

  it('has no carrier network unless given one: the rate card then refuses what needs it', () => {
    const signal = AbortSignal.timeout(1000);
    expect(() =>
      connectors.ratecard.cancelLabel({ carrier: 'DHL', trackingNumber: '1234567890', signal }),
    ).toThrow('RatecardConnector without a carrier network to cancel labels on');
  });
});
