import { redirect } from "next/navigation";

import { ConsoleOff } from "@/components/admin/console-off";
import { LoginForm } from "@/components/admin/login-form";
import { getLoginView } from "@/server/admin/login-view";
import { getAdminSession } from "@/server/admin/session";

export const metadata = { title: "Sign in" };

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; "signed-out"?: string }>;
}) {
  const view = await getLoginView();
  if (!view.enabled) return <ConsoleOff />;
  if (await getAdminSession()) redirect("/admin");
  const params = await searchParams;
  return (
    <LoginForm
      view={view}
      failed={params.error === "invalid"}
      signedOut={params["signed-out"] === "1"}
    />
  );
}
