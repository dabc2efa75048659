import { readFileSync } from 'node:fs';
import { server } from './server';

interface Mail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function messagesTo(email: string): Mail[] {
  let text = '';
  try {
    text = readFileSync(server().mailLog, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .filter((m) => m.to.some((t) => t.toLowerCase() === email.toLowerCase()));
}

/**
 * The newest link (matching `pattern`) mailed to `email` through the app's real SMTP sender,
 * waiting for it to arrive.
 */
export async function waitForLink(email: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const mail of messagesTo(email).reverse()) {
      const links = decodeQuotedPrintable(mail.raw).match(/https?:\/\/[^\s"'<>]+/g) ?? [];
      const link = links.find((l) => pattern.test(l));
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} with a link matching ${pattern}`);
}

/** The newest raw mail (headers and body, soft breaks undone) to `email` that contains `text`, waiting for it to arrive. */
export async function waitForMail(email: string, text: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mail = messagesTo(email)
      .map((m) => decodeQuotedPrintable(m.raw))
      .reverse()
      .find((raw) => raw.includes(text));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email} containing ${text}`);
}

/** How many mails to `email` contain `text` (soft breaks undone), as the log holds them now. */
export function countMails(email: string, text: string): number {
  return messagesTo(email).filter((m) => decodeQuotedPrintable(m.raw).includes(text)).length;
}
