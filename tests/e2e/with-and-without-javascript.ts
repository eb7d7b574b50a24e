import { test } from "./fixtures";

/**
 * Declares the tests `declare` makes twice, in a describe with the page's JavaScript on and in one
 * with it off: the site's forms, the console's too, must work either way. `subject` starts both
 * describes' titles.
 */
export function withAndWithoutJavaScript(
  subject: string,
  declare: (javaScriptEnabled: boolean) => void,
) {
  for (const javaScriptEnabled of [true, false]) {
    const title = `${subject} ${javaScriptEnabled ? "with" : "without"} JavaScript`;
    test.describe(title.trimStart(), () => {
      test.use({ javaScriptEnabled });
      declare(javaScriptEnabled);
    });
  }
}
