import fs from "node:fs";
import path from "node:path";
import { decodeBody } from "./smtp";
import { runQueuedJobs } from "./jobs";

/** A mail the app wrote to DATA_DIR/outbox (no SMTP_URL in tests). */
export interface OutboxMail {
  file: string;
  to: string[];
  subject: string;
  messageId: string;
  /** The text body, with its transfer encoding undone. */
  body: string;
}

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text) => {
      if (kind.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (_hex: string, code: string) => `%${code}`);
      return decodeURIComponent(bytes);
    });
}

/** The value of a header, with folded continuation lines joined. */
function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return decodeWords(line ? line.slice(name.length + 1).trim() : "");
}

function readMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, "utf8");
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return {
    file,
    to: header(head, "to").match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [],
    subject: header(head, "subject"),
    messageId: header(head, "message-id"),
    body: decodeBody(raw),
  };
}

/** Every mail written so far, oldest first, once the queued mail jobs have run. */
export async function outboxMails(): Promise<OutboxMail[]> {
  await runQueuedJobs();
  const outbox = path.join(process.env.DATA_DIR!, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readMail(path.join(outbox, name)));
}

/** The mails addressed to one recipient. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await outboxMails()).filter((mail) => mail.to.includes(email));
}
