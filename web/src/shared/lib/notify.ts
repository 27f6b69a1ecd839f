import { Messages } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/shared/api/api-error';

/** The toasts every screen shows after a call: done, failed (with the server's message), incomplete form. */
export const notifySuccess = (title: string, message: string) =>
  notifications.show({ color: 'teal', title, message });

export const notifyFailure = (title: string, error: unknown, fallback?: string) =>
  notifications.show({ color: 'red', title, message: errorMessage(error, fallback) });

/** 'Campos incompletos' (section 5), with the spec's message unless a more precise one is given. */
export const notifyIncomplete = (message: string = Messages.incomplete.message) =>
  notifications.show({ color: 'yellow', title: Messages.incomplete.title, message });
