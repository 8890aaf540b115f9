import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { toastStore } from "~/lib/toast";
import { AuditView } from "./audit-view";
import { fakeSupabase } from "~/test/fake-supabase";

const seed = [
  { id: "1", email: "maria@casa-azul.mx", source: "june_campaign", created_at: "2024-06-03T10:00:00.000Z" },
  { id: "2", email: "ben@gmail.com", source: "EmailSignUpPage", created_at: "2024-07-04T10:00:00.000Z" },
];

describe("the audit page", { timeout: 30_000 }, () => {
  it("runs the seven checks with live progress, then shows the analyses, the summary and the toast", async () => {
    const fake = fakeSupabase(seed);
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
    ]);
    expect(waits).toEqual([500, 500, 500, 500, 500, 500, 500]);
    expect(screen.getByTestId("june-analysis")).toHaveTextContent("June sign-ups1");
    expect(screen.getByTestId("lost-records")).toHaveTextContent("2 records analyzed");
    const juneIssues = screen.getByTestId("june-analysis").querySelectorAll("[data-issue]").length;
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: "Audit Complete",
      description: `Found ${1 + juneIssues} issues that need attention.`,
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
