import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { cardVariants } from "~/components/ui/card";
import { NewTabLink } from "~/components/ui/links";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

type LinkName = keyof typeof config.links;

/**
 * <Referral link="workspaceReferral" title="…" label="…" toastTitle="…" toastDescription="…">text</Referral>:
 * a referral card whose button opens one of the site's configured links (lib/config `links`) in a
 * new tab; nothing while that link is not configured.
 */
export function Referral({ link, title, label, toastTitle, toastDescription, children }: { link: LinkName; title: string; label: string; toastTitle: string; toastDescription: string; children: ReactNode }) {
  const href = config.links[link];
  if (!href) return null;
  return (
    <aside aria-labelledby="referral-title" className={cn(cardVariants({ tone: "sand", pad: "lg" }), "my-10")}>
      <h2 id="referral-title" className="!mt-0 !text-2xl">
        {title}
      </h2>
      <p>{children}</p>
      <NewTabLink href={href} toast={{ title: toastTitle, description: toastDescription }} variant="secondary" className="mt-2 !font-semibold !text-white !no-underline">
        {label}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </NewTabLink>
    </aside>
  );
}
