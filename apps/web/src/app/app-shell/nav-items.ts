import {
  BarChart3,
  BrainCircuit,
  Building2,
  CircleCheck,
  Library,
  Compass,
  CreditCard,
  FileText,
  GraduationCap,
  HandCoins,
  Inbox,
  Landmark,
  LifeBuoy,
  Handshake,
  LayoutDashboard,
  Lock,
  PlugZap,
  Settings,
  type LucideIcon,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { type UserType, isUserType } from '@kusasa/domain/rules/roles';

export interface ShellNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Listed in the desktop sidebar only (seed 000: the admin sidebar's extra entries). */
  desktopOnly?: boolean;
}

// Seed 000 section 2, "App shell for signed-in users", and seed 001 "Signed-in student shell".
const learnerItems: ShellNavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/apply', label: 'Applications', icon: FileText },
  { to: '/programs', label: 'Programs', icon: GraduationCap },
  { to: '/subscription', label: 'Subscription', icon: CreditCard },
  { to: '/profile', label: 'My Profile', icon: UserRound },
  { to: '/career-guidance', label: 'Career Guidance', icon: Compass },
  { to: '/consultations', label: 'Consultations', icon: MessagesSquare },
  // Issue 14: Thandi is reachable from the shell, after the guidance pages that lead to her.
  { to: '/thandi', label: 'Chat with Thandi', icon: Sparkles },
  // Issue 28: the learner's NSFAS funding readiness. New entries reuse icons the landing page already loads
  // (Landmark, CircleCheck, Users): a new icon is bytes on every landing page (decision 0407).
  { to: '/funding', label: 'Funding', icon: Landmark },
  // Issue 29: linking with the school's counselor.
  { to: '/counselor', label: 'Counselor', icon: UserRound },
  // Issue 30: the dates that matter, and the calendar feed.
  { to: '/deadlines', label: 'Deadlines', icon: CircleCheck },
  // Issue 31: document reviews (an icon this file already imports, decision 0407).
  { to: '/reviews', label: 'Reviews', icon: FileText },
  // Issue 31: the Pro + AI roadmap (the page shows the upgrade to others).
  { to: '/roadmap', label: 'Roadmap', icon: Compass },
  { to: '/sponsorships', label: 'Sponsorships', icon: HandCoins },
];

const profileItem: ShellNavItem = { to: '/profile', label: 'My Profile', icon: UserRound };

// Seed 000's admin entries first (the phone's bottom bar shows them), then what issue 25 adds:
// the applications overview, sponsors and payment recovery, which the seed's menus lacked; issue 26 the catalogue.
const adminItems: ShellNavItem[] = [
  { to: '/admin', label: 'Admin Dashboard', icon: ShieldCheck },
  { to: '/admin/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/admin/ai-training', label: 'AI Training', icon: BrainCircuit },
  { to: '/admin/applications', label: 'Applications', icon: FileText },
  { to: '/admin/sponsors', label: 'Sponsor Management', icon: HandCoins },
  { to: '/admin/payment-recovery', label: 'Payment Recovery', icon: CreditCard, desktopOnly: true },
  // Issue 31: application fees owed to institutions, paid out with the bank's reference.
  { to: '/admin/fee-payouts', label: 'Fee Payouts', icon: HandCoins, desktopOnly: true },
  { to: '/admin/institutions', label: 'Institution Accounts', icon: Building2, desktopOnly: true },
  { to: '/admin/nsfas-accounts', label: 'NSFAS Accounts', icon: Landmark, desktopOnly: true },
  { to: '/admin/funding-cycles', label: 'Funding Windows', icon: Landmark, desktopOnly: true },
  // Issue 30: messages that need an admin, and dates to check (an icon this file already imports, decision 0407).
  { to: '/admin/reminders', label: 'Reminders', icon: MessagesSquare, desktopOnly: true },
  { to: '/admin/counselor-accounts', label: 'Counselor Accounts', icon: Users, desktopOnly: true },
  { to: '/admin/reviews', label: 'Review Queue', icon: Inbox, desktopOnly: true },
  { to: '/admin/catalogue', label: 'Catalogue', icon: Library, desktopOnly: true },
  { to: '/admin/partners', label: 'Partner CRM', icon: Handshake, desktopOnly: true },
  { to: '/admin/users', label: 'User Management', icon: Users, desktopOnly: true },
  { to: '/admin/support', label: 'Support Requests', icon: LifeBuoy, desktopOnly: true },
  { to: '/admin/ui-lock', label: 'UI Lock System', icon: Lock, desktopOnly: true },
  { ...profileItem, desktopOnly: true },
];

const institutionItems: ShellNavItem[] = [
  { to: '/institutions/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/institutions/applications', label: 'Applications', icon: Inbox },
  { to: '/institutions/programmes', label: 'Programs', icon: GraduationCap },
  { to: '/institutions/team', label: 'Team', icon: Users },
  { to: '/institutions/fees', label: 'Application Fees', icon: HandCoins },
  { to: '/institutions/setup', label: 'Setup', icon: Settings },
  { to: '/institutions/integrations', label: 'Integrations', icon: PlugZap },
  profileItem,
];

const sponsorItems: ShellNavItem[] = [
  { to: '/sponsors/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/sponsors/matches', label: 'Matched Learners', icon: Users },
  { to: '/programs', label: 'Programs', icon: GraduationCap },
  profileItem,
];

// Counselors and NSFAS staff have no applications or plans of their own: their entries are what
// they can open without a 403. NSFAS staff's /dashboard is their workspace (issue 28), counselors'
// their caseload (issue 29).
const staffItems: ShellNavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/programs', label: 'Programs', icon: GraduationCap },
  { to: '/career-guidance', label: 'Career Guidance', icon: Compass },
  profileItem,
];

// Issue 31: counselors also answer document reviews and publish consultation slots, after their caseload.
const counselorItems: ShellNavItem[] = [
  ...staffItems.slice(0, 1),
  { to: '/counselors/reviews', label: 'Review Queue', icon: Inbox },
  { to: '/counselors/consultations', label: 'Consultations', icon: MessagesSquare },
  ...staffItems.slice(1),
];

const itemsByUserType: Record<UserType, ShellNavItem[]> = {
  student: learnerItems,
  admin: adminItems,
  institution: institutionItems,
  sponsor: sponsorItems,
  consultant: counselorItems,
  nsfas: staffItems,
};

export const DEFAULT_SHELL_TITLE = 'Dashboard';

/**
 * Each audience's own entries (issue 25): only what that user type can open. With `builtPaths`,
 * an entry whose page is not in the route table is left out rather than leading nowhere.
 */
export function navItemsFor(userType: string, builtPaths?: ReadonlySet<string>): ShellNavItem[] {
  const items = isUserType(userType) ? itemsByUserType[userType] : itemsByUserType.student;
  return builtPaths ? items.filter((item) => builtPaths.has(item.to)) : items;
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
