import { NotFoundView } from "@/components/layout/not-found-view";

// notFound() from an admin page (an unknown record): the 404 inside the console's layout. The
// global 404 (src/app/global-not-found.tsx) serves unmatched URLs only.
export default function AdminNotFound() {
  return <NotFoundView />;
}
