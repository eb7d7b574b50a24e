import { expect } from "@playwright/test";

/** The script-src directive of a policy, or "" when it has none. */
export const scriptSrc = (policy: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src")) ?? "";

/**
 * The headers every response carries, in production and under `next dev` alike. What differs in
 * development is only what development itself needs: React's development build evaluates strings
 * to rebuild call stacks, so script-src allows 'unsafe-eval' there, and only there.
 */
export function expectHardened(
  headers: Record<string, string>,
  where: string,
  { development = false } = {},
) {
  const policy = headers["content-security-policy"];
  expect(policy, `${where}: Content-Security-Policy`).toBeTruthy();
  const scripts = scriptSrc(policy!);
  expect(scripts, where).not.toContain("'unsafe-inline'");
  if (development) expect(scripts, `${where}: development needs eval`).toContain("'unsafe-eval'");
  else expect(scripts, where).not.toContain("'unsafe-eval'");
  for (const directive of [
    "default-src 'none'",
    "object-src 'none'",
    "base-uri ",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])
    expect(policy, `${where}: ${directive}`).toContain(directive);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], where).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  expect(headers["x-powered-by"], where).toBeUndefined();
}

/**
 * A hashed build file's headers (/_next/static): what acts on a subresource, and none of the
 * document-only headers, so the split in next.config.ts is seen to apply (decision 030).
 */
export function expectBuildFileHeaders(headers: Record<string, string>, where: string) {
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"], where).toBe("same-origin");
  for (const name of ["content-security-policy", "permissions-policy", "referrer-policy"])
    expect(headers[name], `${where}: ${name}`).toBeUndefined();
  expect(headers["x-powered-by"], where).toBeUndefined();
}
