import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import {
  bottomBarVisible,
  headerBarTitle,
  inSection,
  sidebarForcedCollapsed,
  sidebarHidden,
  subMenuVisible,
} from './rules';

/** Every route of the shell, by path, with what the spec says shows on it. */
const table: [path: string, headerBar: string | null, subMenu: boolean, bottomBar: boolean][] = [
  ['/dashboard', null, false, true],
  ['/activate-account/key-1', null, false, false],
  ['/sync', null, false, true],
  ['/sync/resolve-broken-pairs', null, false, false],
  ['/settings', 'My Profile', true, false],
  ['/billing', 'Billing', true, false],
  ['/billing/invoices', null, true, false],
  ['/billing/invoices/details/7', null, true, false],
  ['/notifications', 'Notifications', true, false],
  ['/tools', 'Toolkit', false, false],
  ['/tools/ignored-emails', null, false, false],
  ['/logs', 'Logs', false, false],
  ['/logs/search-results', null, false, false],
  ['/integrations', 'Integrations', false, false],
  ['/integrations/setup-ccb', null, false, false],
  ['/subscription-plans', null, false, false],
  ['/setup-payment', null, false, false],
  ['/header-mapping', null, false, false],
  ['/change-plan', null, false, false],
  ['/resolve-conflicts', null, false, false],
  ['/users', null, true, false],
  ['/pending-users', null, true, false],
];

describe('shell visibility rules', () => {
  it.each(table)('%s: header bar %s, sub-menu %s, bottom bar %s', (path, title, sub, bottom) => {
    expect(headerBarTitle(path)).toBe(title);
    expect(subMenuVisible(path)).toBe(sub);
    expect(bottomBarVisible(path)).toBe(bottom);
  });

  it('takes header bar titles from the paths table and ignores a trailing slash', () => {
    expect(headerBarTitle('/tools/')).toBe(paths.tools.title);
    expect(headerBarTitle('/integrations')).toBe(paths.integrations.title);
  });

  it('forces the sidebar collapsed on /sync only', () => {
    expect(sidebarForcedCollapsed('/sync')).toBe(true);
    expect(sidebarForcedCollapsed('/sync/resolve-broken-pairs')).toBe(true);
    expect(sidebarForcedCollapsed('/dashboard')).toBe(false);
    expect(sidebarForcedCollapsed('/synchronise')).toBe(false);
  });

  it('hides the sidebar on /subscription-plans only', () => {
    expect(sidebarHidden('/subscription-plans')).toBe(true);
    expect(sidebarHidden('/subscription-plans/')).toBe(true);
    expect(sidebarHidden('/change-plan')).toBe(false);
    expect(sidebarHidden('/billing')).toBe(false);
  });

  it('marks the section of sub-pages', () => {
    expect(inSection('/logs/details/3', '/logs')).toBe(true);
    expect(inSection('/logs', '/logs')).toBe(true);
    expect(inSection('/dashboard', '/logs')).toBe(false);
  });
});
