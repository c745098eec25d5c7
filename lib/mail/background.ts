import "server-only";
import { logger } from "@/lib/log";
import { sendMail, type Mail } from "./index";

const pending = new Set<Promise<unknown>>();

/**
 * Sends after the answer: a slow or failing mail server must neither delay nor undo the change
 * that the mail reports. Failures are logged.
 */
export function sendInBackground(mail: Mail): void {
  const sending = sendMail(mail).catch((error: unknown) => {
    logger.error({ err: error, subject: mail.subject }, "A mail could not be sent");
  });
  pending.add(sending);
  void sending.finally(() => pending.delete(sending));
}

/** Resolves once every mail sent in the background so far has been delivered or has failed. */
export async function backgroundMailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
