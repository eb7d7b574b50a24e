import type { AddressInfo, Socket } from "node:net";

import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a loopback port (any free one by default) that records every message it
 * accepts and counts the connections made to it; `delayMs` holds each answer to DATA that long.
 * `halt()` takes it away as an outage does (the port refuses, open connections are cut) and
 * `resume()` brings it back on the same port.
 */
export async function startSmtp(port = 0, options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 1024 * 1024,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        };
        // A slow server keeps messages in flight (the crash fault test kills the app then).
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client killed mid-message (the crash fault test's kill -9) resets its connection: expected
  // there, not a failure of the test.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  const sockets = new Set<Socket>();
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    received,
    port: bound,
    /** Connections opened so far. */
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Stops listening and cuts every open connection; answers how many were cut. */
    halt: async () => {
      const closed = new Promise<void>((resolve) => server.server.close(() => resolve()));
      const cut = sockets.size;
      for (const socket of sockets) socket.destroy();
      await closed;
      return cut;
    },
    resume: () =>
      new Promise<void>((resolve) => server.server.listen(bound, "127.0.0.1", () => resolve())),
  };
}
