/**
 * The frame every mail shares, in the site's look (src/app.css): a deep teal band with the brand,
 * a white card on sand, a coral call to action, and a footer with the unsubscribe and privacy links.
 * Inline styles only: mail clients drop stylesheets.
 */
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { MailWords } from "./words/index.ts";

export const colors = {
  teal: "#134e4a", // --color-brand-800
  tealText: "#d5f1ec", // --color-brand-100
  coral: "#c2410c", // --color-accent-600: white text on it passes WCAG AA
  sand: "#f8f1e6", // --color-sand-100
  ink: "#1c2a2e",
  muted: "#4b5b60",
  line: "#efe3cf", // --color-sand-200
};

const font = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const textStyle = { color: colors.ink, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
export const smallStyle = { color: colors.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" };
export const headingStyle = { color: colors.ink, fontSize: "24px", lineHeight: "32px", fontWeight: 700, margin: "0 0 16px" };

export interface LayoutProps {
  lang: "en" | "es";
  brand: string;
  preview: string;
  words: MailWords;
  to: string;
  unsubscribeUrl: string;
  privacyUrl: string;
  children: ReactNode;
}

export function Layout({ lang, brand, preview, words, to, unsubscribeUrl, privacyUrl, children }: LayoutProps) {
  return (
    <Html lang={lang === "es" ? "es-MX" : "en"} dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.sand, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "16px", overflow: "hidden" }}>
          <Section style={{ backgroundColor: colors.teal, padding: "20px 32px" }}>
            <Text style={{ color: "#ffffff", fontSize: "20px", fontWeight: 700, lineHeight: "28px", margin: 0 }}>{brand}</Text>
          </Section>
          <Section style={{ padding: "32px" }}>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ padding: "20px 32px 28px" }}>
            <Text style={smallStyle}>{words.sentTo(to)}</Text>
            <Text style={smallStyle}>{words.footerWhy(brand)}</Text>
            <Text style={smallStyle}>
              {words.unsubscribeLead}{" "}
              <Link href={unsubscribeUrl} style={{ color: colors.teal, textDecoration: "underline" }}>
                {words.unsubscribe}
              </Link>
              {" · "}
              <Link href={privacyUrl} style={{ color: colors.teal, textDecoration: "underline" }}>
                {words.privacy}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The coral call to action, with the raw link under it for clients that block buttons. */
export function CallToAction({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <>
      <Section style={{ margin: "8px 0 24px" }}>
        <Button
          href={href}
          style={{
            backgroundColor: colors.coral,
            color: "#ffffff",
            borderRadius: "10px",
            fontSize: "16px",
            fontWeight: 700,
            padding: "14px 24px",
            textDecoration: "none",
            display: "inline-block",
          }}
        >
          {label}
        </Button>
      </Section>
      <Text style={smallStyle}>{fallback}</Text>
      <Text style={{ ...smallStyle, margin: "0 0 16px", wordBreak: "break-all" }}>
        <Link href={href} style={{ color: colors.teal }}>
          {href}
        </Link>
      </Text>
    </>
  );
}
