import {
  BarChart3,
  BrainCircuit,
  Compass,
  CreditCard,
  FileText,
  GraduationCap,
  HandCoins,
  LifeBuoy,
  Handshake,
  LayoutDashboard,
  Lock,
  type LucideIcon,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { isUserType, landingPathFor } from '@kusasa/domain/rules/roles';

export interface ShellNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Listed in the desktop sidebar only (seed 000: the admin sidebar's extra entries). */
  desktopOnly?: boolean;
}

// Seed 000 section 2, "App shell for signed-in users", and seed 001 "Signed-in student shell".
const baseItems: ShellNavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/apply', label: 'Applications', icon: FileText },
  { to: '/programs', label: 'Programs', icon: GraduationCap },
  { to: '/subscription', label: 'Subscription', icon: CreditCard },
  { to: '/profile', label: 'My Profile', icon: UserRound },
];

const studentItems: ShellNavItem[] = [
  { to: '/career-guidance', label: 'Career Guidance', icon: Compass },
  { to: '/consultations', label: 'Consultations', icon: MessagesSquare },
  // Issue 14: Thandi is reachable from the shell, after the guidance pages that lead to her.
  { to: '/thandi', label: 'Chat with Thandi', icon: Sparkles },
  { to: '/sponsorships', label: 'Sponsorships', icon: HandCoins },
];

const adminItems: ShellNavItem[] = [
  { to: '/admin', label: 'Admin Dashboard', icon: ShieldCheck },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/ai-training', label: 'AI Training', icon: BrainCircuit },
  { to: '/admin/partners', label: 'Partner CRM', icon: Handshake, desktopOnly: true },
  { to: '/admin/users', label: 'User Management', icon: Users, desktopOnly: true },
  { to: '/admin/support', label: 'Support Requests', icon: LifeBuoy, desktopOnly: true },
  { to: '/admin/ui-lock', label: 'UI Lock System', icon: Lock, desktopOnly: true },
];

export const DEFAULT_SHELL_TITLE = 'Dashboard';

/**
 * The nav for a user type. Students get the student shell's extra entries, admins the admin
 * entries. Sponsors and institutions have their own dashboards, so their Dashboard entry leads there.
 */
export function navItemsFor(userType: string): ShellNavItem[] {
  if (userType === 'student') return [...baseItems, ...studentItems];
  if (userType === 'admin') return [...baseItems, ...adminItems];
  if (userType === 'sponsor' || userType === 'institution') {
    const dashboard = landingPathFor(isUserType(userType) ? userType : 'student');
    return baseItems.map((item) => (item.to === '/dashboard' ? { ...item, to: dashboard } : item));
  }
  return baseItems;
}

/** The first 5 items the phone's bottom bar shows. */
export function bottomBarItems(items: ShellNavItem[]): ShellNavItem[] {
  return items.filter((item) => !item.desktopOnly).slice(0, 5);
}

function matches(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The nav item the page belongs to: the longest path that is the pathname or a parent of it. */
export function currentNavItem(pathname: string, items: ShellNavItem[]): ShellNavItem | null {
  let best: ShellNavItem | null = null;
  for (const item of items) if (matches(pathname, item.to) && (!best || item.to.length > best.to.length)) best = item;
  return best;
}

/** The header title: the current nav item's label, Dashboard by default. */
export function shellTitle(pathname: string, items: ShellNavItem[]): string {
  return currentNavItem(pathname, items)?.label ?? DEFAULT_SHELL_TITLE;
}
