import { randomInt } from 'node:crypto';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import type { CarrierNetwork } from '../network/network';
import { SERVICES } from './pricing';
import type { FedexErrorItem } from './rate-validation';

/**
 * FedEx Ship (create label), POST /ship/v1/shipments, as carrier-apis.md §1.5 describes it: the
 * checks FedEx makes on a domestic MX shipment, one 12-digit tracking number per package, and a
 * label per package in the requested image type (PDF through pdfkit with a Code 128 barcode, or
 * ZPLII text), base64 in `encodedLabel` when labelResponseOptions is LABEL. Each tracking number
 * enters the simulated FEDEX network as it is made, so FedEx Track (track.ts) knows it from then on.
 */

const LINE_MAX = 35;
const PERSON_MAX = 70;
const IMAGE_TYPES = ['PDF', 'ZPLII'];
const STOCKS: Record<string, [number, number]> = {
  PAPER_LETTER: [612, 792],
  PAPER_4X6: [288, 432],
  STOCK_4X6: [288, 432],
};

interface Party {
  contact?: { personName?: unknown; companyName?: unknown; phoneNumber?: unknown };
  address?: { streetLines?: unknown; city?: unknown; postalCode?: unknown; countryCode?: unknown };
}
interface ShipBody {
  accountNumber?: { value?: unknown };
  labelResponseOptions?: unknown;
  requestedShipment?: {
    shipDatestamp?: unknown;
    serviceType?: unknown;
    packagingType?: unknown;
    shipper?: Party;
    recipients?: Party[];
    labelSpecification?: { imageType?: unknown; labelStockType?: unknown };
    requestedPackageLineItems?: { weight?: { units?: unknown; value?: unknown } }[];
  };
}

function checkParty(p: Party | undefined, who: string, errors: FedexErrorItem[]) {
  const bad = (field: string, message: string) =>
    errors.push({ code: 'SHIPMENT.REQUEST.INVALID', message: `${who}.${field}: ${message}` });
  const name = p?.contact?.personName ?? p?.contact?.companyName;
  if (typeof name !== 'string' || !name.trim())
    bad('contact.personName', 'personName or companyName is required.');
  else if (typeof p?.contact?.personName === 'string' && p.contact.personName.length > PERSON_MAX)
    bad('contact.personName', `at most ${PERSON_MAX} characters.`);
  const phone = p?.contact?.phoneNumber;
  if (typeof phone !== 'string' || phone.replace(/\D/g, '').length < 10)
    bad('contact.phoneNumber', 'at least 10 digits.');
  const lines = p?.address?.streetLines;
  if (!Array.isArray(lines) || !lines.length || lines.some((l) => typeof l !== 'string' || !l.trim()))
    bad('address.streetLines', 'at least one street line is required.');
  else if (lines.some((l: string) => l.length > LINE_MAX))
    bad('address.streetLines', `at most ${LINE_MAX} characters a line.`);
  const city = p?.address?.city;
  if (typeof city !== 'string' || !city.trim() || city.length > LINE_MAX)
    bad('address.city', `1 to ${LINE_MAX} characters.`);
  if (typeof p?.address?.postalCode !== 'string' || !/^\d{5}$/.test(p.address.postalCode))
    bad('address.postalCode', 'a 5-digit Mexican postal code.');
  if (p?.address?.countryCode !== 'MX') bad('address.countryCode', 'only MX is served by this sandbox.');
}

