import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { toastStore } from "~/lib/toast";
import { AuditView } from "./audit-view";
import { fakeSupabase } from "~/test/fake-supabase";
import { signupHealthOf } from "~/test/signup-health";

const seed = [
  { id: "1", email: "maria@casa-azul.mx", source: "june_campaign", created_at: "2024-06-03T10:00:00.000Z" },
  { id: "2", email: "ben@gmail.com", source: "EmailSignUpPage", created_at: "2024-07-04T10:00:00.000Z" },
];
/** One mail given up last week: the mail check warns, and the card lists it with its error. */
const health = signupHealthOf({
  mail: {
    givenUp: { last30Days: 1, total: 1 },
    givenUpLatest: [
      { id: "m1", kind: "confirm", to: "lost@casa.example", lang: "es", createdAt: "2026-11-20T10:00:00.000Z", attempts: 12, lastError: "Resend answered 422: domain not verified" },
    ],
  },
});

describe("the audit page", { timeout: 30_000 }, () => {
  it("runs the eleven checks with live progress, then shows the analyses, the double opt-in card, the summary and the toast", async () => {
    const fake = fakeSupabase(seed, { health });
    const waits: number[] = [];
    render(<AuditView client={fake.team} loadAnonClient={async () => fake.anon} wait={async (ms) => void waits.push(ms)} />);
    expect(screen.getByText(/No results yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Run Audit" }));
    expect(await screen.findByTestId("audit-summary")).toHaveTextContent("issues detected");
    expect(screen.getByRole("button", { name: "Run Audit" })).toBeEnabled();
    const checks = within(screen.getByTestId("audit-results")).getAllByRole("listitem");
    expect(checks.map((c) => [c.dataset.check, c.dataset.status])).toEqual([
      ["database_connection", "success"],
      ["table_structure", "success"],
      ["rls_policies", "success"],
      ["email_validation", "success"],
      ["duplicate_handling", "success"],
      ["analytics_tracking", "warning"],
      ["form_submission_flow", "success"],
      ["pending_confirmations", "success"],
      ["confirmation_rate", "success"],
      ["unsubscribes", "success"],
      ["mail_delivery", "warning"],
    ]);
    expect(waits).toEqual(Array(11).fill(500));
    expect(screen.getByTestId("june-analysis")).toHaveTextContent("June sign-ups1");
    expect(screen.getByTestId("lost-records")).toHaveTextContent("2 records analyzed");
    const juneIssues = screen.getByTestId("june-analysis").querySelectorAll("[data-issue]").length;
    // The double opt-in's card: the four figures, the rates by month (newest first) and by source, unsubscribes, the failed mail.
    const card = screen.getByTestId("signup-health");
    expect(within(card).getByRole("heading", { name: "Double opt-in" })).toBeInTheDocument();
    expect(screen.getByTestId("health-pending-over-week")).toHaveTextContent("0");
    expect(screen.getByTestId("health-recent-rate")).toHaveTextContent("75%");
    expect(screen.getByTestId("health-unsubscribed-this-month")).toHaveTextContent("3");
    expect(screen.getByTestId("health-mails-failing")).toHaveTextContent("1");
    const byMonth = within(card).getByRole("table", { name: "Confirmation rate by month" });
    expect(within(byMonth).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual(["Nov 2026503570%", "Oct 2026403075%"]);
    const bySource = within(card).getByRole("table", { name: "Confirmation rate by source" });
    expect(within(bySource).getByRole("rowheader", { name: "Sign-up page" })).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: "Unsubscribes by month" })).toHaveTextContent("Nov 20263Oct 20262");
    const givenUp = within(card).getByRole("region", { name: "Given up after 24 hours (1)" });
    expect(givenUp).toHaveTextContent("lost@casa.example");
    expect(givenUp).toHaveTextContent("Resend answered 422: domain not verified");
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: "Audit Complete",
      description: `Found ${2 + juneIssues} issues that need attention.`,
      variant: "destructive",
    });
    // The test sign-ups were all removed again.
    expect(fake.rows()).toEqual(seed);
  });

  it("disables the button and shows progress while running, and reports a failed run", async () => {
    const fake = fakeSupabase(seed);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // The session is gone by the time the analyses ask the database.
    const fail = () => {
      throw new Error("JWT expired");
    };
    const expired = { from: fail, rpc: fail } as unknown as typeof fake.team;
    render(
      <AuditView
        client={expired}
        loadAnonClient={async () => fake.anon}
        checks={[
          {
            id: "database_connection",
            name: "Database Connection",
            description: "d",
            progress: "Testing database connection...",
            run: async () => (await gate, { status: "success", message: "ok", details: {} }),
          },
        ]}
        wait={async () => {}}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Run Audit" }));
    expect(screen.getByRole("button", { name: "Running Audit..." })).toBeDisabled();
    expect(screen.getByTestId("audit-progress")).toHaveTextContent("Testing database connection...");
    expect(screen.queryByTestId("audit-summary")).toBeNull();
    release();
    expect(await screen.findByText("The audit stopped with an error.")).toBeInTheDocument();
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Audit Failed", description: "Error during audit: JWT expired", variant: "destructive" });
    expect(screen.getByRole("button", { name: "Run Audit" })).toBeEnabled();
  });
});
