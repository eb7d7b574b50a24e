import "server-only";

import { escapeHtml } from "@/lib/escape-html";

/**
 * One template per message, two renderings: every e-mail is written once as blocks and sent as a
 * plain-text part and an HTML part made from them, so the two never say different
 * things. The HTML is inline-styled tables (what mail clients render), with no remote images,
 * explicit colours on every surface so a client's dark mode cannot leave dark text on a dark
 * background, and a single column that reads at 320 px.
 */
export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** The one thing to do: a button in HTML, the bare URL on its own line in text. */
  | { kind: "action"; label: string; url: string }
  | { kind: "facts"; rows: [label: string, value: string][] }
  | { kind: "list"; items: string[] }
  /** A quoted block of the sender's own text (founders' mail only). */
  | { kind: "quote"; label: string; text: string }
  | { kind: "small"; text: string; url?: string; linkText?: string };

export interface MailDocument {
  subject: string;
  /** Shown by mail clients beside the subject; hidden in the body. */
  preview: string;
  blocks: Block[];
  /** Closing line, e.g. "The Grafter team". */
  signOff: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(document: MailDocument): RenderedMail {
  return { subject: document.subject, text: renderText(document), html: renderHtml(document) };
}

function renderText({ blocks, signOff }: MailDocument): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return block.text;
      case "heading":
        return block.text;
      case "action":
        return `${block.label}:\n${block.url}`;
      case "facts":
        return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
      case "list":
        return block.items.map((item) => `- ${item}`).join("\n");
      case "quote":
        return `${block.label}:\n${block.text
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n")}`;
      case "small":
        return block.url ? `${block.text} ${block.url}` : block.text;
    }
  });
  return `${[...parts, signOff].join("\n\n")}\n`;
}

const colours = {
  page: "#eef2f6",
  card: "#ffffff",
  text: "#1e293b",
  muted: "#475569",
  heading: "#0b1f33",
  brand: "#c2410c",
  brandText: "#ffffff",
  rule: "#cbd5e1",
};

const font = "font-family:Arial,Helvetica,sans-serif;";

function renderBlock(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${colours.text};">${escapeHtml(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:8px 0 12px;${font}font-size:18px;line-height:24px;color:${colours.heading};">${escapeHtml(block.text)}</h2>`;
    case "action":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${colours.brand};"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;${font}font-size:16px;font-weight:bold;color:${colours.brandText};text-decoration:none;border-radius:8px;">${escapeHtml(block.label)}</a></td></tr></table><p style="margin:0 0 16px;${font}font-size:13px;line-height:20px;color:${colours.muted};word-break:break-all;">Or open this link: <a href="${escapeHtml(block.url)}" style="color:${colours.brand};">${escapeHtml(block.url)}</a></p>`;
    case "facts":
      return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="padding:6px 12px 6px 0;border-bottom:1px solid ${colours.rule};${font}font-size:14px;line-height:20px;color:${colours.muted};text-align:left;vertical-align:top;font-weight:normal;width:40%;">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid ${colours.rule};${font}font-size:14px;line-height:20px;color:${colours.text};vertical-align:top;word-break:break-word;">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:20px;${font}font-size:16px;line-height:24px;color:${colours.text};">${block.items
        .map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`)
        .join("")}</ul>`;
    case "quote":
      return `<p style="margin:0 0 6px;${font}font-size:14px;color:${colours.muted};">${escapeHtml(block.label)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${colours.rule};${font}font-size:15px;line-height:22px;color:${colours.text};white-space:pre-wrap;">${escapeHtml(block.text)}</blockquote>`;
    case "small": {
      const link = block.url
        ? ` <a href="${escapeHtml(block.url)}" style="color:${colours.brand};">${escapeHtml(block.linkText ?? block.url)}</a>`
        : "";
      return `<p style="margin:0 0 12px;${font}font-size:13px;line-height:20px;color:${colours.muted};">${escapeHtml(block.text)}${link}</p>`;
    }
  }
}

function renderHtml(document: MailDocument): string {
  const body = document.blocks.map(renderBlock).join("\n");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(document.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(document.preview)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${colours.page};">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;background:${colours.card};border-radius:12px;">
<tr><td style="padding:24px 20px;">
${body}
<p style="margin:16px 0 0;${font}font-size:16px;line-height:24px;color:${colours.text};">${escapeHtml(document.signOff)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
