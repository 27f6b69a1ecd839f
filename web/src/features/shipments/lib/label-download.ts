import { notifications } from '@mantine/notifications';

/** Opens a label through its signed link (the file needs no session then, so a new tab can load it). */
export async function openLabel(getLink: () => Promise<{ url: string }>) {
  try {
    const { url } = await getLink();
    window.open(url, '_blank', 'noopener');
  } catch {
    notifications.show({ color: 'red', message: 'No se pudo descargar la guía. Intenta de nuevo.' });
  }
}
