import { describe, expect, it } from "vitest";

import { BYTE_ORDER_MARK, csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+44 7700 900123")).toBe("'+44 7700 900123");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("neutralises leading semicolons, formulas after leading spaces and full-width signs", () => {
    expect(csvCell(";=1+1")).toBe("';=1+1");
    expect(csvCell(" =1+1")).toBe("' =1+1");
    expect(csvCell("\u00a0+1")).toBe("'\u00a0+1");
    expect(csvCell("\n=1+1")).toBe('"\'\n=1+1"');
    expect(csvCell("\u000b@x")).toBe("'\u000b@x");
    expect(csvCell("\uff1dSUM(A1)")).toBe("'\uff1dSUM(A1)");
    expect(csvCell("  plain")).toBe("  plain");
    expect(csvCell("Carter; sons")).toBe("Carter; sons");
  });

  it("quotes commas, quotes and line breaks, and doubles quotes", () => {
    expect(csvCell("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "best" sparky')).toBe('"The ""best"" sparky"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes times as UK Excel reads them, numbers and booleans as they are, nothing for null", () => {
    // dd/mm/yyyy hh:mm in UK time: GMT in winter, BST in summer, across the date line at midnight.
    expect(csvCell(new Date("2026-11-21T14:05:00.123Z"))).toBe("21/11/2026 14:05");
    expect(csvCell(new Date("2026-06-30T23:59:59.000Z"))).toBe("01/07/2026 00:59");
    expect(csvCell(new Date("2026-01-09T07:00:00.000Z"))).toBe("09/01/2026 07:00");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("ends rows with CRLF; the byte-order mark is U+FEFF", () => {
    expect(csvRow(["a", 1, "b,c"])).toBe('a,1,"b,c"\r\n');
    expect(BYTE_ORDER_MARK.codePointAt(0)).toBe(0xfeff);
  });
});
