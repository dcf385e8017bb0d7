import type { ApiPath, ApiResponse } from '@flocksync/api-client';
import { done, fail, object, ok, str, type Entry, type HandlerTable } from '../context';
import { currentRank, planInForce, settle } from '../domains/billing';
import { featureRefusal } from '../domains/plans';
import { headerMappings, saveHeaderMappings } from '../domains/header-mappings';
import { brakeOf } from '../domains/engine';
import { FLAG } from '../validation';
import { MEMBERSHIP_REQUIRED_MESSAGE } from './account';

/** The user flags the Toolkit switches set. */
type ToolkitFlag =
  | 'isToolkitCleanup'
  | 'isStoreUserInfo'
  | 'isAutoSync'
  | 'isCheckPrimaryProfiles'
  | 'isMcToCcbDisableInactiveRemove'
  | 'isEmailNotificatonForUnsubMc'
  | 'isEmailNotificatonForPendingDupes'
  | 'isDeleteMcListGroup'
  | 'skipMergeValidation'
  | 'is_check_received_email_from_ccb';

export const SAVED_MESSAGE = 'Saved successfully';

/** A Toolkit switch: `val` 0 or 1 sets one flag of the user record. */
function toggle<P extends Extract<ApiPath, `/tools/save-${string}`>>(
  key: ToolkitFlag,
  message: (value: 0 | 1) => string = () => SAVED_MESSAGE,
): Entry<P> {
  return {
    required: ['val'],
    run: ({ form, user }) => {
      const val = str(form, 'val');
      // Every save-* answers the same envelope (status and message, no data).
      if (val !== '0' && val !== '1') {
        return fail('Invalid value: val must be 0 or 1.') as ApiResponse<P>;
      }
      const value = val === '1' ? 1 : 0;
      user.record[key] = value;
      return done(message(value)) as ApiResponse<P>;
    },
  };
}

const autoSyncToggle = toggle<'/tools/save-auto-sync'>(
  'isAutoSync',
  (value) => `Auto-Syncing has been ${value ? 'Enabled' : 'Disabled'}`,
);

const MEMBERSHIP_KEYS = [
  'isIncludeJoinGroup',
  'isIncludeLeads',
  'isIncludeMember',
  'isIncludeInvitedToGroup',
] as const;

/** The removal brake's refusals (ADR 039): a refused save keeps the previous setting. */
export const BRAKE_PEOPLE_MESSAGE = 'The number of people must be a whole number of at least 1.';
export const BRAKE_PERCENT_MESSAGE = 'The percentage must be a whole number from 1 to 100.';

/** A whole number written plainly (`1`, `50`; not `0.5`, `1e2`, `-3`, `abc` or blank). */
const WHOLE = /^\d+$/;

/** `/tools/save-*` and header mapping: the Toolkit's settings. */
export const toolsSettingsHandlers: HandlerTable = {
  '/tools/removal-brake': {
    run: ({ account }) => ok(brakeOf(account.church)),
  },

  '/tools/save-removal-brake': {
    required: ['isOn', 'people', 'percent'],
    choices: { isOn: FLAG },
    run: ({ account, form }) => {
      const people = str(form, 'people').trim();
      const percent = str(form, 'percent').trim();
      if (!WHOLE.test(people) || Number(people) < 1) return fail(BRAKE_PEOPLE_MESSAGE);
      if (!WHOLE.test(percent) || Number(percent) < 1 || Number(percent) > 100) {
        return fail(BRAKE_PERCENT_MESSAGE);
      }
      const rule = {
        isOn: str(form, 'isOn') === '1' ? 1 : 0,
        people: Number(people),
        percent: Number(percent),
      } as const;
      account.church.brake = { ...rule };
      return ok(rule, SAVED_MESSAGE);
    },
  },

  '/tools/save-cleanup': toggle('isToolkitCleanup'),
  '/tools/save-store-user-info': toggle('isStoreUserInfo'),
  '/tools/save-auto-sync': {
    required: ['val'],
    run: (context) => {
      // Turning automatic syncing on needs a plan that includes it (turning it off never does).
      if (str(context.form, 'val') === '1') {
        const refusal = featureRefusal(planInForce(context.account, context), 'automaticSyncing');
        if (refusal) return fail(refusal);
      }
      return autoSyncToggle.run(context);
    },
  },
  '/tools/save-primary-profiles': toggle('isCheckPrimaryProfiles'),
  '/tools/save-mc-to-ccb-remove-inactive': toggle('isMcToCcbDisableInactiveRemove'),
  '/tools/save-email-notification-for-unsub': toggle('isEmailNotificatonForUnsubMc'),
  '/tools/save-email-notification-for-pending-dupe': toggle('isEmailNotificatonForPendingDupes'),
  '/tools/save-delete-mc-list-group': toggle('isDeleteMcListGroup'),
  '/tools/save-skip-merge-validation': toggle('skipMergeValidation'),
  '/tools/save-check-received-email': toggle('is_check_received_email_from_ccb'),

  '/tools/save-member-settings': {
    required: MEMBERSHIP_KEYS,
    run: ({ form, user }) => {
      const values = MEMBERSHIP_KEYS.map((key) => str(form, key));
      if (values.some((value) => value !== '0' && value !== '1')) {
        return fail('Invalid value: each membership type must be 0 or 1.');
      }
      if (values.every((value) => value === '0')) return fail(MEMBERSHIP_REQUIRED_MESSAGE);
      MEMBERSHIP_KEYS.forEach((key, index) => {
        user.record[key] = values[index] === '1' ? 1 : 0;
      });
      return done(SAVED_MESSAGE);
    },
  },

  '/tools/header-mappings': {
    run: ({ account, user, now, world }) => {
      settle(account.billing, now, world.random);
      const data = headerMappings(
        account.billing.customFields,
        currentRank(account),
        user.record.default_country ?? 'PHONE',
      );
      return { status: 1 as const, message: 'Operation Successful!', data };
    },
  },

  '/tools/save-header-mappings': {
    required: ['params'],
    run: ({ form, account, now, world }) => {
      settle(account.billing, now, world.random);
      const mapping = object(object(form, 'params'), 'mapping');
      const changes: Record<string, string> = {};
      for (const [code, value] of Object.entries(mapping)) {
        if (typeof value !== 'string') return fail(`Invalid value for ${code}.`);
        changes[code] = value.trim();
      }
      const addressType = Object.hasOwn(form, 'default_address_type')
        ? str(form, 'default_address_type')
        : undefined;
      const error = saveHeaderMappings(
        account.billing.customFields,
        currentRank(account),
        changes,
        addressType,
      );
      return error ? fail(error) : done('Header Mappings Saved Successfully!');
    },
  },
};
