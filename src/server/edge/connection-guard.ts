import type { Server } from "node:http";

import { addressGroup } from "../address-group";

/**
 * What one client may hold of the server when nothing stands in front of it (no TRUST_PROXY):
 * an attack opened 20,000 slow connections from one address, each sending a header
 * line every 10 s, until the process ran out of file descriptors and every visitor got an empty
 * reply. Behind a proxy every connection comes from the proxy, which limits clients itself. A
 * client on this machine (loopback) is the operator's own: a local proxy, the benches and the
 * fault suite, which sends 2,000 submissions at once.
 */
export const connectionLimits = {
  /** Connections one client (an IPv4 address, an IPv6 /64) may hold open at once. */
  perClient: 256,
  capLoopback: false,
  /**
   * A request's headers must be in within this: Node's own 60 s, now checked every second. Both
   * 10 s for the headers and 30 s for the whole request answered 408 to requests merely queued
   * under the kill -9 fault case's burst of 2,000 on a loaded machine; the cap above is what
   * stops one client holding thousands of connections.
   */
  headersMs: 60_000,
} as const;

/** Node's options for the limit it enforces itself, checked every second instead of 30. */
export const timeoutOptions = (limits: { headersMs: number }) => ({
  headersTimeout: limits.headersMs,
  connectionsCheckingInterval: 1_000,
});

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Closes at once any connection past `perClient` open ones from the same client. */
export function capConnectionsPerClient(
  server: Server,
  { perClient, capLoopback }: { perClient: number; capLoopback: boolean },
): void {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    if (!capLoopback && LOOPBACK.test(address)) return;
    const client = addressGroup(address);
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
