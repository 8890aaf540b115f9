import { en } from "~/content/why-choose-us/en";
import { pageMeta } from "~/lib/seo";
import { WhyChooseUsPage } from "~/pages/why-choose-us/why-choose-us-page";

export const meta = () => pageMeta(en.meta);

export default function WhyChooseUs() {
  return <WhyChooseUsPage words={en} />;
}
