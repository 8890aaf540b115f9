import { articleMeta } from "~/components/editorial/article-meta";
import { en } from "~/content/article-google-workspace/en";
import { ArticleGoogleWorkspacePage } from "~/pages/article-google-workspace/article-google-workspace-page";

export const meta = () => articleMeta(en.post);

export default function GoogleWorkspaceArticle() {
  return <ArticleGoogleWorkspacePage words={en} />;
}
