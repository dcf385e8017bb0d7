import type { HandlerTable } from '../context';
import { accountHandlers } from './account';
import { accountChurchHandlers } from './account-church';
import { adminHandlers } from './admin';
import { billingHandlers } from './billing';
import { ccbHandlers } from './ccb';
import { configHandlers } from './config';
import { dupeHandlers } from './dupe';
import { logsHandlers } from './logs';
import { mailchimpHandlers } from './mailchimp';
import { syncHandlers } from './sync';
import { syncPairHandlers } from './sync-pair';
import { toolsChurchHandlers } from './tools-church';
import { toolsSettingsHandlers } from './tools-settings';
import { userHandlers } from './user';

/** Every operation of openapi.yaml, one table per group. */
export const handlers: HandlerTable = {
  ...userHandlers,
  ...accountHandlers,
  ...accountChurchHandlers,
  ...configHandlers,
  ...ccbHandlers,
  ...mailchimpHandlers,
  ...syncPairHandlers,
  ...syncHandlers,
  ...dupeHandlers,
  ...logsHandlers,
  ...toolsChurchHandlers,
  ...toolsSettingsHandlers,
  ...billingHandlers,
  ...adminHandlers,
};
