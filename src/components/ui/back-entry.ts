const isEntryOf = (entry: string, state: unknown) =>
  (state as { grafterOverlay?: unknown } | null)?.grafterOverlay === entry;
const pushEntry = (entry: string) => window.history.pushState({ grafterOverlay: entry }, "");

/**
 * A same-address history entry named `entry`, taken now, so that Back (a phone's back gesture
 * above all) calls `onBack` instead of leaving the page: `onBack` closes what the entry stands for
 * and says so, or keeps it and the entry is put back. A dialog shown outside React (decision 096)
 * takes it in the task that shows it, as a Back pressed before React had committed the opening
 * left the page; a tap whose dialog is still on its way takes it too. `stop` stops listening and
 * leaves the entry; `release` also takes it away, for a dialog closed any other way than Back.
 */
export function holdBackEntry(entry: string, onBack: () => boolean) {
  if (!isEntryOf(entry, window.history.state)) pushEntry(entry);
  const onPopState = (event: PopStateEvent) => {
    if (!isEntryOf(entry, event.state) && !onBack()) pushEntry(entry);
  };
  window.addEventListener("popstate", onPopState);
  const stop = () => window.removeEventListener("popstate", onPopState);
  return {
    stop,
    release: () => {
      stop();
      if (isEntryOf(entry, window.history.state)) window.history.back();
    },
  };
}
