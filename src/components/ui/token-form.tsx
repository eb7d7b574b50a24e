import { buttonClasses, type Styling } from "./button-link";

/** What an e-mail link's button posts: its token, to the address that acts on it. */
export interface TokenAction {
  url: string;
  token: string;
  label: string;
}

/**
 * One button posting a link's token: a plain form, so it works without scripts, and opening the
 * page that holds it acts on nothing.
 */
export function TokenForm({
  url,
  token,
  label,
  variant,
  size,
  className,
}: TokenAction & Styling & { className?: string }) {
  return (
    <form method="post" action={url} className={className}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClasses(variant, size)}>
        {label}
      </button>
    </form>
  );
}
