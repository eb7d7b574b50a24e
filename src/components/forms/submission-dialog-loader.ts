import type SubmissionDialog from "./submission-dialog";

export type SubmissionDialogComponent = typeof SubmissionDialog;

let loading: Promise<SubmissionDialogComponent> | null = null;

/**
 * The dialog and its forms, fetched once however many times they are asked for (idle time, a
 * pointer on a link, the click). A failed fetch is forgotten, so the next request tries again.
 */
export function loadSubmissionDialog(): Promise<SubmissionDialogComponent> {
  loading ??= import("./submission-dialog").then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
