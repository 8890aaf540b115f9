import type { SupabaseClient } from "@supabase/supabase-js";
import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { teamMfaCopy as copy } from "~/content/team-mfa";
import { fieldClass, StepCard, StepError, SubmitButton } from "./form-parts";

/** Keeps the digits of what was typed or pasted ("123 456" -> "123456"). */
export function codeOf(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, 6);
}

/** The code form both steps end with: 6 digits, then `verify(code)`, its error shown. */
function CodeForm({ verify, children }: { verify: (code: string) => Promise<string | null>; children?: ReactNode }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (code.length !== 6) {
      setError(copy.missingCode);
      return;
    }
    setBusy(true);
    try {
      const problem = await verify(code);
      if (problem) {
        setError(copy.failed(problem));
        setCode("");
      }
    } catch (err) {
      setError(copy.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      {children}
      <label htmlFor={`${id}-code`} className="mt-4 block text-sm font-medium text-ink">
        {copy.codeLabel}
      </label>
      <input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(codeOf(e.target.value))}
        disabled={busy}
        className={fieldClass("text-center font-mono text-xl tracking-[0.4em]")}
      />
      {error && <StepError id={`${id}-error`}>{error}</StepError>}
      <SubmitButton busy={busy} label={copy.verify} busyLabel={copy.verifying} />
    </form>
  );
}

/**
 * A later sign-in: the code from the enrolled app (Supabase Auth MFA: challenge, then verify).
 * Success turns the session into aal2; supabase-js announces it and the gate opens.
 */
export function TotpChallenge({ client, footer }: { client: SupabaseClient; footer?: ReactNode }) {
  async function verify(code: string): Promise<string | null> {
    const { data, error } = await client.auth.mfa.listFactors();
    if (error) return error.message;
    const factor = data.totp[0];
    if (!factor) return copy.noFactor;
    const result = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    return result.error ? result.error.message : null;
  }
  return (
    <StepCard icon={ShieldCheck} heading={copy.challengeHeading} intro={copy.challengeIntro}>
      <CodeForm verify={verify} />
      {footer}
    </StepCard>
  );
}

type Enrolment = { factorId: string; qrCode: string; secret: string };

/**
 * A team account's first sign-in: enrol a TOTP factor (QR code and key), verified by its first
 * code. A factor left unverified by an earlier attempt is removed first, so there is one at most.
 */
export function TotpEnrol({ client, footer }: { client: SupabaseClient; footer?: ReactNode }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const listed = await client.auth.mfa.listFactors();
        for (const f of listed.data?.all ?? []) {
          if (f.factor_type === "totp" && f.status === "unverified") await client.auth.mfa.unenroll({ factorId: f.id });
        }
        const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
        if (error) throw error;
        if (data.type !== "totp") throw new Error("unexpected factor type");
        setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
      } catch (err) {
        setFailed(err instanceof Error ? err.message : String(err));
      }
    })();
  }, [client]);

  async function verify(code: string): Promise<string | null> {
    if (!enrolment) return copy.preparing;
    const result = await client.auth.mfa.challengeAndVerify({ factorId: enrolment.factorId, code });
    return result.error ? result.error.message : null;
  }

  return (
    <StepCard icon={ShieldCheck} heading={copy.enrolHeading} intro={copy.enrolIntro}>
      {failed ? (
        <StepError>{copy.enrolFailed(failed)}</StepError>
      ) : !enrolment ? (
        <p className="mt-4 text-sm text-muted" role="status">
          {copy.preparing}
        </p>
      ) : (
        <CodeForm verify={verify}>
          <img src={enrolment.qrCode} alt={copy.qrAlt} width={192} height={192} className="mx-auto mt-4 h-48 w-48 rounded-lg bg-white" />
          <p className="mt-3 text-xs font-medium text-muted">{copy.keyLabel}</p>
          <code data-testid="totp-secret" className="mt-1 block break-all rounded-lg bg-sand-50 px-3 py-2 text-sm text-ink">
            {enrolment.secret}
          </code>
        </CodeForm>
      )}
      {footer}
    </StepCard>
  );
}
