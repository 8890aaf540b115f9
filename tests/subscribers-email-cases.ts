import { EMAIL_MAX_LENGTH } from "../src/features/subscribers/subscriber";

const at = "@rental.example";

/** Addresses the sign-up page accepts: the table must store every one of them. */
export const ACCEPTED_EMAILS = [
  "a@b.c",
  "first.last+tag@sub.domain.example",
  "Ünïcode@exämple.de",
  "a@b@c.d",
  "x@y..z",
  "odd\u0085char@rental.example", // U+0085 is not whitespace to JavaScript's \s
  "a".repeat(EMAIL_MAX_LENGTH - at.length - 4) + "mark" + at,
  "😀".repeat(EMAIL_MAX_LENGTH - at.length) + at, // 254 characters, 492 UTF-16 units
];

/** Addresses the page refuses: the table's checks refuse them too (23514). */
export const REFUSED_EMAILS: [label: string, email: string][] = [
  ["whitespace", "ho st@rental.example"],
  ["a non-breaking space", "host\u00a0x@rental.example"],
  ["no dot after the at-sign", "host@rental"],
  ["too long", "a".repeat(EMAIL_MAX_LENGTH - at.length + 1) + at],
];
