import { ExternalLink, Gift } from "lucide-react";
import { ArticleBody, ArticleLayout } from "~/components/editorial/article";
import { articleMeta } from "~/components/editorial/article-meta";
import { NewTabLink } from "~/components/ui/links";
import { VideoPreview } from "~/components/editorial/video-preview";
import { workspaceArticle, workspaceLeadMagnet, workspaceReferral, workspaceVideo } from "~/content/articles/workspace";
import { workspacePost } from "~/content/blog";
import { signUpFormCopy } from "~/content/sign-up";
import { SignUpForm } from "~/features/sign-up/sign-up-form";
import { config } from "~/lib/config";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export const meta = () => articleMeta(workspacePost);

export default function GoogleWorkspaceArticle() {
  const video = config.articleVideoId ? (
    <VideoPreview
      title={workspaceVideo.title}
      poster={workspaceVideo.poster}
      posterAlt={workspaceVideo.posterAlt}
      embedUrl={workspaceVideo.embedUrl(config.articleVideoId)}
      watchUrl={`https://www.youtube.com/watch?v=${encodeURIComponent(config.articleVideoId)}`}
      note={workspaceVideo.consentNote}
    />
  ) : null;

  const referral = config.links.workspaceReferral ? (
    <aside aria-labelledby="referral-title" className={cn(cardVariants({ tone: "sand", pad: "lg" }), "my-10")}>
      <h2 id="referral-title" className="!mt-0 !text-2xl">
        {workspaceReferral.title}
      </h2>
      <p>{workspaceReferral.text}</p>
      <NewTabLink
        href={config.links.workspaceReferral}
        toast={workspaceReferral.toast}
        variant="secondary"
        className="mt-2 !font-semibold !text-white !no-underline"
      >
        {workspaceReferral.label}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </NewTabLink>
    </aside>
  ) : null;

  return (
    <ArticleLayout
      post={workspacePost}
      after={
        <section id="starter-kit" aria-labelledby="lead-magnet-title" className="bg-brand-900 text-white">
          <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-brand-200">
              <Gift className="h-4 w-4" aria-hidden="true" />
              {workspaceLeadMagnet.eyebrow}
            </p>
            <h2 id="lead-magnet-title" className="mt-2 text-3xl font-bold">
              {workspaceLeadMagnet.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{workspaceLeadMagnet.text}</p>
            <SignUpForm source={workspaceLeadMagnet.source} submitLabel={workspaceLeadMagnet.submitLabel} className="mt-8" />
            <p className="mt-4 text-sm text-brand-100">{signUpFormCopy.privacy}</p>
          </div>
        </section>
      }
    >
      <ArticleBody blocks={workspaceArticle} slots={{ video, referral }} />
    </ArticleLayout>
  );
}
