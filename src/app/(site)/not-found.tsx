import { NotFoundView } from "@/components/layout/not-found-view";

// notFound() from a page inside (site) (unknown city or post) renders here, inside the shell.
export default function NotFound() {
  return <NotFoundView />;
}
