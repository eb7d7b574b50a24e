// What a page shows, taken out of the framework that serves it: the markup of its <body> without
// any script, its stylesheets' text, and the classes its <html> and <body> carry. The content
// floor (content-floor.mjs) serves these parts from a bare Next.js page, to see what the page's
// content alone costs a phone, apart from our components and their hydration.
import { Window } from "happy-dom";

/** The parts of the HTML document `html`, read by an HTML parser (not by patterns over it). */
export function pageContent(html) {
  const window = new Window();
  try {
    const document = new window.DOMParser().parseFromString(html, "text/html");
    const styles = [...document.querySelectorAll("style")].map((style) => style.textContent);
    for (const element of document.body.querySelectorAll("script, style")) element.remove();
    return {
      body: document.body.innerHTML,
      style: styles.join("\n"),
      htmlClass: document.documentElement.getAttribute("class") ?? "",
      bodyClass: document.body.getAttribute("class") ?? "",
    };
  } finally {
    void window.happyDOM.close();
  }
}

/** Every `/_next/static/media/` file a stylesheet names (the fonts), in order, once each. */
export function mediaFiles(css) {
  const files = new Set();
  for (const [, name] of css.matchAll(/url\(\s*["']?\/_next\/static\/media\/([^"')\s]+)/g))
    files.add(name);
  return [...files];
}