/** The request's errors, in FedEx's shape; empty when it can ship. */
export function validateShipRequest(body: unknown): FedexErrorItem[] {
  const errors: FedexErrorItem[] = [];
  const b = (body ?? {}) as ShipBody;
  const s = b.requestedShipment;
  if (typeof b.accountNumber?.value !== 'string' || !b.accountNumber.value)
    errors.push({ code: 'ACCOUNT.NUMBER.MISMATCH', message: 'accountNumber.value is required.' });
  if (!s) return [...errors, { code: 'SHIPMENT.REQUEST.INVALID', message: 'requestedShipment is required.' }];
  if (typeof s.shipDatestamp !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s.shipDatestamp))
    errors.push({ code: 'SHIPDATESTAMP.INVALID', message: 'shipDatestamp must be YYYY-MM-DD.' });
  if (!SERVICES.some((svc) => svc.serviceType === s.serviceType))
    errors.push({ code: 'SERVICETYPE.INVALID', message: 'serviceType is not offered for this shipment.' });
  checkParty(s.shipper, 'shipper', errors);
  if (!Array.isArray(s.recipients) || s.recipients.length !== 1)
    errors.push({ code: 'SHIPMENT.REQUEST.INVALID', message: 'recipients must hold one recipient.' });
  else checkParty(s.recipients[0], 'recipients[0]', errors);
  const spec = s.labelSpecification;
  if (!IMAGE_TYPES.includes(String(spec?.imageType)) || !(String(spec?.labelStockType) in STOCKS))
    errors.push({
      code: 'LABELSPECIFICATION.INVALID',
      message: `imageType ${IMAGE_TYPES.join('|')} and labelStockType ${Object.keys(STOCKS).join('|')}.`,
    });
  const items = s.requestedPackageLineItems;
  if (!Array.isArray(items) || !items.length || items.length > 25)
    errors.push({ code: 'PACKAGECOUNT.INVALID', message: 'requestedPackageLineItems: 1 to 25 packages.' });
  else if (
    items.some((i) => i.weight?.units !== 'KG' || typeof i.weight.value !== 'number' || i.weight.value <= 0)
  )
    errors.push({ code: 'WEIGHT.INVALID', message: 'every package needs weight {units:KG, value > 0}.' });
  return errors;
}

const tracking = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

async function pdfLabel(size: [number, number], lines: string[], trackingNumber: string): Promise<Buffer> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: trackingNumber,
    scale: 3,
    height: 14,
    includetext: true,
  });
  const doc = new PDFDocument({ size, margin: 18 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(16).text('FedEx (sandbox)');
  doc.fontSize(9);
  for (const line of lines) doc.text(line);
  doc.moveDown().image(png, { width: size[0] - 36 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function zplLabel(lines: string[], trackingNumber: string): Buffer {
  const text = lines
    .map((l, i) => `^FO30,${60 + i * 30}^A0N,25,25^FD${l.replace(/[\^~]/g, ' ')}^FS`)
    .join('');
  return Buffer.from(
    `^XA^FO30,20^A0N,35,35^FDFedEx (sandbox)^FS${text}^FO30,500^BY3^BCN,150,Y,N,N^FD${trackingNumber}^FS^XZ\n`,
  );
}

/** A fresh tracking number, never one the network already tells a story for. */
function newTrackingNumber(network: Pick<CarrierNetwork, 'isRegistered'>): string {
  for (;;) {
    const candidate = tracking();
    if (!network.isRegistered('FEDEX', candidate)) return candidate;
  }
}

/**
 * The reply of a valid request: transactionShipments with a piece (and its label) per package; each
 * piece's tracking number is registered in the network (the label has just entered FedEx's system).
 */
export async function shipReply(body: unknown, network: Pick<CarrierNetwork, 'isRegistered' | 'register'>) {
  const s = (body as Required<ShipBody>).requestedShipment!;
  const recipient = s.recipients![0];
  const stock = STOCKS[String(s.labelSpecification!.labelStockType)];
  const zpl = s.labelSpecification!.imageType === 'ZPLII';
  const lines = [
    `${String(s.serviceType)}  ${String(s.shipDatestamp)}`,
    `TO: ${String(recipient.contact?.personName ?? recipient.contact?.companyName)}`,
    ...(recipient.address!.streetLines as string[]),
    `${String(recipient.address!.city)} ${String(recipient.address!.postalCode)} MX`,
  ];
  const items = s.requestedPackageLineItems!;
  const pieces = await Promise.all(
    items.map(async (_, i) => {
      const trackingNumber = newTrackingNumber(network);
      network.register('FEDEX', trackingNumber);
      const label = zpl
        ? zplLabel(lines, trackingNumber)
        : await pdfLabel(stock, [...lines, `PKG ${i + 1}/${items.length}`], trackingNumber);
      return {
        trackingNumber,
        packageSequenceNumber: i + 1,
        packageDocuments: [
          {
            contentType: 'LABEL',
            copiesToPrint: 1,
            docType: zpl ? 'ZPLII' : 'PDF',
            encodedLabel: label.toString('base64'),
          },
        ],
      };
    }),
  );
  return {
    transactionId: `sandbox-${tracking()}`,
    output: {
      transactionShipments: [
        {
          masterTrackingNumber: pieces[0].trackingNumber,
          serviceType: s.serviceType,
          shipDatestamp: s.shipDatestamp,
          pieceResponses: pieces,
          alerts: [],
        },
      ],
    },
  };
}
