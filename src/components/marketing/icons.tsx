import {
  Award,
  CalendarCheck,
  ChartLine,
  Clock,
  Heart,
  House,
  Languages,
  MessageCircle,
  ShieldCheck,
  Sparkles,
  Star,
  TrendingUp,
  Users,
} from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { IconName } from "~/content/page-parts";

const ICONS: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  award: Award,
  heart: Heart,
  trending: TrendingUp,
  clock: Clock,
  shield: ShieldCheck,
  languages: Languages,
  message: MessageCircle,
  calendar: CalendarCheck,
  sparkles: Sparkles,
  star: Star,
  home: House,
  chart: ChartLine,
  users: Users,
};

/** A content icon name as a decorative lucide icon. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
