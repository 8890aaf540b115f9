/**
 * The answer to "what do you hold on me?": every stored field of the subscriber in words, the
 * consent words they agreed to with their version, the erase link, how to unsubscribe, whom to ask.
 * One paragraph per field ("Label: value"), not a table: the plain-text twin stays readable.
 */
import { Heading, Section, Text } from "@react-email/components";
import type { SubscriberRecord } from "../contract.ts";
import { formatTime } from "./format.ts";
import { CallToAction, Layout, colors, headingStyle, smallStyle, textStyle } from "./layout.tsx";
import type { MailWords } from "./words/index.ts";

export interface DataReportMailProps {
  lang: "en" | "es";
  brand: string;
  words: MailWords;
  to: string;
  subscriber: SubscriberRecord;
  /** The page the form was on, as shown ("example.com/subscribe"), or null. */
  where: string | null;
  eraseUrl: string;
  unsubscribeUrl: string;
  privacyUrl: string;
  privacyEmail: string;
}

/** The fields in the order a reader follows them: who, state, where from, then when. */
export function reportRows(subscriber: SubscriberRecord, words: MailWords, lang: string, where: string | null): [string, string][] {
  const w = words.dataReport;
  const time = (value: string | null) => formatTime(value, lang) ?? w.none;
  // Rows from before double opt-in are subscribed with no confirmation and no consent version.
  const legacy = !subscriber.confirmed_at && subscriber.status !== "pending" && !subscriber.consent_text_version;
  const confirmed = legacy ? w.noConfirmation : time(subscriber.confirmed_at);
  return [
    [w.fields.email, subscriber.email],
    [w.fields.status, w.statuses[subscriber.status] ?? subscriber.status],
    [w.fields.source, subscriber.source ? (w.sources[subscriber.source] ?? subscriber.source) : w.none],
    [w.fields.page, where ?? subscriber.page ?? w.none],
    [w.fields.lang, subscriber.lang ? w.langs[subscriber.lang] : w.none],
    [w.fields.created_at, time(subscriber.created_at)],
    [w.fields.consented_at, time(subscriber.consented_at)],
    [w.fields.confirmed_at, confirmed],
    [w.fields.unsubscribed_at, time(subscriber.unsubscribed_at)],
    [w.fields.consent_text_version, subscriber.consent_text_version ?? w.none],
    [w.fields.privacy_notice_version, subscriber.privacy_notice_version ?? w.none],
  ];
}

export function DataReportMail(props: DataReportMailProps) {
  const { lang, brand, words, to, subscriber, where, eraseUrl, unsubscribeUrl, privacyUrl, privacyEmail } = props;
  const w = words.dataReport;
  return (
    <Layout lang={lang} brand={brand} preview={w.preview} words={words} to={to} unsubscribeUrl={unsubscribeUrl} privacyUrl={privacyUrl}>
      <Heading as="h1" style={headingStyle}>
        {w.heading}
      </Heading>
      <Text style={textStyle}>{words.greeting}</Text>
      <Text style={textStyle}>{w.intro(brand)}</Text>
      <Section style={{ backgroundColor: colors.sand, borderRadius: "12px", padding: "16px 20px", margin: "0 0 16px" }}>
        {reportRows(subscriber, words, lang, where).map(([label, value]) => (
          <Text key={label} style={{ ...textStyle, fontSize: "15px", margin: "0 0 6px" }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
      </Section>
      {subscriber.consent_text && subscriber.consent_text_version ? (
        <>
          <Text style={textStyle}>{w.consentHeading(subscriber.consent_text_version)}</Text>
          <Text style={{ ...textStyle, borderLeft: `4px solid ${colors.teal}`, paddingLeft: "12px", fontStyle: "italic" }}>
            “{subscriber.consent_text}”
          </Text>
        </>
      ) : (
        <Text style={textStyle}>{w.noConsentText}</Text>
      )}
      <Text style={textStyle}>{w.mailsKept}</Text>
      <Text style={smallStyle}>{w.timesNote}</Text>
      <Heading as="h2" style={{ ...headingStyle, fontSize: "20px", lineHeight: "28px", margin: "24px 0 12px" }}>
        {w.eraseHeading}
      </Heading>
      <Text style={textStyle}>{w.eraseText}</Text>
      <CallToAction href={eraseUrl} label={w.eraseButton} fallback={words.linkFallback} />
      <Text style={textStyle}>{w.unsubscribeText}</Text>
      <Text style={textStyle}>{privacyEmail ? w.contact(privacyEmail) : w.contactNoEmail}</Text>
      <Text style={textStyle}>{w.notYou}</Text>
    </Layout>
  );
}
