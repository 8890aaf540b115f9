import { loadFailureWords } from "~/content/failure-words";
import { failureSentence } from "~/lib/failure";
import type { Lang } from "~/lib/i18n";

/**
 * A Supabase failure in the sentence of its kind (lib/failure.ts), in the page's language. It
 * travels with supabase-js's chunk (./client, through ./load-client), fetched as a form submits,
 * never with the page: the Google Workspace article's first load sits at its budget.
 */
export async function failureDescriber(lang: Lang): Promise<(error: unknown) => string> {
  const words = await loadFailureWords(lang);
  return (error) => failureSentence(error, words);
}
