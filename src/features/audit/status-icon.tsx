import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import type { AuditStatus } from "./types";

export const STATUS_LABEL: Record<AuditStatus, string> = { success: "Passed", warning: "Warning", error: "Error" };

export const STATUS_TONE: Record<AuditStatus, string> = {
  success: "bg-emerald-50 text-emerald-800 border-emerald-200",
  warning: "bg-amber-50 text-amber-900 border-amber-200",
  error: "bg-red-50 text-red-800 border-red-200",
};

export function StatusIcon({ status, className = "h-6 w-6" }: { status: AuditStatus; className?: string }) {
  if (status === "success") return <CheckCircle2 className={`${className} text-emerald-600`} aria-hidden="true" />;
  if (status === "warning") return <AlertTriangle className={`${className} text-amber-600`} aria-hidden="true" />;
  return <XCircle className={`${className} text-red-600`} aria-hidden="true" />;
}

export function StatusBadge({ status }: { status: AuditStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}
