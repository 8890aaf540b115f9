import type { SupabaseClient } from "@supabase/supabase-js";
import { KeyRound, LogOut, ShieldAlert, UserRound } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { teamGateCopy as copy, teamPageCopy } from "~/content/team-tools";
import { loadSupabase } from "~/features/subscribers";
import { fieldClass, StepCard, StepError, SubmitButton } from "./form-parts";
import { TotpChallenge, TotpEnrol } from "./second-factor";
import { useLoadedClient, useTeamSession } from "./team-session";
import { Eyebrow } from "~/components/ui/eyebrow";

function Spinner({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-muted" role="status" aria-live="polite">
      <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-700" aria-hidden="true" />
      {label}
    </div>
  );
}

function SignInForm({ client, purpose }: { client: SupabaseClient; purpose: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(copy.missing);
      return;
    }
    setBusy(true);
    try {
      const { error: signInError } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (signInError) setError(copy.failed(signInError.message));
    } catch (e) {
      setError(copy.failed(e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepCard icon={KeyRound} heading={copy.heading} intro={purpose}>
      <form onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
          {copy.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
          className={fieldClass()}
          placeholder={copy.emailPlaceholder}
        />
        <label htmlFor={`${id}-password`} className="mt-4 block text-sm font-medium text-ink">
          {copy.password}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
          className={fieldClass()}
        />
        {error && <StepError id={`${id}-error`}>{error}</StepError>}
        <SubmitButton busy={busy} label={copy.signIn} busyLabel={copy.signingIn} />
      </form>
      <p className="mt-5 text-xs leading-relaxed text-muted">{copy.note}</p>
    </StepCard>
  );
}

function SignOutButton({ client }: { client: SupabaseClient }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          // This browser's session only (a team member signed in elsewhere stays signed in);
          // Supabase Auth revokes its refresh token, so a copy of it can't start it again.
          await client.auth.signOut({ scope: "local" });
        } finally {
          setBusy(false);
        }
      }}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {busy ? copy.signingOut : copy.signOut}
    </Button>
  );
}

/**
 * Shows its children only to a signed-in team member who passed the second factor: a sign-in
 * form until someone signs in, a not-authorized notice for an account without the team role,
 * then for a team member the TOTP step (enrol an authenticator app on the first sign-in, its code
 * on later ones; the database's policies want that aal2 session too), and a sign-out button.
 * The gate is for the person; row-level security is what protects the data. It loads the
 * Supabase client (its own chunk) and hands it to the children.
 */
export function TeamGate({
  purpose,
  children,
  loadClient = loadSupabase,
}: {
  /** One line under 'Team sign-in': what signing in opens. */
  purpose: string;
  children: (client: SupabaseClient) => ReactNode;
  loadClient?: () => Promise<SupabaseClient>;
}) {
  const loaded = useLoadedClient(loadClient);
  const client = loaded instanceof Error ? null : loaded;
  const session = useTeamSession(client);
  if (loaded instanceof Error) {
    return (
      <Card className="mx-auto max-w-lg text-center" role="alert">
        {copy.loadFailed}
      </Card>
    );
  }
  if (!client) return <Spinner label={copy.loading} />;
  if (session.status === "loading") return <Spinner label={copy.checking} />;
  if (session.status === "signed-out") return <SignInForm client={client} purpose={purpose} />;
  if (!session.isTeamMember) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700" aria-hidden="true">
          <ShieldAlert className="h-6 w-6" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-brand-900">{copy.notAuthorized}</h2>
        <p className="mt-2 text-muted">
          {copy.notAuthorizedBefore} <strong className="text-ink">{session.email}</strong>
          {copy.notAuthorizedAfter}
        </p>
        <div className="mt-6 flex justify-center">
          <SignOutButton client={client} />
        </div>
      </Card>
    );
  }
  if (session.secondFactor !== "done") {
    const footer = (
      <div className="mt-5 flex justify-center">
        <SignOutButton client={client} />
      </div>
    );
    return session.secondFactor === "enrol" ? <TotpEnrol client={client} footer={footer} /> : <TotpChallenge client={client} footer={footer} />;
  }
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3">
        <p className="flex items-center gap-2 text-sm text-brand-900">
          <UserRound className="h-4 w-4" aria-hidden="true" />
          {copy.signedInAs} <strong>{session.email}</strong>
        </p>
        <SignOutButton client={client} />
      </div>
      {children(client)}
    </>
  );
}

/** A team tool's page: its eyebrow, title and intro over the gate, and the tool for a team member. */
export function TeamToolPage({
  page,
  children,
}: {
  page: { title: string; intro: string; gatePurpose: string };
  children: (client: SupabaseClient) => ReactNode;
}) {
  return (
    <Section tone="sand" className="py-10 sm:py-14">
      <div className="mb-8">
        <Eyebrow>{teamPageCopy.eyebrow}</Eyebrow>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 max-w-2xl text-muted">{page.intro}</p>
      </div>
      <TeamGate purpose={page.gatePurpose}>{children}</TeamGate>
    </Section>
  );
}
