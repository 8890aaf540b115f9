import { isSoftNavigationClick } from "~/components/ui/link";
import { TOAST_ATTRIBUTE } from "~/components/ui/links";
import { toast, toastOnNextPage, type ToastInput } from "~/lib/toast";

export { toastOnNextPage };

/**
 * A click on a link with a message, on an islands page (decision 2026-11-28-islands), where no
 * React handles the link: the message is raised here, from the link's own attribute
 * (components/ui/links.tsx). A link that opens a new tab leaves this page where it is: the
 * message shows here. A link followed in this tab leaves the page: the message is kept for the
 * next one (`toastOnNextPage`). A click the browser will not follow in this tab
 * (a modified click, a middle button) raises nothing, as React Router's links do not.
 */
export function takeMessage(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest(`a[${TOAST_ATTRIBUTE}]`) : null;
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
  let input: ToastInput;
  try {
    input = JSON.parse(link.getAttribute(TOAST_ATTRIBUTE)!) as ToastInput;
  } catch {
    return;
  }
  if (link.target === "_blank") {
    if (event.button === 0) toast(input);
    return;
  }
  if (isSoftNavigationClick(event, link.target)) toastOnNextPage(input);
}
