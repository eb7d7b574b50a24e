const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/**
 * Text and attribute values escaped as React DOM escapes them: for the static parts' markup, the
 * e-mails' HTML and the words a client component gives as inner HTML.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
