import { useState } from 'react';
import type { Schemas } from '@flocksync/api-client';
import {
  DEFAULT_MEMBERSHIP_TYPES,
  MembershipTypesDialog,
  MembershipTypesLink,
  useSnackbar,
  type MembershipTypes,
} from '@flocksync/ui';
import { failureText } from './failure';
import { useApi, useSession, useSessionStore } from './providers';
import { useUnmountSignal } from './useUnmountSignal';
import { groupMembershipTexts } from './groupMembershipTexts';

type User = Schemas['User'];

/** The user's four isInclude flags as the dialog's choices. */
const t = groupMembershipTexts;

export function membershipTypesOf(user: User | null): MembershipTypes {
  if (!user) return DEFAULT_MEMBERSHIP_TYPES;
  return {
    leaders: user.isIncludeLeads === 1,
    members: user.isIncludeMember === 1,
    invited: user.isIncludeInvitedToGroup === 1,
    joinRequests: user.isIncludeJoinGroup === 1,
  };
}

/** The dialog's choices as the isInclude flags of `/tools/save-member-settings`. */
export function membershipFlagsOf(types: MembershipTypes) {
  const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
  return {
    isIncludeLeads: flag(types.leaders),
    isIncludeMember: flag(types.members),
    isIncludeInvitedToGroup: flag(types.invited),
    isIncludeJoinGroup: flag(types.joinRequests),
  };
}

export interface GroupMembershipTypesProps {
  /**
   * The success snackbar: the page's own text (the sync page, default) or the server's message
   * (the Toolkit, spec part 2 section 4: "Success shows the server message in a snackbar").
   */
  announce?: 'own' | 'server';
  /**
   * A refused save: the page's own way of saying it (the Toolkit's Error dialog, spec part 2
   * section 8). Without it the message shows inside the membership dialog (the sync page).
   */
  onFailure?: (message: string) => void;
}

/**
 * 'Group Membership Types: All Selected' (or 'Filtered'), on the sync page beside 'Add New Sync
 * pair' and on the Toolkit's membership-types card, and the membership-status dialog it opens. The choices are the user's isInclude flags; Save sends them
 * to `/tools/save-member-settings` (spec part 1 section 7: "Members settings use the tools path")
 * and, once the server took them, puts them in the stored user so the link follows.
 */
export function GroupMembershipTypes({ announce = 'own', onFailure }: GroupMembershipTypesProps) {
  const api = useApi();
  const session = useSessionStore();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const unmountSignal = useUnmountSignal();
  const current = membershipTypesOf(user);
  /** The choices while the dialog is open; null while it is closed. */
  const [draft, setDraft] = useState<MembershipTypes | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setDraft(null);
    setError(undefined);
  };

  const save = () => {
    if (!draft || saving) return;
    const flags = membershipFlagsOf(draft);
    const signal = unmountSignal();
    setSaving(true);
    setError(undefined);
    api
      .call('/tools/save-member-settings', flags, { signal })
      .then((answer) => {
        const { token, user: stored } = session.getSnapshot();
        // A session that changed meanwhile (logout, impersonation) is not overwritten.
        if (stored && token === stored.apiKey) session.refresh({ ...stored, ...flags });
        const serverMessage = announce === 'server' ? answer.message : undefined;
        snackbar.show({ message: serverMessage || t.saved, severity: 'success' });
        close();
      })
      .catch((failure: unknown) => {
        if (signal.aborted) return;
        const message = failureText(failure, t.failure);
        if (onFailure) onFailure(message);
        else setError(message);
      })
      .finally(() => {
        if (!signal.aborted) setSaving(false);
      });
  };

  return (
    <>
      <MembershipTypesLink value={current} onClick={() => setDraft(current)} />
      <MembershipTypesDialog
        open={draft !== null}
        value={draft ?? current}
        onChange={setDraft}
        onSave={save}
        onClose={close}
        saving={saving}
        error={error}
      />
    </>
  );
}
