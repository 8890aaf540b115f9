import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isTestSource, isUnknownSource, sourceLabel, validateEmail } from "./subscriber";

describe("validateEmail", () => {
  it("trims, and rejects an empty or blank value as empty", () => {
    expect(validateEmail("")).toEqual({ ok: false, reason: "empty" });
    expect(validateEmail(" \t\n ")).toEqual({ ok: false, reason: "empty" });
    expect(validateEmail("  host@rental.example  ")).toEqual({ ok: true, email: "host@rental.example" });
  });

  it.each(["host", "host@", "host@rental", "@rental.example", "host@.", "ho st@rental.example", "host@rental.", "host@rental .com"])(
    "rejects %j as invalid",
    (value) => expect(validateEmail(value)).toEqual({ ok: false, reason: "invalid" }),
  );

  it.each(["a@b.c", "first.last+tag@sub.domain.example", "Ünïcode@exämple.de", "a@b@c.d", "x@y..z"])(
    "accepts %j (the spec's loose pattern)",
    (value) => expect(validateEmail(value).ok).toBe(true),
  );

  it("rejects addresses longer than the column allows, counting characters, not UTF-16 units", () => {
    const at = "@rental.example";
    expect(validateEmail("a".repeat(EMAIL_MAX_LENGTH - at.length) + at).ok).toBe(true);
    expect(validateEmail("a".repeat(EMAIL_MAX_LENGTH - at.length + 1) + at)).toEqual({ ok: false, reason: "invalid" });
    // 😀 is two UTF-16 units but one character for Postgres.
    expect(validateEmail("😀".repeat(EMAIL_MAX_LENGTH - at.length) + at).ok).toBe(true);
  });
});

describe("sources", () => {
  it("shows an empty, blank or missing source as 'unknown'", () => {
    expect(sourceLabel(null)).toBe("unknown");
    expect(sourceLabel("")).toBe("unknown");
    expect(sourceLabel("  ")).toBe("unknown");
    expect(sourceLabel(undefined)).toBe("unknown");
    expect(sourceLabel("EmailSignUpPage")).toBe("EmailSignUpPage");
  });
  it("treats empty and the literal 'unknown' alike, in any letter case", () => {
    expect(isUnknownSource("")).toBe(true);
    expect(isUnknownSource("unknown")).toBe(true);
    expect(isUnknownSource("Unknown")).toBe(true);
    expect(isUnknownSource("flow_test")).toBe(false);
  });
  it("knows the audit's test sources", () => {
    for (const s of ["audit_test", "flow_test", "duplicate_test_1", "duplicate_test_2", "duplicate_test_x"]) expect(isTestSource(s), s).toBe(true);
    for (const s of [null, "", "EmailSignUpPage", "duplicate_tests", "Audit_test", "test"]) expect(isTestSource(s), String(s)).toBe(false);
  });
});
