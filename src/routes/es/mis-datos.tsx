import { es } from "~/content/my-data/es";
import { es as consent } from "~/content/sign-up-consent/es";
import { MyDataView } from "~/features/subscription/my-data-view";
import { localizedMeta } from "~/lib/seo";

// Twin of /my-data (?erase=<token>); prerendered without a query string.
export const meta = () => localizedMeta("myData", "es", { title: es.meta.title, description: es.meta.description, noindex: true });

export default function MisDatosRoute() {
  return <MyDataView words={es} consent={consent} />;
}
