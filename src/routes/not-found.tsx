import { Home } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ title: "Page Not Found", description: "This page could not be found.", path: "/404", noindex: true });

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Oops! Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">The page you are looking for doesn't exist or has moved. Let's get you back on track.</p>
      <ButtonLink to="/" variant="secondary" size="lg" className="mt-8">
        <Home className="h-5 w-5" aria-hidden="true" />
        Return to Homepage
      </ButtonLink>
    </div>
  );
}
