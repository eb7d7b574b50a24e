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

  it("quotes commas, quotes and line breaks, and doubles quotes", () => {
    expect(csvCell("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "best" sparky')).toBe('"The ""best"" sparky"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes dates as ISO 8601, numbers and booleans as they are, nothing for null", () => {
    expect(csvCell(new Date("2026-11-21T14:05:00.123Z"))).toBe("2026-11-21T14:05:00.123Z");
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
