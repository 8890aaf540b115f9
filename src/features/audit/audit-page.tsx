import { Section } from "~/components/ui/section";
import { TeamGate } from "~/features/team-auth/team-gate";
import { getSupabase } from "~/lib/supabase";
import { getAnonAuditClient } from "./audit-clients";
import { AuditView } from "./audit-view";

export function AuditPage() {
  return (
    <Section tone="sand" className="py-10 sm:py-14">
      <div className="mb-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">Team tools</p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">Subscription Audit</h1>
        <p className="mt-3 max-w-2xl text-muted">
          Checks that every newsletter sign-up lands safely: the database answers, visitors can subscribe but never read the list,
          bad and duplicate addresses are refused, and nothing went missing in June 2024.
        </p>
      </div>
      <TeamGate purpose="Sign in to run the subscription audit.">
        <AuditView getClient={getSupabase} getAnonClient={getAnonAuditClient} />
      </TeamGate>
    </Section>
  );
}
