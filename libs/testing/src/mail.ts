import { eventually, infra } from './stack';

export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  date: string;
}

/** Mail caught by the local SMTP catcher (maildev's REST API). */
export async function listMail(): Promise<CaughtMail[]> {
  const res = await fetch(`${infra().maildevUrl}/email`);
  if (!res.ok) throw new Error(`maildev answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** Waits for a message to an address (optionally matching a subject) and returns the newest. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20_000): Promise<CaughtMail> {
  return eventually(
    async () => {
      const mails = (await listMail()).filter(
        (m) =>
          m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) &&
          (!subject || subject.test(m.subject)),
      );
      return mails.sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
    },
    { timeoutMs, what: `mail to ${to}` },
  );
}
