import { CalendarClock, Pause, Pencil, Play, RotateCcw, Send, Users, X } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import type { CampaignPage } from "@/server/admin/campaigns";
import { exclusionLabels, exclusionReasons } from "@/server/campaigns/audiences";
import type { DryRunReport } from "@/server/campaigns/dry-run";
import { audienceLabels, purposeLabels } from "@/server/campaigns/purpose";

import { buttonStyles } from "../buttons";
import { Card } from "../card";
import { InputField } from "../field";
import { formatCount, formatDateTime, londonInputValue, plural } from "../format";
import { Notice } from "../notice";
import { Badge, CountBadges } from "../records/badges";
import { SubmitButton } from "../submit-button";
import {
  campaignStandingText,
  campaignStateLabels,
  countedStates,
  recipientStateLabels,
} from "./labels";
import { PreviewPanel } from "./preview-panel";

/** What the last press did, from the address it came back to (a plain post's 303). */
export type CampaignFlags = Partial<
  Record<
    | "saved"
    | "tested"
    | "sent"
    | "scheduled"
    | "unscheduled"
    | "paused"
    | "resumed"
    | "cancelled"
    | "retried"
    | "rate"
    | "missed"
    | "locked"
    | "refused",
    string
  >
>;

function Outcome({ flags }: { flags: CampaignFlags }) {
  const count = (value: string | undefined) => Number(value ?? 0);
  return (
    <>
      {flags.saved && <Notice tone="success">Draft saved.</Notice>}
      {flags.tested && (
        <Notice tone="success">The test is on its way, marked [TEST] in its subject.</Notice>
      )}
      {flags.sent !== undefined && (
        <Notice tone="success">
          Sending to {plural(count(flags.sent), "recipient")}: the audience is frozen.
        </Notice>
      )}
      {flags.scheduled && <Notice tone="success">Scheduled.</Notice>}
      {flags.unscheduled && (
        <Notice tone="info">The schedule is cancelled: it is a draft again.</Notice>
      )}
      {flags.paused && (
        <Notice tone="success">Paused: at most the batch already handed over still goes.</Notice>
      )}
      {flags.resumed && <Notice tone="success">Resumed.</Notice>}
      {flags.cancelled && <Notice tone="success">Cancelled.</Notice>}
      {flags.retried !== undefined && (
        <Notice tone={count(flags.retried) > 0 ? "success" : "info"}>
          {count(flags.retried) > 0
            ? `Sending again to ${plural(count(flags.retried), "failed recipient")}.`
            : "No failed recipient to retry."}
        </Notice>
      )}
      {flags.rate && <Notice tone="success">Rate set to {flags.rate} a minute.</Notice>}
      {flags.missed && (
        <Notice tone="info">
          The campaign had already moved on, so nothing changed. Its state is below.
        </Notice>
      )}
      {flags.locked && (
        <Notice tone="error">Not saved: editing is locked once sending starts.</Notice>
      )}
      {flags.refused && (
        <Notice tone="error">Not sent: the dry run below found messages that must not go.</Notice>
      )}
    </>
  );
}

