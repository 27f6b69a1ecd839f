import { saveFile } from '@/shared/lib/save-file';
import { readToken } from '@/shared/lib/session';

/** A dispute's file (a photo, the packet) with the session's token; a refusal throws as RTK Query's errors. */
export async function fetchDisputeFile(url: string): Promise<Blob> {
  const token = readToken();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    let data: unknown = null;
    try {
      data = await res.json();
    } catch {
      // Not JSON: the status alone is said.
    }
    throw { status: res.status, data };
  }
  return res.blob();
}

export async function downloadDisputePacket(url: string, guide: string | null): Promise<void> {
  saveFile(await fetchDisputeFile(url), `disputa-${guide ?? 'sobrepeso'}.pdf`);
}
