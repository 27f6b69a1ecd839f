import {
  guideReadyMail,
  overweightMail,
  paymentReceiptMail,
  refundMail,
  topUpReceiptMail,
  type MailPerson,
} from './mail-templates';

const client: MailPerson = { email: 'ana@example.mx', firstName: 'Ana', showAmounts: true };
const operativo: MailPerson = { email: 'beto@example.mx', firstName: 'Beto', showAmounts: false };
const SETTINGS = 'https://portal.example.mx/settings';
const both = (m: { html: string; text: string }) => [m.html, m.text];

const payment = {
  paymentId: 'pay-1',
  method: 'wallet' as const,
  totalCentavos: 123_450,
  paidAt: '2025-03-01T18:30:00.000Z',
  shipments: [
    { carrier: 'ESTAFETA', serviceName: 'Terrestre', amountCentavos: 100_000 },
    { carrier: 'FEDEX', serviceName: 'Express', amountCentavos: 23_450 },
  ],
};

describe('transactional mail templates', () => {
  it('writes a payment receipt in es-MX pesos and Mexico City time, in HTML and in text', () => {
    const mail = paymentReceiptMail(client, payment, {
      shipments: 'https://p.mx/shipments',
      settings: SETTINGS,
    });
    expect(mail.subject).toBe('Recibo de pago de tus 2 envíos');
    for (const body of both(mail)) {
      expect(body).toContain('$1,234.50');
      expect(body).toContain('$1,000.00');
      expect(body).toContain('$234.50');
      expect(body).toContain('01/03/2025 12:30:00');
      expect(body).toContain('Estafeta');
      expect(body).toContain('FedEx');
      expect(body).toContain(SETTINGS);
    }
  });

  it('leaves every amount out of the mails of a person who sees none', () => {
    const mails = [
      paymentReceiptMail(operativo, payment, { shipments: 'https://p.mx/shipments', settings: SETTINGS }),
      topUpReceiptMail(
        operativo,
        { via: 'staff', amountCentavos: 50_000, at: '2025-03-01T18:30:00Z', reason: 'Bonificación' },
        { wallet: null, settings: SETTINGS },
      ),
      refundMail(
        operativo,
        {
          amountCentavos: 23_450,
          reason: 'guide-cancelled',
          numberGuide: '123',
          refundedAt: '2025-03-01T18:30:00Z',
        },
        { shipment: 'https://p.mx/shipments/1', wallet: null, settings: SETTINGS },
      ),
      overweightMail(operativo, { numberGuide: '123', overweightKg: 1.5, costCentavos: 8_735 }, false, {
        shipment: 'https://p.mx/shipments/1',
        wallet: null,
        settings: SETTINGS,
      }),
    ];
    for (const mail of mails) {
      for (const body of both(mail)) {
        expect(body).not.toMatch(/\$|MXN|1,000|234|500\.00|87\.35/);
        expect(body).not.toMatch(/Total|Monto|Importe|Cargo por/);
      }
    }
    expect(mails[1].text).toContain('Bonificación');
  });

  it('compares declared and measured parcels in the overweight mail and says how to pay it', () => {
    const parcel = { weight: 2, height: 15, width: 20, depth: 30 };
    const mail = overweightMail(
      client,
      {
        numberGuide: '9876',
        carrier: 'DHL',
        serviceName: 'Economy',
        overweightKg: 1.5,
        costCentavos: 8_735,
        declared: { parcels: [parcel], billedKg: 2 },
        measured: { parcels: [{ ...parcel, weight: 3.5 }], billedKg: 3.5 },
      },
      false,
      { shipment: 'https://p.mx/shipments/s1', wallet: 'https://p.mx/prepaids', settings: SETTINGS },
    );
    expect(mail.subject).toBe('Sobrepeso registrado en tu guía 9876');
    expect(mail.text).toContain(
      '- Paquete 1 · Declarado: 2 kg · 15 × 20 × 30 cm · Medido: 3.5 kg · 15 × 20 × 30 cm',
    );
    expect(mail.text).toContain('- Peso facturable · Declarado: 2 kg · Medido: 3.5 kg');
    expect(mail.text).toContain('Cargo por sobrepeso: $87.35');
    expect(mail.text).toContain('«Pagar sobrepeso»');
    expect(mail.html).toContain('href="https://p.mx/shipments/s1"');
    expect(mail.html).toContain('href="https://p.mx/prepaids"');
    // The overweight mail cannot be turned off: no opt-out footer.
    expect(mail.text).not.toContain('dejar de recibir');

    const autopaid = overweightMail(client, { overweightKg: 1, costCentavos: 100 }, true, {
      shipment: 'https://p.mx/shipments/s1',
      wallet: null,
      settings: SETTINGS,
    });
    expect(autopaid.text).toContain('Tienes activado el pago automático');
    expect(autopaid.html).not.toContain('prepaids');
  });

  it('links the label until it expires and escapes what people typed', () => {
    const mail = guideReadyMail(
      client,
      {
        numberGuide: '555',
        carrier: 'ESTAFETA',
        serviceName: 'Día siguiente',
        recipient: { name: '<b>Beto</b> & Co', city: 'Monterrey', stateShort: 'NL' },
      },
      {
        label: {
          url: 'https://p.mx/api/public/a.pdf?expires=1&signature=x',
          expiresAt: new Date('2025-03-08T18:00:00Z'),
        },
        shipment: 'https://p.mx/shipments/s1',
        settings: SETTINGS,
      },
    );
    expect(mail.subject).toBe('Tu guía Estafeta 555 está lista');
    expect(mail.html).toContain('&lt;b&gt;Beto&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Beto');
    expect(mail.html).toContain('href="https://p.mx/api/public/a.pdf?expires=1&amp;signature=x"');
    expect(mail.text).toContain('Descargar guía: https://p.mx/api/public/a.pdf?expires=1&signature=x');
    expect(mail.text).toContain('08/03/2025 12:00:00');
    expect(mail.text).toContain('Destino: Monterrey, NL');
  });
});
