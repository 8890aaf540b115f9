export const servicesTriggerClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-900";
