import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { setWordsOutsideLayouts } from "~/content/shared-words";
import { handle as englishLayout } from "~/routes/layouts/english";

// A component rendered alone (no root.tsx, no layout route) speaks English, as most pages do.
setWordsOutsideLayouts(englishLayout.words);

afterEach(() => {
  cleanup();
  // Cookies too (the remembered language, the promo banner's close): the unit-dom files share a jsdom per worker.
  if (typeof document !== "undefined") for (const c of document.cookie.split("; ").filter(Boolean)) document.cookie = `${c.split("=")[0]}=; Path=/; Max-Age=0`;
});

// How long `findBy…` and `waitFor` wait for what they look for: Testing Library's 1 s was too
// short when the unit tests share two CPUs with the browser tests (`npm test`): the subscriber
// list's debounced search, then its render, took longer, and a test failed that passes alone.
// What is looked for is the same; none of these tests times anything (the benches do).
configure({ asyncUtilTimeout: 5000 });
