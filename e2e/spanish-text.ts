import { expect, type Page } from "@playwright/test";
import { englishOnlyPatterns } from "../src/test/dictionaries";

/** The shell's and store's English labels (issue 14 names them). */
const SHELL_ENGLISH = ["Home", "Why Choose Us", "Hire Us", "Book a Call", "Add to Cart", "Checkout", "Continue shopping"];
const ENGLISH = englishOnlyPatterns();

/**
 * English words that carry no name: a Spanish sentence has none of them, an English one nearly
 * always several (issue 23's test "counts English function words on each Spanish page's visible text").
 */
export const ENGLISH_FUNCTION_WORDS = ["the", "and", "your", "you", "with", "for", "our", "this", "that", "from", "are", "is", "we", "of", "to", "on", "it", "what", "how", "will", "can", "get", "be", "or", "at", "by", "an", "as", "if", "has", "have", "was", "not", "all", "more", "about", "into", "than", "their", "they", "my", "who", "when", "which"];

/**
 * Everything a visitor (or a screen reader) meets on the page: the text they can see, the title,
 * accessible names, alternative texts, titles and placeholders, leaving out what is marked as
 * another language on purpose (the language switch's "English", an English product title the
 * store gives, the ES/EN toggle's "EN").
 */
export async function visibleWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const foreign = (el: Element | null) => el?.closest("[lang]:not([lang^='es'])") != null;
    const hidden = (el: Element | null) => el == null || el.closest("[hidden], [aria-hidden='true']") != null || !el.checkVisibility({ visibilityProperty: true });
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName) || foreign(parent) || hidden(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (foreign(el) || el.closest("[hidden], [aria-hidden='true']")) continue;
      for (const attr of ["aria-label", "alt", "title", "placeholder"]) {
        const v = el.getAttribute(attr);
        if (v) texts.push(v);
      }
    }
    return texts.join("\n");
  });
}

/** The English function words in a text, with the line each was found in. */
export function englishFunctionWords(text: string): string[] {
  const words = new Set(ENGLISH_FUNCTION_WORDS);
  return text.split("\n").flatMap((line) =>
    // Whole words only: not the letters of an id such as "cs_test_bY3v…" (a Stripe session id).
    (line.toLowerCase().match(/(?<![\w'])[a-záéíóúñü']+(?![\w'])/g) ?? []).filter((w) => words.has(w)).map((w) => `${w}: ${line.slice(0, 120)}`),
  );
}

/** A Spanish page: <html lang="es-MX">, none of the shell's English labels, no English dictionary string. */
export async function expectAllSpanish(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  for (const label of SHELL_ENGLISH) {
    await expect(page.getByText(label, { exact: true }).filter({ visible: true }), `${where}: "${label}"`).toHaveCount(0);
  }
  const words = await visibleWords(page);
  const leaks = ENGLISH.filter(({ pattern }) => pattern.test(words)).map(({ text }) => text);
  expect(leaks, `${where}: English dictionary strings on a Spanish page`).toEqual([]);
  expect(englishFunctionWords(words), `${where}: English sentences on a Spanish page`).toEqual([]);
}
