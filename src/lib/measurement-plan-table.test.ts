import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measurementPlanMarkdown, PLAN_ROWS } from "./measurement-plan-table";
import { validatePlanEntry } from "./measurement-plan-validate";

describe("docs/measurement-plan.md", () => {
  it("is what the measurement plan module says (run `npm run docs:measurement-plan` after changing it)", () => {
    const onDisk = readFileSync(path.resolve(__dirname, "../../docs/measurement-plan.md"), "utf8");
    expect(onDisk).toBe(measurementPlanMarkdown());
  });

  it("lists every moment once, each with a valid example", () => {
    const names = PLAN_ROWS.map((r) => r.example().ga4.name);
    expect(names).toEqual([
      "view_item_list", "select_item", "view_item", "add_to_cart", "remove_from_cart", "view_cart", "begin_checkout", "purchase",
      "sign_up", "generate_lead", "form_submission", "book_call_click", "select_language", "partner_signup_click", "mexico_buy_now",
    ]);
    for (const row of PLAN_ROWS) expect(validatePlanEntry(row.example())).toEqual([]);
  });
});
