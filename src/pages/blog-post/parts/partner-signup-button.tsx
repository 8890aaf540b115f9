import { PartnerSignupButton as Button } from "~/components/editorial/partner-signup-button";
import type { PartnerWords } from "~/content/partner/en";
import { config } from "~/lib/config";

/** <PartnerSignupButton plan="Standard" /> in a post: the partner plan's sign-up (config's partner URL, else the 'Feature In Progress' toast). */
export function PartnerSignupButton({ plan, words }: { plan: string; words: Pick<PartnerWords, "signup" | "inProgressToast"> }) {
  return <Button planName={plan} signupUrl={config.links.partnerSignup} words={words} className="my-4" />;
}
