import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";

import { openDatabase } from "@/server/db/client";
import { appSettings } from "@/server/db/schema";

const migrations = readdirSync(path.join(process.cwd(), "drizzle")).filter((name) =>
  name.endsWith(".sql"),
);

// Test databases start from one saved, migrated PGlite database (decision 066): a database opened
// from it must be the same as one created and migrated afresh, and separate from its siblings.
describe("a PGlite database opened from a saved image", () => {
  it("has every migration, and is a copy of its own", async () => {
    // The image tests/setup/pglite-image.ts saved with migratedPgliteImage.
    const image = new Blob([readFileSync(inject("pgliteImage"))]);
    const first = await openDatabase({ dataDir: "memory://", pgliteImage: image });
    const second = await openDatabase({ dataDir: "memory://", pgliteImage: image });
    try {
      const applied = await first.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      expect(applied).toEqual([{ count: migrations.length }]);
      await first.db.insert(appSettings).values({ key: "image-test", value: "first only" });
      const marked = (handle: typeof first) =>
        handle.db.select().from(appSettings).where(eq(appSettings.key, "image-test"));
      expect(await marked(first)).toHaveLength(1);
      expect(await marked(second)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("opens only in memory, never over a data directory", async () => {
    await expect(
      openDatabase({ dataDir: "/nonexistent/grafter", pgliteImage: new Blob([]) }),
    ).rejects.toThrow("a PGlite image opens only in memory");
  });
});
