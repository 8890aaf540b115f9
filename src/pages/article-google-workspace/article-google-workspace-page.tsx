import { ExternalLink, Gift } from "lucide-react";
import { ArticleBody, ArticleLayout } from "~/components/editorial/article";
import { VideoPreview } from "~/components/editorial/video-preview";
import { cardVariants } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { NewTabLink } from "~/components/ui/links";
import type { ArticleGoogleWorkspaceWords } from "~/content/article-google-workspace/en";
import { SignUpForm } from "~/features/sign-up/sign-up-form";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

/** The player's address (YouTube's privacy-enhanced mode), loaded only when the visitor asks for it. */
const embedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/** /why-creators-thrive-with-google-workspace: the article with its video and referral, then the starter kit's sign-up. */
export function ArticleGoogleWorkspacePage({ words }: { words: ArticleGoogleWorkspaceWords }) {
  const { video: videoWords, referral: referralWords, leadMagnet } = words;
  const video = config.articleVideoId ? (
    <VideoPreview
      title={videoWords.title}
      poster={videoWords.poster}
      posterAlt={videoWords.posterAlt}
      embedUrl={embedUrl(config.articleVideoId)}
      watchUrl={`https://www.youtube.com/watch?v=${encodeURIComponent(config.articleVideoId)}`}
      note={videoWords.consentNote}
      playLabel={videoWords.playLabel(videoWords.title)}
      watchLabel={videoWords.watchOnYouTube}
    />
  ) : null;

  const referral = config.links.workspaceReferral ? (
    <aside aria-labelledby="referral-title" className={cn(cardVariants({ tone: "sand", pad: "lg" }), "my-10")}>
      <h2 id="referral-title" className="!mt-0 !text-2xl">
        {referralWords.title}
      </h2>
      <p>{referralWords.text}</p>
      <NewTabLink
        href={config.links.workspaceReferral}
        toast={referralWords.toast}
        variant="secondary"
        className="mt-2 !font-semibold !text-white !no-underline"
      >
        {referralWords.label}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </NewTabLink>
    </aside>
  ) : null;

  return (
    <ArticleLayout
      words={words}
      after={
        <section id="starter-kit" aria-labelledby="lead-magnet-title" className="bg-brand-900 text-white">
          <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
            <Eyebrow tone="dark" className="inline-flex items-center gap-2">
              <Gift className="h-4 w-4" aria-hidden="true" />
              {leadMagnet.eyebrow}
            </Eyebrow>
            <h2 id="lead-magnet-title" className="mt-2 text-3xl font-bold">
              {leadMagnet.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{leadMagnet.text}</p>
            <SignUpForm words={words.signUp} source="GoogleWorkspaceArticle" submitLabel={leadMagnet.submitLabel} className="mt-8" dark />
            <p className="mt-4 text-sm text-brand-100">{words.signUp.privacy}</p>
          </div>
        </section>
      }
    >
      <ArticleBody blocks={words.body} slots={{ video, referral }} />
    </ArticleLayout>
  );
}
