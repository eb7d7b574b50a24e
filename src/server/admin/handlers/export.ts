import "server-only";

import type { NextRequest } from "next/server";

import { logger } from "../../log";
import { exportCsv, exportFilename } from "../export/stream";
import { adminRoute, plainText } from "../http";
import { recordKinds, type RecordKind } from "../records/params";

/** The list's CSV with the filters of the page it was opened from (same search params). */
export const handleExport = adminRoute(
  { change: false },
  async (request: NextRequest, context: { params: Promise<{ table: string }> }) => {
    const { table } = await context.params;
    if (!recordKinds.includes(table as RecordKind)) return plainText(404, "No such table.");
    const kind = table as RecordKind;
    let body: ReadableStream<Uint8Array>;
    try {
      body = await exportCsv(kind, request.nextUrl.searchParams);
    } catch (error) {
      logger().error({ err: error, kind }, "CSV export failed before its first row");
      return plainText(500, "The export failed and nothing was sent. Please try again.");
    }
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFilename(kind)}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
