/** Plain text of store HTML (for meta descriptions): no tags, entities decoded, spaces collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutBlocks = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " ");
  const withoutTags = withoutBlocks.replace(/<[^>]*>/g, " ");
  const decoded = withoutTags.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos|nbsp|#39);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k === "amp") return "&";
    if (k === "lt") return "<";
    if (k === "gt") return ">";
    if (k === "quot") return '"';
    if (k === "apos" || k === "#39") return "'";
    if (k === "nbsp") return " ";
    const code = k.startsWith("#x") ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
  });
  return decoded.replace(/\s+/g, " ").trim();
}

/** The product page's meta description: the first 160 characters of the description text, or the title. */
export function productMetaDescription(product: { title: string; description: string }): string {
  const text = htmlToText(product.description);
  return text ? text.slice(0, 160).trim() : product.title;
}
