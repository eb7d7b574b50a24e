import type { DispatcherOptions } from "@/server/notifications/dispatcher";
import type { MailMessage, MailTransport } from "@/server/notifications/transports";

/** A transport that keeps every message it is given, in order, and sends nothing. */
export function recordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: "file", sent, send: async (message) => void sent.push(message), close() {} };
}

/**
 * The dispatcher's settings in tests: no wait between retries, so a failed delivery is due again
 * at once. Mail goes to a recording transport unless the test passes its own.
 */
export const dispatcherOptions = (
  overrides: Partial<DispatcherOptions> = {},
): DispatcherOptions => ({
  transport: recordingTransport(),
  from: "Grafter <hello@example.co.uk>",
  notifyTo: ["founders@example.co.uk"],
  maxAttempts: 5,
  retryBaseMs: 0,
  ...overrides,
});
