import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { ownGuideNumber } from './guide-number';
import { renderManifest, type ManifestData } from './manifest';

const manifest = (rows: number): ManifestData => ({
  carrierName: 'Estafeta',
  reference: '665f1c2e8a9b0c1d2e3f4a5b',
  date: '05/06/2025',
  shipper: {
    name: 'Comercializadora Ñandú',
    address: 'Insurgentes Sur 100, Ciudad de México, C.P. 06700',
    phone: '5512345678',
  },
  rows: Array.from({ length: rows }, (_, i) => ({
    guideNumber: ownGuideNumber('ESTAFETA', i.toString(16).padStart(24, '0')),
    recipient: i % 7 ? `Destinatario ${i + 1}` : 'María Guadalupe Hernández de la Concepción Villaseñor',
    destination: 'Monterrey, Nuevo León',
    postalCode: '64000',
    pieces: 1 + (i % 3),
    weightKg: 2.5,
  })),
});

describe('renderManifest', () => {
  let sixty: Buffer;

  beforeAll(async () => {
    sixty = await renderManifest(manifest(60));
  });

  it('makes a valid letter PDF that breaks 60 shipments across pages', async () => {
    expect(sixty.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(sixty);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
    expect(pdf.getTitle()).toContain('Relación de envíos');
  });

  it('prints guide numbers a scanner reads at 300 dpi (pdftoppm, zbarimg)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
    try {
      writeFileSync(join(dir, 'manifest.pdf'), sixty);
      execFileSync('/usr/bin/pdftoppm', [
        '-r',
        '300',
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        join(dir, 'manifest.pdf'),
        join(dir, 'page'),
      ]);
      const [png] = readdirSync(dir).filter((f) => f.endsWith('.png'));
      // zbarimg exits non-zero when it reads nothing: the assertion below says so better.
      let out = '';
      try {
        out = execFileSync('/usr/bin/zbarimg', ['--quiet', '--raw', join(dir, png)], {
          stdio: ['ignore', 'pipe', 'ignore'],
        }).toString();
      } catch (err) {
        out = String((err as { stdout?: Buffer }).stdout ?? '');
      }
      const read = out.split('\n').filter(Boolean);
      const first = manifest(60)
        .rows.slice(0, 5)
        .map((r) => r.guideNumber);
      expect(read).toEqual(expect.arrayContaining(first));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
