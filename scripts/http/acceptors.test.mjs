import { createServer } from "node:http";

import { afterEach, describe, expect, it } from "vitest";

import { addAcceptors } from "./acceptors.mjs";

const open = [];
afterEach(() => {
  for (const server of open.splice(0)) if (server.listening) server.close();
});

function listening(server) {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("addAcceptors", () => {
  it("listens more servers on the same socket, and they answer when the first has stopped", async () => {
    const first = await listening(createServer((_req, res) => res.end("first")));
    open.push(first);
    const { port } = first.address();

    const added = await addAcceptors(first, () => createServer((_req, res) => res.end("copy")), 3);
    open.push(...added);
    expect(added).toHaveLength(3);
    for (const server of added) expect(server.address()).toMatchObject({ port });

    // The first server lets go of its descriptor; the socket stays open through the copies.
    await new Promise((resolve) => first.close(resolve));
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } });
    expect(await response.text()).toBe("copy");
  });

  it("adds nothing when asked for none or when the server is not listening", async () => {
    const server = createServer();
    expect(await addAcceptors(server, createServer, 3)).toEqual([]);
    const live = await listening(createServer());
    open.push(live);
    expect(await addAcceptors(live, createServer, 0)).toEqual([]);
  });
});
