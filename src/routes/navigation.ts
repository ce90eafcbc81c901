import type { SiteConfig } from '../config/site';
import { fa } from '../i18n/fa';
import { isActivePath, matchesPattern } from './match';
import { paths } from './paths';

type ExternalPage = keyof SiteConfig['externalPages'];

/** One entry of the authenticated menu (behaviour §2): a screen, an external page, or a group of screens. */
export type NavEntry =
  | { kind: 'route'; id: string; label: string; to: string }
  | { kind: 'external'; id: string; label: string; page: ExternalPage }
  | { kind: 'group'; id: string; label: string; items: NavItem[] };

/**
 * A screen of a menu, and the pages shown as in it (`also`: route patterns, e.g. a drug's detail
 * under its category's list, buying a package under the chosen package).
 */
export interface NavItem {
  id: string;
  label: string;
  to: string;
  also?: string[];
}

/** Whether `pathname` is the item's screen or one of the pages shown as in it. */
export function isInItem(pathname: string, item: NavItem): boolean {
  return isActivePath(pathname, item.to) || (item.also ?? []).some((pattern) => matchesPattern(pattern, pathname));
}

/** The header's menu, in reading order (right to left on screen). */
export const mainNav: NavEntry[] = [
  { kind: 'external', id: 'home', label: fa.nav.home, page: 'home' },
  {
    kind: 'group',
    id: 'drugInfo',
    label: fa.nav.drugInfo,
    items: [
      { id: 'medicineA', label: fa.nav.categoryA, to: paths.medicineA.list, also: [paths.medicineA.detailPattern] },
      { id: 'medicineB', label: fa.nav.categoryB, to: paths.medicineB.list, also: [paths.medicineB.detailPattern] },
    ],
  },
  {
    kind: 'group',
    id: 'priceChanges',
    label: fa.nav.priceChanges,
    items: [
      { id: 'changedPriceA', label: fa.nav.categoryA, to: paths.medicineA.changedPrice },
      { id: 'changedPriceB', label: fa.nav.categoryB, to: paths.medicineB.changedPrice },
    ],
  },
  { kind: 'external', id: 'interactions', label: fa.nav.interactions, page: 'interactions' },
  { kind: 'route', id: 'tickets', label: fa.nav.tickets, to: paths.tickets },
];

/** The external site's pages: in the mobile menu (behaviour §2) and the footer's useful links (behaviour §1). */
export const siteLinks: Array<{ id: string; label: string; page: ExternalPage }> = [
  { id: 'aboutUs', label: fa.nav.aboutUs, page: 'aboutUs' },
  { id: 'guide', label: fa.nav.guide, page: 'guide' },
  { id: 'rules', label: fa.nav.rules, page: 'rules' },
  { id: 'articles', label: fa.nav.articles, page: 'articles' },
  { id: 'news', label: fa.nav.news, page: 'news' },
];

/** The account screens' side menu (behaviour §2 profile screen): a top menu on phones. */
export const accountNav: NavItem[] = [
  { id: 'identity', label: fa.account.identity, to: paths.profile },
  { id: 'chosenPackage', label: fa.account.chosenPackage, to: paths.packages.history, also: [paths.packages.buy] },
  { id: 'tickets', label: fa.account.tickets, to: paths.tickets },
];
