import { Section } from "~/components/ui/section";
import { TeamGate } from "~/features/team-auth/team-gate";
import { getSupabase } from "~/lib/supabase";
import { EmailListView } from "./email-list-view";

export function EmailListPage() {
  return (
    <Section tone="sand" className="py-10 sm:py-14">
      <div className="mb-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">Team tools</p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">Subscriber List</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Everyone who asked for hosting tips, toolkit news and community offers. Search it, filter it, watch it grow, and export what you need.
        </p>
      </div>
      <TeamGate purpose="Sign in to see and export the subscriber list.">
        <EmailListView getClient={getSupabase} />
      </TeamGate>
    </Section>
  );
}
