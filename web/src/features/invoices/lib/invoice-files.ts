import { saveFile } from '@/shared/lib/save-file';
import { readToken } from '@/shared/lib/session';

/**
 * Downloads an invoice's stamped XML or its PDF with the session's token, saved under the name the
 * server gives; a refusal throws an error shaped as RTK Query's (notifyFailure shows its message).
 */
export async function downloadInvoiceFile(id: string, format: 'xml' | 'pdf'): Promise<void> {
  const token = readToken();
  const res = await fetch(`/api/v1/invoices/${encodeURIComponent(id)}/${format}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    let data: unknown = null;
    try {
      data = await res.json();
    } catch {
      // Not JSON: the status alone is said.
    }
    throw { status: res.status, data };
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await res.blob(), name ?? `factura-${id}.${format}`);
}
