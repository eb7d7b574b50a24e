/** The first field a visitor fills in inside `root`: not a hidden input, not the honeypot. */
export function firstField(root: ParentNode) {
  return root.querySelector<HTMLElement>(
    "input:not([type=hidden]):not([tabindex='-1']), select, textarea",
  );
}
