import { describe, expect, it } from "vitest";
import { fakeSupabase } from "~/test/fake-supabase";
import { signupHealthOf } from "~/test/signup-health";
import { fetchSignupHealth, percent, rate, unsubscribesOutcome } from "./signup-health";

describe("the double opt-in's figures", () => {
  it("are read as numbers whatever JSON carried them (Postgres sends bigint counts as they come), with empty parts for missing ones", async () => {
    const fake = fakeSupabase([], {
      health: { asOf: "2026-11-28T12:00:00Z", pending: { olderThan7Days: "3" }, mail: { givenUp: { total: "2" } } } as never,
    });
    const h = await fetchSignupHealth(fake.team);
    expect(h.pending).toEqual({ olderThan7Days: 3, oldest: null });
    expect(h.mail).toEqual({ sentLast30Days: 0, givenUp: { last30Days: 0, total: 2 }, givenUpLatest: [], retrying: 0, retryingLatest: [], overdue: 0 });
    expect(h.confirmation).toEqual({ months: [], sources: [], recent: { from: "", to: "", signUps: 0, confirmed: 0 } });
    expect(h.unsubscribes).toEqual([]);
  });

  it("fail with the database's words when the team may not read them", async () => {
    const fake = fakeSupabase([], { down: { status: 401, message: "Only a team member signed in with the second factor may run the subscription audit." } });
    await expect(fetchSignupHealth(fake.team)).rejects.toThrow(/second factor/);
  });

  it("give a rate only when there were sign-ups, as a whole percent", () => {
    expect(rate(0, 0)).toBeNull();
    expect(percent(rate(2, 3))).toBe("67%");
    expect(percent(null)).toBe("–");
  });

  it("count this month's unsubscribes and the last 12 months' (this one included, a year ago's month not)", () => {
    const h = signupHealthOf({
      asOf: "2026-11-28T12:00:00.000Z",
      unsubscribes: [
        { month: "2025-11", count: 100 },
        { month: "2025-12", count: 1 },
        { month: "2026-06", count: 2 },
        { month: "2026-11", count: 4 },
      ],
    });
    expect(unsubscribesOutcome(h)).toMatchObject({
      status: "success",
      message: "4 unsubscribed this month, 7 in the last 12 months (one click, from any mail).",
      details: { thisMonth: 4, last12Months: 7 },
    });
  });
});
