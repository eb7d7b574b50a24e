import { adminPassword, clientAddress, expect, signIn, test } from "./admin-fixtures";

test.describe("signing in and out", () => {
  test.use({ extraHTTPHeaders: clientAddress(20) });

  test("a wrong password says so; the right one opens the overview with a safe cookie", async ({
    page,
  }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel("Admin password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "That password is not right.",
    );
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "left before sign-in is locked for 15 minutes",
    );
    await page.getByLabel("Admin password").fill(adminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({
      name: "grafter_admin",
      httpOnly: true,
      sameSite: "Lax",
      path: "/admin",
    });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(7.9 * 3600_000);
  });

  test("signing out ends the session", async ({ page }) => {
    await signIn(page);
    const [cookie] = await page.context().cookies();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("You have signed out.");
    await page.goto("/admin/waitlist");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(cookie?.value).toMatch(/^v1\./);
    // The old cookie, replayed by whoever kept it, exports nothing.
    const replay = await page.request.get("/admin/api/export/waitlist", {
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(401);
    expect(await replay.text()).not.toContain("@");
  });

  test("the cookie is Secure when the request came over https", async ({ request }) => {
    const login = (headers: Record<string, string>) =>
      request.post("/admin/api/login", {
        form: { password: adminPassword },
        headers,
        maxRedirects: 0,
      });
    const overHttps = (await login({ "x-forwarded-proto": "https" })).headers()["set-cookie"];
    expect(overHttps).toMatch(/grafter_admin=v1\..*; Secure/i);
    const overHttp = (await login({})).headers()["set-cookie"];
    expect(overHttp).toMatch(/HttpOnly; SameSite=lax/i);
    expect(overHttp).not.toMatch(/Secure/i);
  });

  test("a forged or tampered cookie is not a session", async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([
        { name: "grafter_admin", value: "v1.1.9999999999.abc.forged", url: `${baseURL}/admin` },
      ]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("lockout", () => {
  test.use({ extraHTTPHeaders: clientAddress(30) });

  test("five wrong passwords lock this address out for 15 minutes, even with the right one", async ({
    page,
  }) => {
    await page.goto("/admin/login");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel("Admin password").fill(`wrong-${attempt}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toContainText(
        `${5 - attempt} attempt`,
      );
    }
    await page.getByLabel("Admin password").fill("wrong-5");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("Too many failed attempts.");
    await expect(alert).toContainText(/locked for this network for 1[45] more minutes/);
    await expect(page.getByLabel("Admin password")).toBeDisabled();
    // The form is disabled; a direct post with the right password is refused too.
    const response = await page.request.post("/admin/api/login", {
      form: { password: adminPassword },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe("/admin/login?error=locked");
    await page.reload();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "Too many failed attempts.",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: clientAddress(40) });

  test("signing in and filtering work as plain forms", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/waitlist");
    await page.getByLabel("Trade").selectOption("roofer");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/trade=roofer/);
    await expect(page.getByLabel("Trade")).toHaveValue("roofer");
  });
});
