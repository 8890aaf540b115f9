import { VideoPreview as Preview } from "~/components/editorial/video-preview";
import { config } from "~/lib/config";
import type { ArticleFrameWords } from "~/content/article-frame/en";

/** The player's address (YouTube's privacy-enhanced mode), loaded only when the visitor asks for it. */
const embedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/**
 * <VideoPreview title="…" poster="/images/…" posterAlt="…" videoId="…" /> in a post: a click-to-load
 * video. Without `videoId` it plays the site's article video (VITE_ARTICLE_VIDEO_ID); with neither
 * it shows nothing, as before. Its labels, in the post's language, are passed in by the post's
 * module (pipeline/posts-plugin.ts).
 */
export function VideoPreview({ title, poster, posterAlt, videoId = config.articleVideoId, words }: { title: string; poster: string; posterAlt: string; videoId?: string; words: ArticleFrameWords["video"] }) {
  if (!videoId) return null;
  return (
    <Preview
      title={title}
      poster={poster}
      posterAlt={posterAlt}
      embedUrl={embedUrl(videoId)}
      watchUrl={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      note={words.consentNote}
      playLabel={words.playLabel(title)}
      watchLabel={words.watchOnYouTube}
    />
  );
}
