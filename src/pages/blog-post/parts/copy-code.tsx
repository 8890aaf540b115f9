import { CopyCode as Coupon, type CopyCodeWords } from "~/components/editorial/copy-code";

/** <CopyCode code="HOST10" /> in a post: a promo code with its copy button (the partner page's words, in the post's language). */
export function CopyCode({ code, words }: { code: string; words: CopyCodeWords }) {
  return <Coupon code={code} words={words} className="my-6" />;
}
