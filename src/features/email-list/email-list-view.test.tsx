import type { SupabaseClient } from "@supabase/supabase-js";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "~/lib/toast";
import { fakeListApi, listRow } from "~/test/fake-subscriber-list";
import { EmailListView } from "./email-list-view";
import type { exportSubscribers } from "./export";
import type { ListRow } from "./list-api";

const now = Date.now();
const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
const seed: ListRow[] = [
  listRow({ id: "1", email: "maria@casa-azul.mx", source: "EmailSignUpPage", created_at: ago(1) }),
  listRow({ id: "2", email: "ben@gmail.com", source: "GoogleWorkspaceArticle", created_at: ago(10) }),
  listRow({ id: "3", email: "=cmd@evil.example", source: null, created_at: ago(40) }),
  listRow({ id: "4", email: "june@summer.example", source: "june_campaign", created_at: "2024-06-15T12:00:00.000Z" }),
  listRow({ id: "5", email: "audit-flow-x@example.com", source: "flow_test", created_at: ago(2) }),
];
/** The seed and three rows that aren't subscribers: two pending sign-ups and one that left. */
const withStates: ListRow[] = [
  ...seed,
  listRow({ id: "6", email: "waiting@casa-azul.mx", source: "EmailSignUpPage", created_at: ago(0.5), status: "pending", confirmed_at: null }),
  listRow({ id: "7", email: "later@new-source.example", source: "spring_webinar", created_at: ago(3), status: "pending", confirmed_at: null }),
  listRow({ id: "8", email: "gone@gmail.com", source: "EmailSignUpPage", created_at: ago(5), status: "unsubscribed" }),
];
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    listRow({ id: `m${i}`, email: `guest${String(i).padStart(3, "0")}@x.io`, source: "EmailSignUpPage", created_at: new Date(now - i * 60_000).toISOString() }),
  );
const client = {} as SupabaseClient;

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), "blob:csv"));
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
});

const rowsShown = () => screen.getAllByTestId("subscriber-row").map((r) => within(r).getAllByRole("cell")[0]!.textContent);
const stat = (name: string) => within(screen.getByTestId(`stat-${name}`)).getByTestId("stat-value").textContent;

async function renderList(rows = seed, opts = {}, runExport?: typeof exportSubscribers) {
  const fake = fakeListApi(rows, opts);
  render(<EmailListView client={client} api={fake.api} runExport={runExport} />);
  await screen.findByText(`Showing 1–${Math.min(rows.length, 50)} of ${rows.length} subscribers`);
  await waitFor(() => expect(stat("total-subscribers")).toBe(String(rows.length)));
  return fake;
}

