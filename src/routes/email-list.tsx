import { EmailListPage } from "~/features/email-list/email-list-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Subscriber List",
    description: "Internal team tool: the newsletter subscriber list with stats, search, filters and CSV export.",
    path: "/email-list",
    noindex: true,
  });

export default function Page() {
  return <EmailListPage />;
}
