import type { MexicoWords } from "~/content/mexico/en";
import type { PageMeta } from "~/lib/page-table";
import { MexicoLandingPage } from "./landing-page";
import { mexicoMeta } from "./language";

/** The Mexico landing page (/airbnb-mexico in Spanish, the default; /en/airbnb-mexico): its row in lib/page-table.ts. */
export const meta: PageMeta<MexicoWords> = (words, lang) => mexicoMeta(words, lang);

export default MexicoLandingPage;
