import type { SignUpConsentWords } from "~/content/sign-up-consent/en";
import { config } from "~/lib/config";
import { useLang } from "~/lib/i18n";
import { TWIN_PAGES } from "~/lib/twins";
import { cn } from "~/lib/cn";

/**
 * The consent words (version CONSENT_VERSION in content/consent/versions.ts, which the sign-up
 * sends and the database stores with these words) and the short privacy notice beside a form:
 * who is responsible, what the address is for, and a link to the full notice in the page's
 * language.
 */
export function ConsentNotice({
  words,
  className,
  showConsent = true,
  dark = false,
}: {
  words: SignUpConsentWords;
  className?: string;
  showConsent?: boolean;
  /** On a dark section (the article's lead magnet): light text, for contrast. */
  dark?: boolean;
}) {
  const lang = useLang();
  // LFPDPPP: the notice names the responsible party; the brand stands in until the legal name is configured.
  const name = config.legal.name || config.brand;
  return (
    <div className={cn("space-y-2 text-sm leading-relaxed", dark ? "text-brand-100" : "text-muted", className)}>
      {showConsent && <p>{words.consentText}</p>}
      <p>
        {words.notice.replace("{name}", name)}{" "}
        <a href={TWIN_PAGES.privacy[lang]} className={cn("font-medium underline underline-offset-2", dark ? "text-white" : "text-brand-700 hover:text-brand-900")}>
          {words.noticeLink}
        </a>
        .
      </p>
    </div>
  );
}
