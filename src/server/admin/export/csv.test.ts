import { describe, expect, it } from "vitest";

import { BYTE_ORDER_MARK, type CsvValue, csvCell, csvRow } from "./csv";

const writes = (value: CsvValue, written: string) => expect(csvCell(value)).toBe(written);

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+44 7700 900123", "'+44 7700 900123"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["a=b", "a=b"],
  ])("neutralises cells a spreadsheet would run as a formula: %j is %j", writes);

  it.each([
    [";=1+1", "';=1+1"],
    [" =1+1", "' =1+1"],
    ["\u00a0+1", "'\u00a0+1"],
    ["\n=1+1", '"\'\n=1+1"'],
    ["\u000b@x", "'\u000b@x"],
    ["\uff1dSUM(A1)", "'\uff1dSUM(A1)"],
    ["  plain", "  plain"],
    ["Carter; sons", "Carter; sons"],
  ])(
    "neutralises leading semicolons, formulas after leading spaces and full-width signs: %j is %j",
    writes,
  );

  it.each([
    ["Smith, Jones & Co", '"Smith, Jones & Co"'],
    ['The "best" sparky', '"The ""best"" sparky"'],
    ["line one\nline two", '"line one\nline two"'],
    ["plain", "plain"],
  ])("quotes commas, quotes and line breaks, and doubles quotes: %j is %j", writes);

  it.each([
    // dd/mm/yyyy hh:mm in UK time: GMT in winter, BST in summer, across the date line at midnight.
    [new Date("2026-11-21T14:05:00.123Z"), "21/11/2026 14:05"],
    [new Date("2026-06-30T23:59:59.000Z"), "01/07/2026 00:59"],
    [new Date("2026-01-09T07:00:00.000Z"), "09/01/2026 07:00"],
    [42, "42"],
    [false, "false"],
    [null, ""],
    [undefined, ""],
  ])(
    "writes times as UK Excel reads them, numbers and booleans as they are, nothing for null: %j is %j",
    writes,
  );

  it("ends rows with CRLF; the byte-order mark is U+FEFF", () => {
    expect(csvRow(["a", 1, "b,c"])).toBe('a,1,"b,c"\r\n');
    expect(BYTE_ORDER_MARK.codePointAt(0)).toBe(0xfeff);
  });
});
