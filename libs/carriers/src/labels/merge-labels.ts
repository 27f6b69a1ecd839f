import { degrees, ParseSpeeds, PDFDocument, type PDFEmbeddedPage, type PDFPage } from 'pdf-lib';

/** What one merged file is made of: letter PDF pages, 4x6 PDF pages, or ZPL II for Zebra printers. */
export type MergedLabelsTarget = 'pdf' | 'pdf_4x6' | 'zpl';

/**
 * Why label files could not be merged: none were given (`empty`), a PDF among labels to merge as
 * ZPL (`not_zpl`) or ZPL among labels to merge as PDF (`not_pdf`); `indexes` are the offending
 * inputs' positions. The caller turns it into an error its users understand.
 */
export class LabelMergeError extends Error {
  constructor(
    readonly kind: 'empty' | 'not_zpl' | 'not_pdf',
    readonly indexes: readonly number[] = [],
  ) {
    super(
      kind === 'empty'
        ? 'No label files to merge'
        : `Label files ${indexes.join(', ')} are not ${kind === 'not_zpl' ? 'ZPL' : 'PDF'}`,
    );
    this.name = 'LabelMergeError';
  }
}

const LETTER = { width: 612, height: 792 } as const;
const FOUR_BY_SIX = { width: 288, height: 432 } as const;
/** Half a letter page, side by side: where a small label goes. */
const HALF_LETTER = { width: LETTER.width / 2, height: LETTER.height } as const;
/** Points of slack when telling a page's size (PDF producers round differently). */
const SLACK = 2;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A PDF by its header (which the format lets start within the first 1,024 bytes); ZPL otherwise. */
const isPdf = (file: Buffer): boolean => {
  const at = file.subarray(0, 1024).indexOf(PDF_MAGIC);
  return at >= 0;
};

interface Size {
  width: number;
  height: number;
}

const isSize = (page: Size, size: Size) =>
  Math.abs(page.width - size.width) <= SLACK && Math.abs(page.height - size.height) <= SLACK;

/** A source page: its document, its index there, and its size as a viewer shows it (/Rotate applied). */
interface SourcePage {
  doc: PDFDocument;
  index: number;
  page: PDFPage;
  /** /Rotate, in degrees clockwise (0, 90, 180, 270). */
  rotation: number;
  shown: Size;
}

/**
 * Merges whole label files (each a PDF or a ZPL file) into one file, in the order given:
 * - `pdf`: letter pages. A letter page is copied as it is; a smaller one (a 4x6 label) takes half a
 *   letter page, two side by side, each centred and scaled down to fit its half if it must (turned
 *   a quarter when it fits better so); a larger one takes a page of its own, scaled to fit.
 * - `pdf_4x6`: 4x6 pages (288x432 pt). A 4x6 page is copied; any other is centred on one, scaled
 *   down to fit keeping its proportions, turned a quarter when that makes it larger.
 * - `zpl`: the ZPL files one after the other, each ending with a newline. A PDF among them throws
 *   LabelMergeError `not_zpl` (and ZPL among PDF targets `not_pdf`), naming the offending inputs.
 * No input throws LabelMergeError `empty`. Each source is parsed once and its pages copied or
 * embedded in one pass.
 */
export async function mergeLabels(files: readonly Buffer[], target: MergedLabelsTarget): Promise<Buffer> {
  if (!files.length) throw new LabelMergeError('empty');
  const pdf = files.map(isPdf);
  if (target === 'zpl') {
    const offending = indexesWhere(pdf, true);
    if (offending.length) throw new LabelMergeError('not_zpl', offending);
    return Buffer.concat(
      files.map((f) => (f.length && f[f.length - 1] === 0x0a ? f : Buffer.concat([f, NEWLINE]))),
    );
  }
  const offending = indexesWhere(pdf, false);
  if (offending.length) throw new LabelMergeError('not_pdf', offending);

  const out = await PDFDocument.create({ updateMetadata: false });
  out.setTitle(target === 'pdf' ? 'Guías' : 'Guías 4x6');
  out.setProducer('Envíos MX');
  const sources = await Promise.all(
    files.map((bytes) =>
      PDFDocument.load(bytes, {
        updateMetadata: false,
        parseSpeed: ParseSpeeds.Fastest,
        ignoreEncryption: true,
      }),
    ),
  );
  if (target === 'pdf') await toLetter(out, sources);
  else await toFourBySix(out, sources);
  return Buffer.from(await out.save({ useObjectStreams: false, objectsPerTick: Infinity }));
}

const NEWLINE = Buffer.from('\n', 'ascii');
const indexesWhere = (flags: readonly boolean[], value: boolean) =>
  flags.flatMap((f, i) => (f === value ? [i] : []));

function pagesOf(doc: PDFDocument): SourcePage[] {
  return doc.getPages().map((page, index) => {
    const rotation = (((page.getRotation().angle % 360) + 360) % 360) as number;
    const { width, height } = page.getSize();
    const turned = rotation === 90 || rotation === 270;
    return {
      doc,
      index,
      page,
      rotation,
      shown: turned ? { width: height, height: width } : { width, height },
    };
  });
}

