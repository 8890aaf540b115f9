import { teamPageCopy } from "~/content/team-tools";
import { EmailListView } from "~/features/email-list/email-list-view";
import { TeamToolPage } from "~/features/team-auth/team-gate";
import { pageMeta } from "~/lib/seo";

const page = teamPageCopy.emailList;

export const meta = () => pageMeta({ title: page.title, description: page.metaDescription, path: "/email-list", noindex: true });

export default function EmailListPage() {
  return <TeamToolPage page={page}>{(client) => <EmailListView client={client} />}</TeamToolPage>;
}
