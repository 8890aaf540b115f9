import { AuditPage } from "~/features/audit/audit-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Subscription Audit",
    description: "Internal team tool: checks the newsletter sign-up flow end to end and looks for lost June 2024 records.",
    path: "/subscription-audit",
    noindex: true,
  });

export default function Page() {
  return <AuditPage />;
}
