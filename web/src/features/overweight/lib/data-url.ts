/**
 * A file or blob as a data: URL. The portal's Content-Security-Policy lets images come from the
 * page's origin and data: URLs only, so previews and the dispute photos read with the token are shown so.
 */
export const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer la imagen.'));
    reader.readAsDataURL(blob);
  });
