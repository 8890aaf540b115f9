import { ExternalLink } from "lucide-react";
import { Button, type ButtonVariantProps } from "~/components/ui/button";
import { NewTabLink } from "~/components/ui/links";
import type { PartnerWords } from "~/content/partner/en";
import { toast } from "~/lib/toast";
import { track } from "~/lib/analytics";
import { config } from "~/lib/config";

/**
 * A plan's sign-up button. With a partner URL configured it is a real link (new tab), so the
 * affiliate click earns its commission; while the URL is unset it says so with the spec's
 * 'Feature In Progress' toast instead of going nowhere.
 */
export function PartnerSignupButton({
  planName,
  signupUrl = config.links.partnerSignup,
  words,
  className,
  variant,
}: { planName: string; /** Default: the partner's sign-up URL (a post's `<PartnerSignupButton planName="…" />`). */ signupUrl?: string; words: Pick<PartnerWords, "signup" | "inProgressToast">; className?: string } & ButtonVariantProps) {
  const label = words.signup.label(planName);
  if (signupUrl) {
    return (
      <NewTabLink
        href={signupUrl}
        toast={words.signup.openingToast}
        className={className}
        variant={variant}
        onClick={() => track((p) => p.partnerSignupClick(planName))}
      >
        {label}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </NewTabLink>
    );
  }
  return (
    <Button
      className={className}
      variant={variant}
      onClick={() => toast({ ...words.inProgressToast, variant: "info" })}
    >
      {label}
    </Button>
  );
}
