import { Fragment, type ReactNode } from "react";
import { Link } from "~/components/ui/link";

/**
 * Renders copy written as data with inline links: "See our [Privacy Policy](/privacy)."
 * Internal paths become router links; http(s) and mailto/tel links open as plain anchors
 * (http(s) in a new tab). Nothing is parsed as HTML.
 */
export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  const re = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(re)) {
    const [whole, label, href] = m;
    if (m.index > last) parts.push(text.slice(last, m.index));
    const key = `l${i++}`;
    if (href!.startsWith("/")) {
      parts.push(
        <Link key={key} to={href!}>
          {label}
        </Link>,
      );
    } else if (/^https?:/.test(href!)) {
      parts.push(
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>,
      );
    } else {
      parts.push(
        <a key={key} href={href}>
          {label}
        </a>,
      );
    }
    last = m.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
