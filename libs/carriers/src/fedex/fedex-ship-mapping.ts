import { PDFDocument } from 'pdf-lib';
import { roundKg } from '@envios/domain';
import type { LabelRequest } from '../carrier-connector';
import type { LabelFile, LabelFileFormat, LabelParty } from '../labels/label-renderer';
import { wholeCm } from './fedex-rate-mapping';

/**
 * LabelRequest ⇄ FedEx Ship API (carrier-apis.md §1.5). Pure functions, no I/O (merging PDF pages
 * aside).
 */

const LINE_MAX = 35;
const PERSON_MAX = 70;

/** Our label formats as FedEx's image type and label stock. */
const LABEL_SPECS: Record<LabelFileFormat, { imageType: 'PDF' | 'ZPLII'; labelStockType: string }> = {
  'pdf-letter': { imageType: 'PDF', labelStockType: 'PAPER_LETTER' },
  'pdf-4x6': { imageType: 'PDF', labelStockType: 'PAPER_4X6' },
  zpl: { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' },
};

/** Text cut into lines of at most `max` characters, at spaces where it can. */
export function splitLines(text: string, max = LINE_MAX, lines = 2): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= max) current = next;
    else {
      if (current) out.push(current);
      current = word.slice(0, max);
    }
  }
  if (current) out.push(current);
  return out.slice(0, lines);
}

const digits = (phone: string) => phone.replace(/\D/g, '');

function party(p: LabelParty & { email: string }, residential?: boolean) {
  const street = [`${p.street} ${p.number}`.trim(), p.intNumber ? `Int. ${p.intNumber}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    contact: {
      personName: p.name.slice(0, PERSON_MAX),
      phoneNumber: digits(p.phone),
      emailAddress: p.email,
    },
    address: {
      streetLines: [...splitLines(street, LINE_MAX, 2), ...splitLines(p.colony, LINE_MAX, 1)].slice(0, 3),
      city: p.city.slice(0, LINE_MAX),
      postalCode: p.postalCode,
      countryCode: 'MX',
      ...(residential ? { residential: true } : {}),
    },
  };
}

/** POST /ship/v1/shipments body: one package per parcel, the label returned in the response. */
export function buildShipRequestBody(request: LabelRequest, account: string) {
  return {
    accountNumber: { value: account },
    labelResponseOptions: 'LABEL',
    requestedShipment: {
      shipDatestamp: request.shipDate,
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      serviceType: request.serviceCode,
      packagingType: request.packageType === 'document' ? 'FEDEX_ENVELOPE' : 'YOUR_PACKAGING',
      shipper: party(request.sender),
      recipients: [party(request.recipient, request.recipient.residential)],
      shippingChargesPayment: { paymentType: 'SENDER' },
      labelSpecification: LABEL_SPECS[request.format],
      totalPackageCount: request.parcels.length,
      requestedPackageLineItems: request.parcels.map((parcel, i) => {
        const dims = [wholeCm(parcel.depth), wholeCm(parcel.width), wholeCm(parcel.height)];
        return {
          sequenceNumber: i + 1,
          weight: { units: 'KG', value: roundKg(parcel.weight) },
          ...(dims.every((d) => d > 0)
            ? { dimensions: { length: dims[0], width: dims[1], height: dims[2], units: 'CM' } }
            : {}),
          customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: request.shipmentId }],
        };
      }),
    },
  };
}

interface PackageDocument {
  contentType?: unknown;
  docType?: unknown;
  encodedLabel?: unknown;
}
interface PieceResponse {
  trackingNumber?: unknown;
  packageDocuments?: unknown;
}

/** The tracking number and the label file of a Ship reply; undefined when it holds no label. */
export async function labelFromShipReply(
  reply: unknown,
  format: LabelFileFormat,
): Promise<{ trackingNumber: string; file: LabelFile } | undefined> {
  const shipments = (reply as { output?: { transactionShipments?: unknown } } | null)?.output
    ?.transactionShipments;
  const shipment = Array.isArray(shipments) ? (shipments[0] as Record<string, unknown>) : undefined;
  if (!shipment) return undefined;
  const pieces = (Array.isArray(shipment.pieceResponses) ? shipment.pieceResponses : []) as PieceResponse[];
  const trackingNumber =
    (typeof shipment.masterTrackingNumber === 'string' && shipment.masterTrackingNumber) ||
    (typeof pieces[0]?.trackingNumber === 'string' && pieces[0].trackingNumber);
  const labels = pieces
    .flatMap((piece) =>
      Array.isArray(piece.packageDocuments) ? (piece.packageDocuments as PackageDocument[]) : [],
    )
    .filter((doc) => doc.contentType === 'LABEL' && typeof doc.encodedLabel === 'string')
    .map((doc) => Buffer.from(doc.encodedLabel as string, 'base64'));
  if (!trackingNumber || !labels.length) return undefined;
  if (format === 'zpl') {
    return {
      trackingNumber,
      file: { format, contentType: 'application/zpl', extension: 'zpl', bytes: Buffer.concat(labels) },
    };
  }
  // One PDF per package: one file with a page each.
  const merged = await PDFDocument.create();
  for (const label of labels) {
    const source = await PDFDocument.load(label);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return {
    trackingNumber,
    file: {
      format,
      contentType: 'application/pdf',
      extension: 'pdf',
      bytes: Buffer.from(await merged.save()),
    },
  };
}
