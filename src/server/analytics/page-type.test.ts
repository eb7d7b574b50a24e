import { describe, expect, it } from "vitest";

import { classifyPath } from "./page-type";

describe("classifyPath", () => {
  it.each([
    ["/", "home", null],
    ["/locations/leeds", "city-a", "leeds"],
    ["/locations/nottingham/", "city-b", "nottingham"],
    ["/locations/atlantis", "other", null],
    ["/locations", "other", null],
    ["/blog/how-to-streamline-construction-project-management", "article", null],
    ["/blog/not-a-post", "other", null],
    ["/legal/privacy", "legal", null],
    ["/legal/secrets", "other", null],
    ["/signup", "signup", null],
    ["/signup/plan/professional", "signup", null],
    ["/contact", "contact", null],
    ["/admin", "other", null],
  ])("%s is %s", (path, pageType, city) => {
    expect(classifyPath(path)).toEqual({ pageType, city });
  });
});
