import { ok, type HandlerTable } from '../context';
import { COUNTRIES } from '../domains/countries';

/** The chat-support app id of the sandbox (no chat widget connects anywhere in demo mode). */
export const SANDBOX_INTERCOM_APP_ID = 'sbxdemo1';

/** `/config/*` and `/countries/*`: client configuration and reference data. */
export const configHandlers: HandlerTable = {
  '/config/intercom-app-id': {
    run: () => ok({ appId: SANDBOX_INTERCOM_APP_ID }),
  },

  '/countries/list': {
    run: () => ok(COUNTRIES.map((country) => ({ ...country }))),
  },
};
