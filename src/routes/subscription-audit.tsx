import { teamPageCopy } from "~/content/team-tools";
import { AuditView } from "~/features/audit/audit-view";
import { TeamToolPage } from "~/features/team-auth/team-gate";
import { pageMeta } from "~/lib/seo";

const page = teamPageCopy.audit;

export const meta = () => pageMeta({ title: page.title, description: page.metaDescription, path: "/subscription-audit", noindex: true });

export default function SubscriptionAuditPage() {
  return <TeamToolPage page={page}>{(client) => <AuditView client={client} />}</TeamToolPage>;
}
