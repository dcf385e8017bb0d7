import type { ApiClient, Schemas } from '@flocksync/api-client';
import type { SettingChange, ToolkitFlags, ToolkitSetting } from '@flocksync/flows';

type User = Schemas['User'];

/** The user flag behind each Toolkit switch, and its `/tools/save-*` call (spec part 2 §7). */
const STORED = {
  autoSync: { flag: 'isAutoSync', path: '/tools/save-auto-sync' },
  autoCleanup: { flag: 'isToolkitCleanup', path: '/tools/save-cleanup' },
  storeUserInfo: { flag: 'isStoreUserInfo', path: '/tools/save-store-user-info' },
  checkPrimaryProfiles: { flag: 'isCheckPrimaryProfiles', path: '/tools/save-primary-profiles' },
  checkReceivedEmail: {
    flag: 'is_check_received_email_from_ccb',
    path: '/tools/save-check-received-email',
  },
  skipMergeValidation: { flag: 'skipMergeValidation', path: '/tools/save-skip-merge-validation' },
  keepInactive: {
    flag: 'isMcToCcbDisableInactiveRemove',
    path: '/tools/save-mc-to-ccb-remove-inactive',
  },
  deleteMcListGroup: { flag: 'isDeleteMcListGroup', path: '/tools/save-delete-mc-list-group' },
  notifyUnsub: {
    flag: 'isEmailNotificatonForUnsubMc',
    path: '/tools/save-email-notification-for-unsub',
  },
  notifyPendingDupes: {
    flag: 'isEmailNotificatonForPendingDupes',
    path: '/tools/save-email-notification-for-pending-dupe',
  },
} as const satisfies Record<Exclude<ToolkitSetting, 'twoWay'>, { flag: keyof User; path: string }>;

/** The switches as the user record holds them (two-way is on when isSkipMcToCcb is 0). */
export function toolkitFlagsOf(user: User | null): ToolkitFlags {
  const on = (key: keyof User) => user?.[key] === 1;
  return {
    twoWay: user !== null && user.isSkipMcToCcb === 0,
    autoSync: on('isAutoSync'),
    autoCleanup: on('isToolkitCleanup'),
    storeUserInfo: on('isStoreUserInfo'),
    checkPrimaryProfiles: on('isCheckPrimaryProfiles'),
    checkReceivedEmail: on('is_check_received_email_from_ccb'),
    skipMergeValidation: on('skipMergeValidation'),
    keepInactive: on('isMcToCcbDisableInactiveRemove'),
    deleteMcListGroup: on('isDeleteMcListGroup'),
    notifyUnsub: on('isEmailNotificatonForUnsubMc'),
    notifyPendingDupes: on('isEmailNotificatonForPendingDupes'),
  };
}

/**
 * Stores one switch; resolves with the server's message, rejects on status 0. Two-way is the sync
 * page's call (spec: "Enabling MC to CCB sets isSkipMcToCcb to 0. Disabling it sets it to 1").
 */
export async function saveSetting(
  api: ApiClient,
  { setting, on }: SettingChange,
  signal?: AbortSignal,
): Promise<{ message: string }> {
  if (setting === 'twoWay') {
    const path = on ? '/sync/enable-two-way' : '/sync/disable-two-way';
    const answer = await api.call(path, {}, { signal });
    return { message: answer.message ?? '' };
  }
  const answer = await api.call(STORED[setting].path, { val: on ? 1 : 0 }, { signal });
  return { message: answer.message ?? '' };
}

/** The user record with one switch as the server now holds it. */
export function withSetting(user: User, { setting, on }: SettingChange): User {
  if (setting === 'twoWay')
    return { ...user, isSkipMcToCcb: on ? 0 : 1, ...(on ? { isSkipCcbToMc: 0 } : {}) };
  return { ...user, [STORED[setting].flag]: on ? 1 : 0 };
}
