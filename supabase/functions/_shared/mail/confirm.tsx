/** The double opt-in mail: why it came, the confirm button, what happens if it wasn't them. */
import { Heading, Text } from "@react-email/components";
import { CallToAction, Layout, headingStyle, textStyle } from "./layout.tsx";
import type { MailWords } from "./words/index.ts";

export interface ConfirmMailProps {
  lang: "en" | "es";
  brand: string;
  words: MailWords;
  to: string;
  /** The page the form was on, as shown ("example.com/subscribe"), or null. */
  where: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
  privacyUrl: string;
}

export function ConfirmMail({ lang, brand, words, to, where, confirmUrl, unsubscribeUrl, privacyUrl }: ConfirmMailProps) {
  const w = words.confirm;
  return (
    <Layout lang={lang} brand={brand} preview={w.preview} words={words} to={to} unsubscribeUrl={unsubscribeUrl} privacyUrl={privacyUrl}>
      <Heading as="h1" style={headingStyle}>
        {w.heading}
      </Heading>
      <Text style={textStyle}>{words.greeting}</Text>
      <Text style={textStyle}>{w.why(brand, where)}</Text>
      <Text style={textStyle}>{w.ask}</Text>
      <CallToAction href={confirmUrl} label={w.button} fallback={words.linkFallback} />
      <Text style={textStyle}>{w.expires}</Text>
      <Text style={textStyle}>{w.notYou}</Text>
    </Layout>
  );
}
