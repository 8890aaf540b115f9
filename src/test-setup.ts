import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { setWordsOutsideLayouts } from "~/content/shared-words";
import { handle as englishLayout } from "~/routes/layouts/english";

// A component rendered alone (no root.tsx, no layout route) speaks English, as most pages do.
setWordsOutsideLayouts(englishLayout.words);

afterEach(() => cleanup());
