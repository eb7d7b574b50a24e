/**
 * The classes on the page's elements, and the classes its stylesheets' selectors name. Lucide's
 * marker classes (`lucide`, `lucide-check`) are names for a reader of the markup, not for styles.
 */
export function classesUsedAndStyled(): { used: string[]; styled: string[] } {
  const used = new Set<string>();
  for (const element of document.querySelectorAll("[class]"))
    for (const name of (element.getAttribute("class") ?? "").split(/\s+/))
      if (name && name !== "lucide" && !name.startsWith("lucide-")) used.add(name);
  const styled = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule)
        for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g))
          styled.add((match[1] ?? "").replace(/\\(.)/g, "$1"));
      if ("cssRules" in rule) walk(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of document.styleSheets) walk(sheet.cssRules);
  return { used: [...used], styled: [...styled] };
}
