import { generateKeyPairSync } from "node:crypto";

import { dkimVerify } from "mailauth/lib/dkim/verify";
import { expect, it } from "vitest";

import { campaignDispatch } from "@/server/campaigns/dispatch";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { pumpCampaigns } from "@/server/campaigns/pump";
import { parseEnv } from "@/server/env";
import { dkimFromEnv } from "@/server/notifications/dkim";
import { Dispatcher } from "@/server/notifications/dispatcher";
import { smtpTransport } from "@/server/notifications/transports";

import { campaignOptions, newCampaign, seedManyWaitlist } from "../factories/campaigns";
import { dispatcherOptions } from "../factories/dispatcher";
import { describeOnDrivers } from "../setup/test-database";
import { startSmtp } from "../support/smtp";

const DOMAIN = "mail.example.co.uk";
const SELECTOR = "launch2026";

/** A key pair, and the DNS answer that publishes its public half at SELECTOR._domainkey.DOMAIN. */
function dkimKeys() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const p = publicKey.export({ type: "spki", format: "der" }).toString("base64");
  const resolver = async (name: string, type: string) => {
    if (name === `${SELECTOR}._domainkey.${DOMAIN}` && type === "TXT")
      return [[`v=DKIM1; k=rsa; p=${p}`]];
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
  };
  // An environment variable carries the PEM on one line, its breaks written as \n.
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  return { oneLine: pem.replace(/\n/g, "\\n"), resolver };
}

describeOnDrivers("DKIM-signed campaign mail", campaignOptions, ({ db }) => {
  it("signs a campaign message, List-Unsubscribe and List-Unsubscribe-Post among its headers", async () => {
    const keys = dkimKeys();
    const config = parseEnv({
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY: keys.oneLine,
    });
    const sink = await startSmtp();
    try {
      await seedManyWaitlist(db(), 1, "dkim");
      const id = await newCampaign(db());
      expect(await freezeAndSend(db(), id)).toEqual({ status: "sending", recipients: 1 });
      const transport = smtpTransport(`smtp://127.0.0.1:${sink.port}`, 1, dkimFromEnv(config));
      const dispatcher = new Dispatcher(async () => db(), {
        ...dispatcherOptions({ transport }),
        ...campaignDispatch(),
      });
      await dispatcher.drain();
      await pumpCampaigns(db());
      transport.close();
      expect(sink.received).toHaveLength(1);
      const raw = sink.received[0]!.raw;
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

      const { results } = await dkimVerify(Buffer.from(raw), { resolver: keys.resolver });
      expect(results).toHaveLength(1);
      const [signature] = results;
      expect(signature!.status.result, signature!.info).toBe("pass");
      expect(signature!.signingDomain).toBe(DOMAIN);
      expect(signature!.selector).toBe(SELECTOR);
      // The headers the signature covers, from its own h= tag (folded lines unfolded).
      const header = /^DKIM-Signature:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
      const signed = /(?:^|;)\s*h=([^;]*)/.exec(header.replace(/\r?\n[ \t]+/g, " "))?.[1] ?? "";
      expect(signed.replace(/\s+/g, "").toLowerCase().split(":")).toEqual(
        expect.arrayContaining([
          "from",
          "to",
          "subject",
          "message-id",
          "list-unsubscribe",
          "list-unsubscribe-post",
        ]),
      );

      // A relay that rewrote the one-click header would break the signature: it is covered.
      const altered = raw.replace(
        /^List-Unsubscribe-Post: .*$/m,
        "List-Unsubscribe-Post: List-Unsubscribe=Two-Clicks",
      );
      const [broken] = (await dkimVerify(Buffer.from(altered), { resolver: keys.resolver }))
        .results;
      expect(broken!.status.result).toBe("fail");
    } finally {
      await sink.close();
    }
  });
});
