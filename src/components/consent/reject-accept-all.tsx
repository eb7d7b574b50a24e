import { allAccepted, allRejected, type ConsentChoices } from "@/lib/consent/record";

/** The two one-click answers, equal in weight wherever they are offered (banner and panel). */
export function RejectAcceptAll({
  className,
  onChoose,
}: {
  className: string;
  onChoose: (choices: ConsentChoices) => void;
}) {
  return (
    <>
      <button type="button" className={className} onClick={() => onChoose(allRejected)}>
        Reject All
      </button>
      <button type="button" className={className} onClick={() => onChoose(allAccepted)}>
        Accept All
      </button>
    </>
  );
}
