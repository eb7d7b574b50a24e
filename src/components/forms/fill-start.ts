/**
 * The moment a visitor began on a form, for the minimum fill time (decision 005): when the form
 * is first shown, unless its fields already hold what the visitor typed before the page's scripts
 * ran (a slow phone paints the form seconds before it hydrates). Then it is the visitor's first
 * tap or key on the page, which the browser records before any script listens (Event Timing's
 * `first-input`), or else the first paint, before which nothing could be typed; never later than
 * now. Judged from the moment of hydration, a person who typed first and sent soon after would be
 * kept aside as a bot. A bot gains nothing it could not already: it could send any start time.
 */
export function fillStartedAt(input: HTMLInputElement): string {
  const now = Date.now();
  if (!input.form || !changedByVisitor(input.form)) return String(now);
  const [mark] = [
    ...performance.getEntriesByType("first-input"),
    ...performance.getEntriesByName("first-contentful-paint"),
  ];
  if (!mark) return String(now);
  return String(Math.min(now, Math.round(performance.timeOrigin + mark.startTime)));
}

/** Whether a field differs from the server's markup (hidden fields never do: value is default). */
export function changedByVisitor(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      if (chosenByVisitor(element)) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox" || element.type === "radio") {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type !== "hidden" && element.value !== element.defaultValue) return true;
    }
  }
  return false;
}

/**
 * A list shows, until someone chooses, its last option marked `selected` (the attribute that
 * defaultSelected reflects), or else its first option.
 */
function chosenByVisitor(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple)
    return options.some((option) => option.selected !== option.hasAttribute("selected"));
  const initial =
    options.filter((option) => option.hasAttribute("selected")).at(-1) ??
    options.find((option) => !option.disabled);
  return initial !== undefined && !initial.selected;
}
