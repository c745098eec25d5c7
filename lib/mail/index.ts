import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "@/lib/config";
import { logger } from "@/lib/log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A link the mail carries, logged when mail goes to the outbox so a developer can follow it;
   * never in production, where it may be a password-reset link and logs are read by others.
   */
  link?: string;
  /**
   * The message's Message-ID, when a resend must be recognisable as the same mail (a job tried
   * again after the mail went out but before that was recorded): mail systems drop a copy.
   */
  messageId?: string;
}

/** Where mail went: over SMTP, or as an .eml file in DATA_DIR/outbox when no SMTP_URL is set. */
export type Delivery = { via: "smtp"; messageId: string } | { via: "outbox"; file: string };

// One transport per SMTP address (it keeps its pool of connections), and one to build .eml files.
const smtpTransports = new Map<string, Transporter>();
let fileTransport: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

export async function sendMail(mail: Mail): Promise<Delivery> {
  const { smtpUrl, mailFrom, dataDir, nodeEnv } = config();
  const message = {
    from: mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  };
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(message);
    return { via: "smtp", messageId: info.messageId };
  }
  fileTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true });
  const built = await fileTransport.sendMail(message);
  const outbox = path.join(dataDir, "outbox");
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}.eml`,
  );
  await fs.writeFile(file, built.message as Buffer);
  // Without a mail server the outbox is how a developer reads a mail, its link above all.
  const link = nodeEnv === "production" ? undefined : mail.link;
  logger.info({ subject: mail.subject, to: mail.to, file, link }, "Mail written to the outbox");
  return { via: "outbox", file };
}
