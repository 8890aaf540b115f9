import { describe, expect, it, vi } from "vitest";
import { auditReportOf } from "~/test/audit-report";
import { signupHealthOf } from "~/test/signup-health";
import type { AuditCheck, AuditContext } from "./checks";
import { analyzeJune2024 } from "./june-analysis";
import {
  AUDIT_PAUSE_MS,
  auditSummary,
  completionToast,
  countIssues,
  failureToast,
  runAuditChecks,
  runFullAudit,
} from "./run-audit";
import { CHECK_IDS, type AuditCheckResult } from "./types";

const ctx = { runId: "r", loadReport: async () => auditReportOf([]), loadHealth: async () => signupHealthOf() } as unknown as AuditContext;
const check = (id: AuditCheck["id"], run: AuditCheck["run"]): AuditCheck => ({ id, name: `Name ${id}`, description: `About ${id}`, progress: `Running ${id}...`, run });
const result = (id: AuditCheckResult["id"], status: AuditCheckResult["status"]): AuditCheckResult => ({
  id,
  name: id,
  description: "",
  status,
  message: "",
  details: {},
  timestamp: "2025-01-01T00:00:00.000Z",
});

describe("the audit run", () => {
  it("runs each check in turn with its progress text, then pauses 500 ms", async () => {
    const events: string[] = [];
    const wait = vi.fn(async (ms: number) => void events.push(`pause ${ms}`));
    const checks = [
      check("database_connection", async () => (events.push("run 1"), { status: "success", message: "ok", details: {} })),
      check("table_structure", async () => (events.push("run 2"), { status: "warning", message: "hmm", details: { x: 1 } })),
    ];
    const results = await runAuditChecks(checks, ctx, {
      wait,
      onProgress: (t) => events.push(t),
      onResult: (r) => events.push(`result ${r.id}`),
      clock: () => new Date("2025-02-03T04:05:06.000Z"),
    });
    expect(AUDIT_PAUSE_MS).toBe(500);
    expect(events).toEqual([
      "Running database_connection...",
      "run 1",
      "result database_connection",
      "pause 500",
      "Running table_structure...",
      "run 2",
      "result table_structure",
      "pause 500",
    ]);
    expect(results[1]).toEqual({
      id: "table_structure",
      name: "Name table_structure",
      description: "About table_structure",
      status: "warning",
      message: "hmm",
      details: { x: 1 },
      timestamp: "2025-02-03T04:05:06.000Z",
    });
  });

  it("records a check that throws as an error 'Audit check failed: {message}' and goes on", async () => {
    const checks = [
      check("rls_policies", async () => {
        throw new Error("socket hang up");
      }),
      check("email_validation", async () => ({ status: "success", message: "fine", details: {} })),
    ];
    const results = await runAuditChecks(checks, ctx, { wait: async () => {} });
    expect(results.map((r) => [r.id, r.status, r.message])).toEqual([
      ["rls_policies", "error", "Audit check failed: socket hang up"],
      ["email_validation", "success", "fine"],
    ]);
  });

  it("really waits between checks by default", async () => {
    vi.useFakeTimers();
    try {
      const done = vi.fn();
      void runAuditChecks([check("analytics_tracking", async () => ({ status: "success", message: "", details: {} }))], ctx).then(done);
      await vi.advanceTimersByTimeAsync(499);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends with the June 2024 and lost-records analyses and the double opt-in's figures, each count asked for in the pause after the first check", async () => {
    const rows = [{ id: "1", email: "a@acme.io", source: "june_campaign", created_at: "2024-06-02T10:00:00.000Z" }];
    const events: string[] = [];
    const health = signupHealthOf({ pending: { olderThan7Days: 4 } });
    const report = await runFullAudit(
      [check("database_connection", async () => (events.push("check"), { status: "success", message: "", details: {} }))],
      { ...ctx, loadReport: async () => (events.push("report asked"), auditReportOf(rows)), loadHealth: async () => (events.push("health asked"), health) },
      { wait: async () => {}, onProgress: (t) => events.push(t), onHealth: (h) => events.push(`health ${h.pending.olderThan7Days}`) },
    );
    expect(events).toEqual([
      "Running database_connection...",
      "check",
      "report asked",
      "health asked",
      "Analyzing June 2024 submissions...",
      "report asked",
      "Searching for lost records...",
      "Summarizing confirmations and mail...",
      "health asked",
      "health 4",
    ]);
    expect(report.june.details.juneCount).toBe(1);
    expect(report.lostRecords.details.totalRecordsAnalyzed).toBe(1);
    expect(report.health).toBe(health);
  });

  it("a count asked for early that fails is no unhandled rejection: it fails the run where it is awaited", async () => {
    const failing = { ...ctx, loadHealth: async () => Promise.reject(new Error("permission denied")) };
    const quick = check("database_connection", async () => ({ status: "success", message: "", details: {} }));
    await expect(runFullAudit([quick], failing, { wait: async () => {} })).rejects.toThrow("permission denied");
  });

  it("fails as a whole when the counts cannot be loaded", async () => {
    await expect(
      runFullAudit([], { ...ctx, loadReport: async () => Promise.reject(new Error("JWT expired")) }, { wait: async () => {} }),
    ).rejects.toThrow("JWT expired");
    expect(failureToast(new Error("JWT expired"))).toEqual({ title: "Audit Failed", description: "Error during audit: JWT expired", variant: "destructive" });
  });
});

describe("issues, toast and summary", () => {
  const clean = analyzeJune2024(auditReportOf([])); // June empty, no other months: zero days only
  const okResults = [result("database_connection", "success"), result("table_structure", "success")];

  it("counts failed checks (warning or error) plus June's potential issues", () => {
    expect(countIssues([result("rls_policies", "error"), result("analytics_tracking", "warning"), result("table_structure", "success")], null)).toBe(2);
    expect(countIssues(okResults, clean)).toBe(clean.details.potentialIssues.length);
  });

  it("toasts the number of issues, destructive when there are any", () => {
    expect(completionToast(3)).toEqual({ title: "Audit Complete", description: "Found 3 issues that need attention.", variant: "destructive" });
    expect(completionToast(1).description).toBe("Found 1 issue that needs attention.");
    expect(completionToast(0)).toEqual({
      title: "Audit Complete",
      description: "No issues found. The subscription flow is working perfectly.",
      variant: "success",
    });
  });

  it("reads 'issues detected' with any warning, error or June issue, with advice for each", () => {
    const warned = auditSummary([...okResults, result("analytics_tracking", "warning")], null);
    expect(warned.headline).toMatch(/issues detected/);
    expect(warned.recommendations).toEqual([expect.stringMatching(/VITE_GA4_ID/)]);
    const june = auditSummary(okResults, clean);
    expect(june.headline).toMatch(/issues detected/);
    expect(june.recommendations[0]).toMatch(/without sign-ups/);
  });

  it("has advice for each of the eleven checks", () => {
    const failed = CHECK_IDS.map((id) => result(id, "warning"));
    const advice = auditSummary(failed, null).recommendations;
    expect(advice).toHaveLength(11);
    expect(new Set(advice).size).toBe(11);
    expect(advice[10]).toMatch(/RESEND_API_KEY/);
  });

  it("reads 'working perfectly' when everything passed and June is clean", () => {
    const juneOk = { ...clean, status: "success" as const, details: { ...clean.details, potentialIssues: [] } };
    const summary = auditSummary(okResults, juneOk);
    expect(summary.healthy).toBe(true);
    expect(summary.headline).toMatch(/working perfectly/);
    expect(summary.counts).toEqual({ success: 2, warning: 0, error: 0, juneIssues: 0 });
  });
});
