import { saveFile } from '@/shared/lib/save-file';
import { readToken } from '@/shared/lib/session';

/**
 * Downloads one of a batch's files (its merged labels, a carrier's manifest) with the session's
 * token and saves it; a refusal throws an error shaped as RTK Query's, so notifyFailure shows the
 * server's Spanish message.
 */
export async function downloadBatchFile(path: string, fileName: string): Promise<void> {
  const token = readToken();
  const res = await fetch(`/api/v1${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    let data: unknown = null;
    try {
      data = await res.json();
    } catch {
      // Not JSON: the status alone is said.
    }
    throw { status: res.status, data };
  }
  saveFile(await res.blob(), fileName);
}
