import { syncBlockedTexts } from '../texts';

/**
 * Title and buttons verbatim from the spec (part 1, section 2); the message is the spec's
 * broken-pairs banner text (section 8); 'Recommended' is ours.
 */
export const brokenPairsSyncTexts = {
  title: 'Sync without resolving broken pairs?',
  resolve: 'Resolve Broken Pairs',
  recommended: 'Recommended',
  proceed: 'Proceed to Sync',
  proceeding: syncBlockedTexts.syncing,
  message: (count: number) => `You have ${count} broken sync pairs. Syncing will skip for those`,
} as const;
