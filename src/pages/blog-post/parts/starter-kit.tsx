import { Gift } from "lucide-react";
import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { SignUpWords } from "~/content/sign-up/en";
import type { SignUpSource } from "~/content/sign-up/sources";
import { SignUpForm } from "~/features/sign-up/sign-up-form";

/**
 * <StarterKit source="…" eyebrow="…" title="…" submitLabel="…">text</StarterKit>: after a post, a
 * lead magnet's sign-up (the list's form; `source` names the sign-up's origin). The form's own
 * words, in the post's language, are passed in by the post's module (pipeline/posts-plugin.ts).
 */
export function StarterKit({ source, eyebrow, title, submitLabel, signUp, children }: { source: SignUpSource; eyebrow: string; title: string; submitLabel: string; signUp: SignUpWords; children: ReactNode }) {
  return (
    <section id="starter-kit" aria-labelledby="lead-magnet-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
        <Eyebrow tone="dark" className="inline-flex items-center gap-2">
          <Gift className="h-4 w-4" aria-hidden="true" />
          {eyebrow}
        </Eyebrow>
        <h2 id="lead-magnet-title" className="mt-2 text-3xl font-bold">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{children}</p>
        <SignUpForm words={signUp} source={source} submitLabel={submitLabel} className="mt-8" dark />
        <p className="mt-4 text-sm text-brand-100">{signUp.privacy}</p>
      </div>
    </section>
  );
}