describe("the subscriber list", { timeout: 30_000 }, () => {
  it("shows the four stats, one page newest first, the chart and the readable source breakdown", async () => {
    await renderList();
    expect(stat("last-30-days")).toBe("3");
    expect(stat("last-7-days")).toBe("2");
    expect(stat("top-source")).toBe("Sign-up page");
    expect(within(screen.getByTestId("stat-top-source")).getByTestId("stat-value")).toHaveAttribute("title", "EmailSignUpPage");
    expect(rowsShown()).toEqual(["maria@casa-azul.mx", "audit-flow-x@example.com", "ben@gmail.com", "=cmd@evil.example", "june@summer.example"]);
    expect(screen.getByRole("columnheader", { name: "Email Address" })).toBeInTheDocument();
    const maria = screen.getAllByTestId("subscriber-row")[0]!;
    expect(within(maria).getByText("Sign-up page")).toHaveAttribute("title", "EmailSignUpPage");
    expect(within(screen.getAllByTestId("subscriber-row")[1]!).getByText("Test")).toBeInTheDocument();
    expect(screen.getByTestId("source-breakdown")).toHaveTextContent("Unknown1 · 20.0%");
    expect(screen.getByTestId("source-breakdown").querySelector('[data-source="flow_test"]')).toHaveTextContent("Flow testTest");
    expect(screen.getByTestId("monthly-chart").querySelector('[data-month="2024-06"]')).toHaveAttribute("data-count", "1");
  });

  it("searches after a pause in typing, one request for the whole word", async () => {
    const fake = await renderList();
    const before = fake.calls.filter((c) => c.kind === "page").length;
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "GOOGLE");
    await screen.findByText("Showing 1–1 of 1 subscribers", undefined, { timeout: 5000 });
    expect(rowsShown()).toEqual(["ben@gmail.com"]);
    const searches = fake.calls.filter((c) => c.kind === "page").slice(before);
    expect(searches.map((c) => c.filters!.search)).toEqual(["GOOGLE"]);
    await userEvent.clear(screen.getByPlaceholderText("Search emails or sources..."));
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "nobody-here");
    expect(await screen.findByText("No subscribers match your current filters.", undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it("filters by date range and source, sorts, and clears everything", async () => {
    await renderList();
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    expect(screen.getByRole("button", { name: "Filters" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "june2024");
    await waitFor(() => expect(rowsShown()).toEqual(["june@summer.example"]));
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "all");
    await userEvent.selectOptions(screen.getByLabelText("Source"), "unknown");
    await waitFor(() => expect(rowsShown()).toEqual(["=cmd@evil.example"]));
    // Source options read as names, with the id beside them.
    expect(within(screen.getByLabelText("Source")).getByRole("option", { name: "June campaign (june_campaign)" })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Source"), "june_campaign");
    await waitFor(() => expect(rowsShown()).toEqual(["june@summer.example"]));
    await userEvent.selectOptions(screen.getByLabelText("Source"), "all");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "email");
    await waitFor(() => expect(rowsShown()[0]).toBe("=cmd@evil.example"));
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "oldest");
    await waitFor(() => expect(rowsShown()[0]).toBe("june@summer.example"));
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "maria");
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(screen.getByPlaceholderText("Search emails or sources...")).toHaveValue("");
    expect(screen.getByLabelText("Sort by")).toHaveValue("newest");
    await waitFor(() => expect(rowsShown()).toHaveLength(5));
  });

  it("shows confirmed subscribers by default, each row's state as a word, and the others on request", async () => {
    const fake = fakeListApi(withStates);
    render(<EmailListView client={client} api={fake.api} />);
    // The cards count the five confirmed subscribers; the three others are said apart.
    await screen.findByText("Showing 1–5 of 5 subscribers");
    expect(stat("total-subscribers")).toBe("5");
    expect(stat("last-7-days")).toBe("2");
    expect(screen.getByTestId("other-states")).toHaveTextContent("Not counted above: 2 pending (waiting for the confirmation link) and 1 unsubscribed.");
    expect(screen.getByRole("columnheader", { name: "Status" })).toBeInTheDocument();
    const badge = within(screen.getAllByTestId("subscriber-row")[0]!).getByText("Confirmed");
    expect(badge).toHaveAttribute("data-status", "confirmed");
    expect(badge.getAttribute("title")).toMatch(/Followed the confirmation link/);
    // The source that has only pending sign-ups is a filter option, not a breakdown entry.
    expect(screen.getByTestId("source-breakdown").querySelector('[data-source="spring_webinar"]')).toBeNull();
    expect(screen.getByTestId("export-scope")).toHaveTextContent("Exports the confirmed subscribers the filters match");

    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    const status = screen.getByLabelText("Status");
    expect(within(status).getAllByRole("option").map((o) => o.textContent)).toEqual(["All statuses (8)", "Confirmed (5)", "Pending (2)", "Unsubscribed (1)"]);
    await userEvent.selectOptions(status, "pending");
    await screen.findByText("Showing 1–2 of 2 pending sign-ups");
    expect(rowsShown()).toEqual(["waiting@casa-azul.mx", "later@new-source.example"]);
    expect(within(screen.getAllByTestId("subscriber-row")[0]!).getByText("Pending")).toHaveAttribute("data-status", "pending");
    expect(screen.getByRole("button", { name: "Export CSV (pending)" })).toBeEnabled();
    expect(screen.getByTestId("export-scope")).toHaveTextContent("not subscribers yet");
    // The stats counted it: no count request.
    expect(fake.calls.filter((c) => c.kind === "total")).toHaveLength(0);
    expect(fake.calls.filter((c) => c.kind === "page").at(-1)!.filters!.status).toBe("pending");

    await userEvent.selectOptions(status, "all");
    await screen.findByText("Showing 1–8 of 8 sign-ups");
    expect(within(screen.getAllByTestId("subscriber-row")[0]!).getByText("Pending")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Source"), "EmailSignUpPage");
    await screen.findByText("Showing 1–3 of 3 sign-ups");
    // Clear Filters goes back to the subscribers.
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    await screen.findByText("Showing 1–5 of 5 subscribers");
    expect(screen.getByLabelText("Status")).toHaveValue("confirmed");
  });

  it("says nothing matches, not that the list is empty, when only pending sign-ups exist", async () => {
    const fake = fakeListApi([listRow({ id: "p", email: "p@x.io", source: "EmailSignUpPage", created_at: ago(1), status: "pending", confirmed_at: null })]);
    render(<EmailListView client={client} api={fake.api} />);
    expect(await screen.findByText("No subscribers match your current filters.")).toBeInTheDocument();
    expect(stat("total-subscribers")).toBe("0");
    expect(stat("top-source")).toBe("None");
    expect(screen.getByTestId("other-states")).toHaveTextContent("1 pending");
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });

  it("hides the test data from the stats, the chart and the table with one switch", async () => {
    const fake = await renderList();
    const toggle = screen.getByRole("switch", { name: "Show test data" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await waitFor(() => expect(stat("total-subscribers")).toBe("4"));
    await waitFor(() => expect(rowsShown()).not.toContain("audit-flow-x@example.com"));
    expect(screen.getByText("(without test data)")).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.kind === "stats").map((c) => c.includeTestData)).toEqual([true, false]);
  });

  it("pages through the list, keeping the old rows while the next page loads", async () => {
    await renderList(many(120), { pageDelayMs: 300 });
    expect(screen.getByTestId("page-position")).toHaveTextContent("Page 1 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    // While loading: the old rows are still there, dimmed, and the table says it is busy.
    expect(screen.getByTestId("subscriber-table")).toHaveAttribute("aria-busy", "true");
    expect(rowsShown()[0]).toBe("guest000@x.io");
    await screen.findByText("Showing 51–100 of 120 subscribers");
    expect(rowsShown()[0]).toBe("guest050@x.io");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 101–120 of 120 subscribers");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "First page" }));
    await screen.findByText("Showing 1–50 of 120 subscribers");
  });

  it("shows a search's rows before their count, and counts again only when the matches change", async () => {
    const fake = await renderList(many(120), { totalDelayMs: 600 });
    // The whole list's total is the stats' own: nothing to count.
    expect(fake.calls.filter((c) => c.kind === "total")).toHaveLength(0);
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "guest");
    await screen.findByText("Showing 1–50 subscribers, counting the rest…");
    expect(rowsShown()[0]).toBe("guest000@x.io");
    // The count answers 600 ms after the rows: wait for it with room for a busy machine.
    await screen.findByText("Showing 1–50 of 120 subscribers", {}, { timeout: 5000 });
    expect(fake.calls.filter((c) => c.kind === "total").map((c) => c.filters!.search)).toEqual(["guest"]);
    // A sort or a page doesn't change how many rows match: no second count.
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "oldest");
    await screen.findByText("Showing 1–50 of 120 subscribers");
    await waitFor(() => expect(rowsShown()[0]).toBe("guest119@x.io"));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 51–100 of 120 subscribers");
    expect(fake.calls.filter((c) => c.kind === "total")).toHaveLength(1);
    // A search whose first page isn't full is its own count: no count asked.
    await userEvent.clear(screen.getByPlaceholderText("Search emails or sources..."));
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "guest11");
    await screen.findByText("Showing 1–10 of 10 subscribers");
    expect(fake.calls.filter((c) => c.kind === "total")).toHaveLength(1);
    // The count is asked after its rows came, never before.
    const kinds = fake.calls.map((c) => `${c.kind}:${c.filters?.search ?? ""}`);
    expect(kinds.indexOf("total:guest")).toBeGreaterThan(kinds.indexOf("page:guest"));
  });

  it("a count that fails stops saying it counts, says why, and 'Count exactly' tries again", async () => {
    await renderList(many(120), { totalFail: "canceling statement due to statement timeout" });
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "guest");
    await screen.findByText("Showing 1–50 subscribers");
    expect(screen.queryByText(/counting the rest/)).toBeNull();
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ variant: "destructive" }));
    expect(toastStore.getSnapshot()[0]!.description).toContain("canceling statement due to statement timeout");
    await userEvent.click(screen.getByRole("button", { name: "Count exactly" }));
    await screen.findByText("Showing 1–50 of 120 subscribers");
  });

  it("exports with progress and can cancel; a finished export downloads the file", async () => {
    let resolve!: (v: { blob: Blob; rows: number }) => void;
    const runExport = vi.fn(
      (_c: SupabaseClient, o: Parameters<typeof exportSubscribers>[1]) =>
        new Promise<{ blob: Blob; rows: number }>((res, rej) => {
          resolve = res;
          o.onProgress?.({ done: 2, total: 5 });
          o.signal?.addEventListener("abort", () => rej(new DOMException("cancelled", "AbortError")));
        }),
    );
    await renderList(seed, {}, runExport as unknown as typeof exportSubscribers);
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("2 of 5 rows")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel export" }));
    await waitFor(() => expect(screen.queryByTestId("export-progress")).toBeNull());
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Export cancelled" });
    expect(blobs).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await act(async () => resolve({ blob: new Blob(["csv"]), rows: 5 }));
    expect(blobs).toHaveLength(1);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Export Complete", variant: "success" });
    expect(runExport.mock.calls[1]![1]).toMatchObject({ expected: 5, filters: { includeTestData: true } });
  });

  it("keeps an export running through its progress updates, and downloads the file", async () => {
    let signal: AbortSignal | undefined;
    // The last batch waits until the test has seen the progress before it (a timer raced a busy machine).
    let releaseLastBatch = () => {};
    const lastBatch = new Promise<void>((r) => (releaseLastBatch = r));
    const runExport = vi.fn(async (_c: SupabaseClient, o: Parameters<typeof exportSubscribers>[1]) => {
      signal = o.signal;
      for (const done of [1000, 2000, 3000]) {
        o.onProgress?.({ done, total: 3000 });
        await (done === 2000 ? lastBatch : new Promise((r) => setTimeout(r, 10)));
        if (o.signal?.aborted) throw new DOMException("cancelled", "AbortError");
      }
      return { blob: new Blob(["csv"]), rows: 3000 };
    });
    await renderList(seed, {}, runExport as unknown as typeof exportSubscribers);
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("2,000 of 3,000 rows")).toBeInTheDocument();
    releaseLastBatch();
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(signal?.aborted).toBe(false);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Export Complete" });
  });

  it("says when the database is empty, and disables export", async () => {
    const fake = fakeListApi([]);
    render(<EmailListView client={client} api={fake.api} />);
    expect(await screen.findByText("Your subscriber database is empty.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });

  it("raises the spec's toast when loading fails, and can try again", async () => {
    const fake = fakeListApi(seed, { fail: "permission denied for table subscribers" });
    render(<EmailListView client={client} api={fake.api} />);
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        title: "Error Loading Emails",
        description: "Failed to load subscriber list: permission denied for table subscribers",
        variant: "destructive",
        duration: 5000,
      }),
    );
    const before = fake.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(before));
  });

  it("shows a month's figure on hover and on focus, and moves with the arrow keys", async () => {
    await renderList();
    const chart = screen.getByTestId("monthly-chart");
    const june = chart.querySelector<HTMLElement>('[data-month="2024-06"]')!;
    await userEvent.hover(june);
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Jun 2024: 1 sign-ups");
    const bars = chart.querySelectorAll<HTMLElement>("li");
    const last = bars[bars.length - 1]!;
    expect(last).toHaveAttribute("tabindex", "0");
    act(() => last.focus());
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(june);
    expect(screen.getByTestId("chart-tooltip")).toHaveTextContent("Jun 2024");
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(bars[1]);
  });
});
