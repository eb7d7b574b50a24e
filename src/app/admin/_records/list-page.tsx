import type { ComponentType } from "react";

import {
  listContact,
  listNewsletter,
  listWaitlist,
  type RecordPage,
} from "@/server/admin/records/list";
import type { RecordKind } from "@/server/admin/records/params";
import { requireAdminSession } from "@/server/admin/session";

import { AdminShell } from "@/components/admin/admin-shell";
import { ContactTable } from "@/components/admin/records/contact-table";
import { NewsletterTable } from "@/components/admin/records/newsletter-table";
import { RecordsView } from "@/components/admin/records/records-view";
import { WaitlistTable } from "@/components/admin/records/waitlist-table";

type SearchParams = Record<string, string | string[] | undefined>;

export interface ListPageProps {
  searchParams: Promise<SearchParams>;
}

/** Ties a list query to the table that shows its rows, so each list's types stay its own. */
function listing<Item>(
  list: (params: SearchParams) => Promise<RecordPage<Item>>,
  Table: ComponentType<{ page: RecordPage<Item> }>,
) {
  return async function render(kind: RecordKind, params: SearchParams) {
    const page = await list(params);
    return (
      <RecordsView kind={kind} page={page}>
        <Table page={page} />
      </RecordsView>
    );
  };
}

const lists = {
  waitlist: {
    title: "Waitlist",
    description: "Every sign-up, newest first.",
    render: listing(listWaitlist, WaitlistTable),
  },
  contact: {
    title: "Contact messages",
    description: "What people wrote through the contact form.",
    render: listing(listContact, ContactTable),
  },
  newsletter: {
    title: "Newsletter subscriptions",
    description: "Double opt-in: only confirmed addresses may be sent the newsletter.",
    render: listing(listNewsletter, NewsletterTable),
  },
} satisfies Record<RecordKind, unknown>;

/**
 * The body of the three list pages. Called (not rendered) from each page's own function, as
 * recordPage is, so the session check and its redirect happen before anything is streamed.
 */
export async function listPage(kind: RecordKind, props: ListPageProps) {
  await requireAdminSession();
  const { title, description, render } = lists[kind];
  const view = await render(kind, await props.searchParams);
  return (
    <AdminShell section={kind} title={title} description={description}>
      {view}
    </AdminShell>
  );
}
