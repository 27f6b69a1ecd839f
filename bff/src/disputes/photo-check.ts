import sharp from 'sharp';
import { DisputeErrors } from '@envios/contracts';
import { AppError } from '@envios/platform';

/** The formats a photo may come in, as libvips recognises them from the bytes (not the declared type). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** The longest side a stored photo keeps: enough to read a scale's display and a tape's marks. */
const MAX_SIDE = 2048;
/** A decompression bomb (a tiny file of a huge image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface CheckedPhoto {
  data: string;
  width: number;
  height: number;
}

/**
 * A dispute's photo as the portal keeps it: decoded whole by sharp (libvips), which recognises the
 * format from the content and fails on a truncated or forged file, turned upright by its EXIF
 * orientation, scaled to at most 2048 px and re-encoded as JPEG without any metadata (no GPS, no
 * camera, nothing the upload carried but the pixels). Anything else is 415 DISPUTE.NOT_AN_IMAGE.
 */
export async function checkPhoto(name: string, bytes: Buffer): Promise<CheckedPhoto> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data: data.toString('base64'), width: info.width, height: info.height };
  } catch {
    throw AppError.of(DisputeErrors.notAnImage, name.slice(0, 80) || 'sin nombre');
  }
}
