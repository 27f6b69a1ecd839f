import { saveFile } from '@/shared/lib/save-file';
import { readToken } from '@/shared/lib/session';

/**
 * Downloads a pickup's manifest PDF with the session's token; a refusal throws an error shaped as
 * RTK Query's (notifyFailure shows its message).
 */
export async function downloadPickupManifest(id: string): Promise<void> {
  const token = readToken();
  const res = await fetch(`/api/v1/pickups/${encodeURIComponent(id)}/manifest`, {
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
  saveFile(await res.blob(), name ?? `recoleccion-${id}.pdf`);
}
