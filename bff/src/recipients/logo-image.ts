import sharp from 'sharp';
import { LOGO_MAX_SIDE, MAX_LOGO_BYTES, RecipientErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';

/** What the file's first bytes say it is: PNG, JPEG or WebP, whatever its name or declared type. */
function logoKind(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * A logo as the portal keeps it (issue 30): checked by its content (PNG, JPEG or WebP, ≤ 1 MB, an
 * image sharp can decode whole), turned upright, shrunk to fit 256 px and re-encoded as WebP —
 * whatever else the file carried (metadata, a script disguised as an image) is not kept.
 */
export async function reencodeLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_LOGO_BYTES) throw AppError.of(RecipientErrors.logoTooLarge);
  if (!logoKind(bytes)) throw AppError.of(RecipientErrors.logoNotImage);
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 90 })
      .toBuffer();
  } catch {
    throw AppError.of(RecipientErrors.logoNotImage);
  }
}
