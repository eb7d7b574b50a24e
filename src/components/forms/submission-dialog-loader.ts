import type Dialogs from "./dialogs";

export type DialogsComponent = typeof Dialogs;

let loading: Promise<DialogsComponent> | null = null;

/**
 * The dialogs and their forms, fetched once however many times they are asked for (idle time, a
 * pointer on a link, the click). A failed fetch is forgotten, so the next request tries again.
 */
export function loadSubmissionDialog(): Promise<DialogsComponent> {
  loading ??= import("./dialogs").then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