function PostButton({
  action,
  id,
  className,
  children,
  extra,
}: {
  action: string;
  id: number;
  className: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <form action={`/admin/api/campaigns/${action}`} method="post">
      <input type="hidden" name="id" value={id} />
      {extra}
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}

function DryRun({ report, id }: { report: DryRunReport | null; id: number }) {
  if (!report)
    return (
      <Link href={`/admin/campaigns/${id}?dryrun=1`} className={buttonStyles.secondary}>
        Run the dry run
      </Link>
    );
  const problems = [
    {
      key: "unresolved",
      label: `A merge field has no value${report.problems.unresolved.fields?.length ? ` (${report.problems.unresolved.fields.map((f) => `{{${f}}}`).join(", ")})` : ""}`,
    },
    { key: "no_unsubscribe", label: "The unsubscribe link is missing" },
    { key: "too_large", label: "Over 100 KB (Gmail clips it)" },
  ] as const;
  return (
    <div className="space-y-3" id="dry-run">
      {report.ok ? (
        <Notice tone="success">
          Dry run passed: {plural(report.recipients, "message")} rendered, every one complete.
        </Notice>
      ) : (
        <Notice tone="error">
          Dry run refused:{" "}
          {report.recipients === 0
            ? "nobody would receive it."
            : `${plural(report.recipients, "message")} rendered, and some must not be sent.`}
        </Notice>
      )}
      <ul className="space-y-1 text-sm">
        {problems.map(({ key, label }) => {
          const problem = report.problems[key];
          return (
            <li key={key} className="flex flex-wrap gap-x-2">
              <span className="font-semibold text-navy-900">{label}:</span>
              <span>{formatCount(problem.count)}</span>
              {problem.examples.length > 0 && (
                <span className="break-all text-slate-600">
                  (e.g. {problem.examples.join(", ")})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Send now or at a UK time, after the audience's count and every exclusion with its reason. */
function BeforeSending({ page }: { page: CampaignPage }) {
  const { campaign, audience, refusal } = page;
  const missed = campaign.state === "scheduled" && campaign.scheduleMissedAt;
  return (
    <Card
      title="Before sending"
      description="Pressing Send freezes the audience: the people counted here, at that moment, each get it once."
    >
      <div className="space-y-5">
        <div>
          <p className="text-lg font-semibold text-navy-900" id="audience-count">
            {plural(audience.count, "person", "people")} would receive it
          </p>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">Left out, and why</h3>
          <ul className="mt-1 grid gap-x-10 gap-y-1 text-sm sm:grid-cols-2" aria-label="Exclusions">
            {exclusionReasons.map((reason) => (
              <li
                key={reason}
                className="flex justify-between gap-3 border-b border-slate-100 py-1"
              >
                <span>{exclusionLabels[reason]}</span>
                <span className="font-semibold tabular-nums">
                  {formatCount(audience.exclusions[reason])}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {refusal && (
          <Notice tone="error">
            <span className="font-semibold">It cannot be sent yet.</span> {refusal}
          </Notice>
        )}
        {missed && (
          <Notice tone="warn">
            It was scheduled for {formatDateTime(campaign.scheduledAt)} (UK time), and that time
            came while the site was down, so it was not sent by itself. Send it now to confirm, or
            choose another time.
          </Notice>
        )}
        <DryRun report={page.dryRun} id={campaign.id} />
        <div className="flex flex-wrap items-end gap-4 border-t border-slate-100 pt-5">
          <PostButton action="send" id={campaign.id} className={buttonStyles.primary}>
            <Send aria-hidden="true" className="size-4" />
            {missed ? "Confirm and send now" : "Send now"}
          </PostButton>
          <form
            action="/admin/api/campaigns/schedule"
            method="post"
            className="flex flex-wrap items-end gap-3"
          >
            <input type="hidden" name="id" value={campaign.id} />
            <InputField
              id="schedule-at"
              name="at"
              label="Or send at (UK time)"
              type="datetime-local"
              required
              defaultValue={londonInputValue(campaign.scheduledAt)}
            />
            <SubmitButton look="secondary" Icon={CalendarClock}>
              Schedule
            </SubmitButton>
          </form>
          {campaign.state === "scheduled" && (
            <PostButton action="unschedule" id={campaign.id} className={buttonStyles.secondary}>
              <X aria-hidden="true" className="size-4" />
              Cancel the schedule
            </PostButton>
          )}
        </div>
        <p className="text-sm text-slate-600">
          Send and Schedule run the dry run first and refuse if any message is incomplete. Times are
          Europe/London, across the clock change.
        </p>
      </div>
    </Card>
  );
}

/** Pause, resume, cancel, the rate, retry failed: what a running campaign answers to. */
function WhileSending({ page }: { page: CampaignPage }) {
  const { campaign } = page;
  const { state, id } = campaign;
  const failed = campaign.counts.failed;
  const running = state === "sending" || state === "paused";
  if (!running && !(failed > 0 && state === "finished")) return null;
  return (
    <Card title="Sending">
      <div className="flex flex-wrap items-end gap-3">
        {state === "sending" && (
          <PostButton action="pause" id={id} className={buttonStyles.secondary}>
            <Pause aria-hidden="true" className="size-4" />
            Pause
          </PostButton>
        )}
        {state === "paused" && (
          <PostButton action="resume" id={id} className={buttonStyles.primary}>
            <Play aria-hidden="true" className="size-4" />
            Resume
          </PostButton>
        )}
        {failed > 0 && (state === "sending" || state === "finished") && (
          <PostButton action="retry" id={id} className={buttonStyles.secondary}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Retry the {plural(failed, "failed recipient")}
          </PostButton>
        )}
        {(state === "sending" || state === "paused") && (
          <>
            <form
              action="/admin/api/campaigns/rate"
              method="post"
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name="id" value={id} />
              <InputField
                id="rate"
                name="rate"
                label="Messages a minute"
                className="w-36"
                type="number"
                min={1}
                max={60000}
                required
                defaultValue={campaign.ratePerMinute}
              />
              <button type="submit" className={buttonStyles.secondary}>
                Change the rate
              </button>
            </form>
            <PostButton action="cancel" id={id} className={buttonStyles.danger}>
              <X aria-hidden="true" className="size-4" />
              Cancel the campaign
            </PostButton>
          </>
        )}
      </div>
    </Card>
  );
}

/** One campaign: where it stands, then what can be done with it now. */
export function CampaignView({ page, flags }: { page: CampaignPage; flags: CampaignFlags }) {
  const { campaign } = page;
  const editable = campaign.state === "draft";
  const beforeSending = campaign.state === "draft" || campaign.state === "scheduled";
  const state = campaignStateLabels[campaign.state];
  return (
    <>
      <Outcome flags={flags} />
      {page.selfPaused && <Notice tone="warn">{page.selfPaused}</Notice>}
      <Card
        title="Where it stands"
        action={
          editable ? (
            <Link href={`/admin/campaigns/${campaign.id}/edit`} className={buttonStyles.secondary}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit the draft
            </Link>
          ) : undefined
        }
      >
        <div className="space-y-4 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={state.tone}>{state.label}</Badge>
            <span id="campaign-standing">{campaignStandingText(campaign)}</span>
          </p>
          <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-slate-600">Purpose</dt>
            <dd>{purposeLabels[campaign.purpose]}</dd>
            <dt className="font-semibold text-slate-600">Audience</dt>
            <dd>{audienceLabels[campaign.audience]}</dd>
            <dt className="font-semibold text-slate-600">Rate</dt>
            <dd>{formatCount(campaign.ratePerMinute)} messages a minute</dd>
            {campaign.scheduledAt && (
              <>
                <dt className="font-semibold text-slate-600">Scheduled for</dt>
                <dd>{formatDateTime(campaign.scheduledAt)} (UK time)</dd>
              </>
            )}
            {campaign.frozenAt && (
              <>
                <dt className="font-semibold text-slate-600">Sending started</dt>
                <dd>{formatDateTime(campaign.frozenAt)}</dd>
              </>
            )}
            {campaign.finishedAt && (
              <>
                <dt className="font-semibold text-slate-600">Finished</dt>
                <dd>{formatDateTime(campaign.finishedAt)}</dd>
              </>
            )}
          </dl>
          {!editable && <p className="text-slate-600">Editing is locked once sending starts.</p>}
          {campaign.frozenAt && (
            <div className="flex flex-wrap items-center gap-2">
              <CountBadges
                states={countedStates}
                labels={recipientStateLabels}
                counts={campaign.counts}
                className="flex flex-wrap gap-2"
                label="Recipients per state"
              />
              <Link
                href={`/admin/campaigns/${campaign.id}/recipients`}
                className={buttonStyles.small}
              >
                <Users aria-hidden="true" className="size-3.5" />
                Each recipient
              </Link>
            </div>
          )}
        </div>
      </Card>
      {beforeSending ? <BeforeSending page={page} /> : <WhileSending page={page} />}
      <PreviewPanel page={page} />
    </>
  );
}