/**
 * How the pages of each source reach the output: copied whole (`copy`), or embedded and drawn
 * (`draw`). Copies and embeddings of one source are made in one call each.
 */
async function bring(
  out: PDFDocument,
  sources: readonly PDFDocument[],
  copy: (p: SourcePage) => boolean,
): Promise<{ page: SourcePage; copied?: PDFPage; embedded?: PDFEmbeddedPage }[]> {
  const brought: { page: SourcePage; copied?: PDFPage; embedded?: PDFEmbeddedPage }[] = [];
  for (const doc of sources) {
    const pages = pagesOf(doc);
    const toCopy = pages.filter(copy);
    const toDraw = pages.filter((p) => !copy(p));
    const copied = toCopy.length
      ? await out.copyPages(
          doc,
          toCopy.map((p) => p.index),
        )
      : [];
    const embedded = toDraw.length ? await out.embedPages(toDraw.map((p) => p.page)) : [];
    const byIndex = new Map<number, { copied?: PDFPage; embedded?: PDFEmbeddedPage }>();
    toCopy.forEach((p, i) => byIndex.set(p.index, { copied: copied[i] }));
    toDraw.forEach((p, i) => byIndex.set(p.index, { embedded: embedded[i] }));
    for (const p of pages) brought.push({ page: p, ...byIndex.get(p.index) });
  }
  return brought;
}

/** Letter pages: letter copied, small pages two to a page, larger ones scaled onto one each. */
async function toLetter(out: PDFDocument, sources: readonly PDFDocument[]): Promise<void> {
  const brought = await bring(out, sources, (p) => isSize(p.shown, LETTER));
  let half: { page: PDFPage; used: number } | null = null;
  for (const b of brought) {
    if (b.copied) {
      out.addPage(b.copied);
      half = null;
      continue;
    }
    const embedded = b.embedded!;
    if (fitsHalf(b.page.shown)) {
      if (!half || half.used === 2) half = { page: out.addPage([LETTER.width, LETTER.height]), used: 0 };
      const box = { x: half.used * HALF_LETTER.width, y: 0, ...HALF_LETTER };
      place(half.page, embedded, b.page, box);
      half.used++;
    } else {
      // Larger than half a letter page (A4, legal…): a page of its own, scaled to fit.
      place(out.addPage([LETTER.width, LETTER.height]), embedded, b.page, { x: 0, y: 0, ...LETTER });
      half = null;
    }
  }
}

/** Whether a page fits half a letter page as it is or turned a quarter. */
const fitsHalf = (s: Size) =>
  Math.min(s.width, s.height) <= HALF_LETTER.width + SLACK &&
  Math.max(s.width, s.height) <= LETTER.height + SLACK;

/** 4x6 pages: 4x6 copied, anything else scaled down onto one. */
async function toFourBySix(out: PDFDocument, sources: readonly PDFDocument[]): Promise<void> {
  const brought = await bring(out, sources, (p) => isSize(p.shown, FOUR_BY_SIX));
  for (const b of brought) {
    if (b.copied) out.addPage(b.copied);
    else {
      const page = out.addPage([FOUR_BY_SIX.width, FOUR_BY_SIX.height]);
      place(page, b.embedded!, b.page, { x: 0, y: 0, ...FOUR_BY_SIX });
    }
  }
}

/**
 * Draws an embedded page centred in a box, as a viewer shows it (its /Rotate applied), scaled to
 * fit (never up), turned a further quarter when that makes it larger.
 */
function place(
  target: PDFPage,
  embedded: PDFEmbeddedPage,
  source: SourcePage,
  box: { x: number; y: number; width: number; height: number },
): void {
  const fit = (s: Size) => Math.min(1, box.width / s.width, box.height / s.height);
  const upright = fit(source.shown);
  const turned = fit({ width: source.shown.height, height: source.shown.width });
  // A quarter turn only when it gains something real (not for rounding).
  const turn = turned > upright * 1.01;
  const scale = turn ? turned : upright;
  // pdf-lib rotates counter-clockwise; /Rotate is clockwise: undo it, then our quarter turn.
  const angle = ((((turn ? 90 : 0) - source.rotation) % 360) + 360) % 360;
  const w = embedded.width * scale;
  const h = embedded.height * scale;
  // The drawn page's corners relative to its origin, rotated; the origin moves so they land centred.
  const rad = (angle * Math.PI) / 180;
  const cos = Math.round(Math.cos(rad));
  const sin = Math.round(Math.sin(rad));
  const corners = [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ].map(([x, y]) => [x * cos - y * sin, x * sin + y * cos]);
  const minX = Math.min(...corners.map((c) => c[0]));
  const maxX = Math.max(...corners.map((c) => c[0]));
  const minY = Math.min(...corners.map((c) => c[1]));
  const maxY = Math.max(...corners.map((c) => c[1]));
  const left = box.x + (box.width - (maxX - minX)) / 2;
  const bottom = box.y + (box.height - (maxY - minY)) / 2;
  target.drawPage(embedded, {
    x: left - minX,
    y: bottom - minY,
    xScale: scale,
    yScale: scale,
    rotate: degrees(angle),
  });
}
