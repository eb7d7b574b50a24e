import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { resetEnvForTests } from "../env";
import { resetSecretForTests } from "../secrets";
import { findMailFiles, removeMailFiles } from "./mail-files";
import { fileTransport, mailFileTag } from "./transports";

describe("mail files about a person", () => {
  let dir: string;
  beforeEach(async () => {
    process.env.SITE_SECRET = "mail-files-secret-0123456789abcdef-012345678";
    resetEnvForTests();
    resetSecretForTests();
    dir = await mkdtemp(path.join(tmpdir(), "grafter-mail-files-"));
  });
  afterEach(async () => {
    delete process.env.SITE_SECRET;
    resetEnvForTests();
    resetSecretForTests();
    await rm(dir, { recursive: true, force: true });
  });

  it("names each file by a keyed hash of its subject, never the address", async () => {
    const transport = fileTransport(dir);
    await transport.send({
      from: "hello@example.co.uk",
      to: ["founders@example.co.uk"],
      subject: "New sign-up",
      text: "A founders' notice that does not quote the address.",
      about: "jo@example.co.uk",
    });
    const [name] = await readdir(dir);
    expect(name).toMatch(new RegExp(`-${mailFileTag("jo@example.co.uk")}\\.eml$`));
    expect(name).not.toContain("jo");
    expect(await findMailFiles(dir, { mailbox: "jo@example.co.uk" })).toEqual([
      path.join(dir, name!),
    ]);
    expect(await findMailFiles(dir, { mailbox: "someone@example.co.uk" })).toEqual([]);
  });

  it("finds untagged files by any address in them with the same mailbox, however encoded", async () => {
    const files = {
      "plain.eml": "To: Jo.Bloggs+quotes@GoogleMail.com\n\nHello\n",
      "qp.eml":
        "Content-Transfer-Encoding: quoted-printable\n\nReply to jobloggs@gm=\nail.com=2E\n",
      "base64.eml": `Content-Transfer-Encoding: base64\n\n${Buffer.from(
        "Répondre à: jo.bloggs@gmail.com, s'il vous plaît. ".repeat(3),
      )
        .toString("base64")
        .replace(/.{76}/g, "$&\n")}\n`,
      "other.eml": "To: jo.bloggs@example.co.uk\n\nA different mailbox.\n",
      "notes.txt": "jobloggs@gmail.com",
    };
    for (const [name, content] of Object.entries(files)) {
      await writeFile(path.join(dir, name), content);
    }
    const found = (await findMailFiles(dir, { mailbox: "jobloggs@gmail.com" })).map((file) =>
      path.basename(file),
    );
    expect(found.sort()).toEqual(["base64.eml", "plain.eml", "qp.eml"]);
    expect(await removeMailFiles(dir, { mailbox: "jobloggs@gmail.com" })).toBe(3);
    expect((await readdir(dir)).sort()).toEqual(["notes.txt", "other.eml"]);
    expect(
      await removeMailFiles(path.join(dir, "missing"), { mailbox: "jobloggs@gmail.com" }),
    ).toBe(0);
  });

  it("for one address, finds only the files that mention it, whatever their tag", async () => {
    const transport = fileTransport(dir);
    for (const to of ["lee+boss@firm.test", "Lee@Firm.test"]) {
      await transport.send({
        from: "hello@example.co.uk",
        to: [to],
        subject: "Your link",
        text: "Hello",
        about: "lee@firm.test",
      });
    }
    const found = await findMailFiles(dir, { address: "lee@firm.test" });
    expect(found).toHaveLength(1);
    expect(await readFile(found[0]!, "utf8")).not.toContain("boss");
    expect(await removeMailFiles(dir, { address: "lee+boss@firm.test" })).toBe(1);
    expect(await readdir(dir)).toEqual([path.basename(found[0]!)]);
  });
});
