import { articleMeta } from "~/components/editorial/article-meta";
import { es } from "~/content/article-google-workspace/es";
import { ArticleGoogleWorkspacePage } from "~/pages/article-google-workspace/article-google-workspace-page";

export const meta = () => articleMeta(es.post);

export default function GoogleWorkspaceArticleEs() {
  return <ArticleGoogleWorkspacePage words={es} />;
}
