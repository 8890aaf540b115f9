import { Section } from "~/components/ui/section";
import { teamPageCopy } from "~/content/team-tools";
import { EmailListView } from "~/features/email-list/email-list-view";
import { TeamGate } from "~/features/team-auth/team-gate";
import { pageMeta } from "~/lib/seo";

const page = teamPageCopy.emailList;

export const meta = () => pageMeta({ title: page.title, description: page.metaDescription, path: "/email-list", noindex: true });

export default function EmailListPage() {
  return (
    <Section tone="sand" className="py-10 sm:py-14">
      <div className="mb-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{teamPageCopy.eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 max-w-2xl text-muted">{page.intro}</p>
      </div>
      <TeamGate purpose={page.gatePurpose}>{(client) => <EmailListView client={client} />}</TeamGate>
    </Section>
  );
}
