import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { en } from "~/content/partner/en";
import { toastStore } from "~/lib/toast";
import { PartnerSignupButton } from "./partner-signup-button";

function lastToast() {
  return toastStore.getSnapshot()[0];
}

describe("PartnerSignupButton", () => {
  beforeEach(() => {
    for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
  });

  it("says 'Feature In Progress' while no partner URL is configured", async () => {
    render(<PartnerSignupButton planName="Standard" signupUrl="" words={en} />);
    const button = screen.getByRole("button", { name: "Sign Up for Standard" });
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.click(button);
    expect(lastToast()?.title).toBe("Feature In Progress");
  });

  it("opens the partner's sign-up in a new tab once the URL is set, with a toast", async () => {
    render(<PartnerSignupButton planName="Lite" signupUrl="https://partner.example/signup?ref=cx" words={en} />);
    const link = screen.getByRole("link", { name: /Sign Up for Lite/ });
    expect(link).toHaveAttribute("href", "https://partner.example/signup?ref=cx");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    link.addEventListener("click", (e) => e.preventDefault());
    await userEvent.click(link);
    expect(lastToast()?.title).toMatch(/^Opening /);
    expect(lastToast()?.description).toContain("THREE30P");
  });
});
