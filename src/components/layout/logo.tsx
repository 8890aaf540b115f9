import { config } from "~/lib/config";
import { cn } from "~/lib/cn";

/** The wordmark: a house-and-speech-bubble mark plus the brand name. */
export function Logo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-bold", className)}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" fill={tone === "dark" ? "#115e59" : "#ffffff"} />
        <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-5v-5h-4v5H9a1 1 0 0 1-1-1z" fill={tone === "dark" ? "#ffffff" : "#115e59"} />
        <circle cx="24.5" cy="9.5" r="3.5" fill="#f26b4a" />
      </svg>
      <span className={cn("text-lg tracking-tight", tone === "dark" ? "text-brand-900" : "text-white")}>{config.brand}</span>
    </span>
  );
}
