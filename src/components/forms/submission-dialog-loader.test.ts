import { afterEach, describe, expect, it, vi } from "vitest";

// The loader keeps one fetch of the dialog's code, and forgets a failed one so the next request
// (the click after an idle-time failure) tries again.
describe("loadSubmissionDialog", () => {
  afterEach(() => {
    vi.doUnmock("./dialogs");
    vi.resetModules();
  });

  it("fetches once however often it is asked", async () => {
    const factory = vi.fn(() => ({ default: function Dialog() {} }));
    vi.doMock("./dialogs", factory);
    const { loadSubmissionDialog } = await import("./submission-dialog-loader");
    const [first, second] = await Promise.all([loadSubmissionDialog(), loadSubmissionDialog()]);
    expect(first).toBe(second);
    expect(await loadSubmissionDialog()).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch", async () => {
    let online = false;
    vi.doMock("./dialogs", () => {
      if (!online) throw new Error("offline");
      return { default: function Dialog() {} };
    });
    const { loadSubmissionDialog } = await import("./submission-dialog-loader");
    await expect(loadSubmissionDialog()).rejects.toThrow();
    online = true;
    vi.resetModules();
    await expect(loadSubmissionDialog()).resolves.toBeTypeOf("function");
  });
});
