import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "~/components/ui/link";
import { headerLinksFor } from "~/content/navigation";
import { useShellWords } from "~/content/shared-words";
import { servicesTriggerClass } from "./services-menu-style";

/** The 'Airbnb Services' dropdown: closes when the mouse leaves it. */
export default function ServicesMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { services } = headerLinksFor(useShellWords().header);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className={servicesTriggerClass}>
        {services.label}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          onMouseLeave={() => setOpen(false)}
          className="z-50 min-w-72 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl"
        >
          {services.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                {item.label}
                {"badge" in item && item.badge && (
                  <span className="rounded-full bg-accent-100 px-2 py-0.5 text-[11px] font-semibold text-accent-700">{item.badge}</span>
                )}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
