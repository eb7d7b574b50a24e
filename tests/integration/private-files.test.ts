import { mkdirSync, statSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/server/db/client";
import { fileTransport } from "@/server/notifications/transports";

const mode = (file: string) => statSync(file).mode & 0o777;

// What a sign-up leaves on disk is its user's alone: another local user could otherwise read
// every sign-up from PGlite's files (written 0666) and the e-mails (seen in an attack).
describe("files holding personal data", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "grafter-private-"));
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("the embedded database's directory is 0700, and one made earlier is tightened", async () => {
    const made = path.join(root, "made", "pglite");
    const earlier = path.join(root, "earlier", "pglite");
    mkdirSync(earlier, { recursive: true, mode: 0o755 });
    for (const dataDir of [made, earlier]) {
      const handle = await openDatabase({ dataDir });
      await handle.close();
      expect(mode(dataDir).toString(8), dataDir).toBe("700");
    }
    // Two databases made on disk and migrated from nothing (no saved image can be opened on
    // disk): 26 s in a CI run on a loaded machine, past the default 20 s.
  }, 90_000);

  it("the file transport writes each e-mail 0600 in a 0700 directory", async () => {
    const directory = path.join(root, "mail");
    await fileTransport(directory).send({
      from: "hello@example.co.uk",
      to: ["sam@example.co.uk"],
      subject: "A test",
      text: "Hello",
    });
    const [file] = await readdir(directory);
    expect(mode(directory).toString(8)).toBe("700");
    expect(mode(path.join(directory, file!)).toString(8)).toBe("600");
  });
});
