import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSupabase } from "~/features/audit/fake-supabase";
import { toastStore } from "~/lib/toast";
import { EmailListView } from "./email-list-view";
import type { Subscriber } from "./types";

const now = Date.now();
const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
const seed: Subscriber[] = [
  { id: "1", email: "maria@casa-azul.mx", source: "EmailSignUpPage", created_at: ago(1) },
  { id: "2", email: "ben@gmail.com", source: "GoogleWorkspaceArticle", created_at: ago(10) },
  { id: "3", email: "=cmd@evil.example", source: null, created_at: ago(40) },
  { id: "4", email: "june@summer.example", source: "june_campaign", created_at: "2024-06-15T12:00:00.000Z" },
];

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), "blob:csv"));
  URL.revokeObjectURL = vi.fn();
  // jsdom lays nothing out: give the table's scroller a size, so the virtualizer renders rows.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(560);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
});
afterEach(() => vi.restoreAllMocks());

const rowsShown = () => screen.getAllByTestId("subscriber-row").map((r) => within(r).getAllByRole("cell")[0]!.textContent);

async function renderList(rows = seed, behaviour = {}) {
  const fake = fakeSupabase(rows, behaviour);
  render(<EmailListView getClient={() => fake.team} />);
  await screen.findByText(`Showing ${rows.length} of ${rows.length} subscribers`);
  return fake;
}

describe("the subscriber list", { timeout: 30_000 }, () => {
  it("shows the four stats, the table newest first and the source breakdown", async () => {
    await renderList();
    const stat = (name: string) => within(screen.getByTestId(name)).getByTestId("stat-value").textContent;
    expect(stat("stat-total-subscribers")).toBe("4");
    expect(stat("stat-last-30-days")).toBe("2");
    expect(stat("stat-last-7-days")).toBe("1");
    expect(stat("stat-top-source")).toBe("EmailSignUpPage");
    expect(rowsShown()).toEqual(["maria@casa-azul.mx", "ben@gmail.com", "=cmd@evil.example", "june@summer.example"]);
    expect(screen.getByRole("columnheader", { name: "Email Address" })).toBeInTheDocument();
    expect(screen.getByTestId("source-breakdown")).toHaveTextContent("unknown1 · 25.0%");
    expect(screen.getByTestId("monthly-chart").querySelector('[data-month="2024-06"]')).toHaveAttribute("data-count", "1");
  });

  it("searches e-mail and source as you type", async () => {
    await renderList();
    const search = screen.getByPlaceholderText("Search emails or sources...");
    await userEvent.type(search, "GOOGLE");
    expect(rowsShown()).toEqual(["ben@gmail.com"]);
    await userEvent.clear(search);
    await userEvent.type(search, "nobody-here");
    expect(screen.getByText("No subscribers match your current filters.")).toBeInTheDocument();
  });

  it("filters by date range and source, sorts, and clears everything", async () => {
    await renderList();
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    expect(screen.getByRole("button", { name: "Filters" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "june2024");
    expect(rowsShown()).toEqual(["june@summer.example"]);
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "30days");
    expect(rowsShown()).toEqual(["maria@casa-azul.mx", "ben@gmail.com"]);
    await userEvent.selectOptions(screen.getByLabelText("Date range"), "all");
    await userEvent.selectOptions(screen.getByLabelText("Source"), "unknown");
    expect(rowsShown()).toEqual(["=cmd@evil.example"]);
    await userEvent.selectOptions(screen.getByLabelText("Source"), "june_campaign");
    expect(rowsShown()).toEqual(["june@summer.example"]);
    await userEvent.selectOptions(screen.getByLabelText("Source"), "all");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "email");
    expect(rowsShown()).toEqual(["=cmd@evil.example", "ben@gmail.com", "june@summer.example", "maria@casa-azul.mx"]);
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "oldest");
    expect(rowsShown()[0]).toBe("june@summer.example");
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "maria");
    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(screen.getByPlaceholderText("Search emails or sources...")).toHaveValue("");
    expect(screen.getByLabelText("Sort by")).toHaveValue("newest");
    expect(rowsShown()).toHaveLength(4);
  });

  it("exports what the filters show as CSV", async () => {
    await renderList();
    await userEvent.type(screen.getByPlaceholderText("Search emails or sources..."), "evil");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe(`"Email","Source","Date Subscribed"\r\n"'=cmd@evil.example","unknown","${seed[2]!.created_at}"`);
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Export Complete", variant: "success" });
  });

  it("says when the database is empty, and disables export", async () => {
    await renderList([]);
    expect(screen.getByText("Your subscriber database is empty.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });

  it("raises the spec's toast when loading fails, and can try again", async () => {
    const fake = fakeSupabase(seed, { down: { status: 500, message: "permission denied for table subscribers" } });
    render(<EmailListView getClient={() => fake.team} />);
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        title: "Error Loading Emails",
        description: "Failed to load subscriber list: permission denied for table subscribers",
        variant: "destructive",
        duration: 5000,
      }),
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("reloads on Refresh", async () => {
    const fake = await renderList();
    const before = fake.log.length;
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await screen.findByText("Showing 4 of 4 subscribers");
    expect(fake.log.length).toBeGreaterThan(before);
  });
});
