import { buttonClasses } from "../ui/button-link";
import { StaticPart } from "../ui/static-part";
import { CookieSettingsButton } from "./cookie-settings-button";

/** The cookie policy's own way back into the preferences panel. */
export function CookieSettingsCallout() {
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <StaticPart>
        <p className="text-sm leading-6 text-slate-700">
          Your choice is saved in this browser only. You can change it at any time.
          <noscript>
            {" "}
            Changing it needs JavaScript; without JavaScript this site stores nothing in your
            browser.
          </noscript>
        </p>
      </StaticPart>
      <CookieSettingsButton
        label="Change cookie settings"
        className={`${buttonClasses("primary")} shrink-0 cursor-pointer`}
      />
    </div>
  );
}
