import type { Context } from '../context';
import type { CcbData } from './ccb';
import { advance } from './engine';
import { runSchedule } from './schedule';
import type { McData } from './mailchimp';
import type { ChurchState } from './state';

/** Helpers shared by the sync-side handlers. */

/**
 * The caller's church, with its sync jobs brought up to `ctx.now` first (automatic syncs whose
 * slot has passed included).
 */
export function churchOf(context: Context): ChurchState {
  runSchedule(context.account, context.user, context.now, context.world);
  advance(context.account, context.now);
  return context.account.church;
}

export const NO_CCB = 'Your CCB account is not connected. Please authorize it first.';
export const NO_MC = 'Your MailChimp account is not connected. Please authorize it first.';

/** The CCB data when the church's CCB credentials are set and valid. */
export function connectedCcb(church: ChurchState): CcbData | undefined {
  return church.ccbLogin && church.ccbError === 0 && church.ccb ? church.ccb : undefined;
}

export function connectedMc(church: ChurchState): McData | undefined {
  return church.mcLogin && church.mcError === 0 && church.mc ? church.mc : undefined;
}

/** Why syncing cannot start for missing credentials ('' when both are set). */
export function missingSettings(church: ChurchState): string {
  const missing = [church.ccbLogin ? '' : 'CCB', church.mcLogin ? '' : 'Mailchimp'].filter(Boolean);
  return missing.length === 0
    ? ''
    : `Syncing has been disabled. We are missing your ${missing.join(' and ')} API settings.`;
}

/** A stable, hash-looking hex string (the chat-support identity hash of a user). */
export function userHash(text: string): string {
  let out = '';
  for (let round = 0; round < 8; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    out += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}
