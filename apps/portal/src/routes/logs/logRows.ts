import type { Schemas } from '@flocksync/api-client';
import { rollbackRows, type RollbackFacts } from '@flocksync/flows';
import type { LogRowView, MembershipTypeKey } from '@flocksync/ui';
import { formatDateTime } from '@/lib/format';

/** The list's rows as the table shows them, with each one's rollback (flows' `rollbackRows`). */
export function logRowsOf(logs: readonly Schemas['Log'][], facts: RollbackFacts): LogRowView[] {
  const rollback = rollbackRows(logs, facts);
  return logs.map((log) => ({
    id: log.id,
    date: formatDateTime(log.date),
    type: log.type,
    summary: log.summary,
    filtered: log.hasFilteringData === 1,
    rollback: rollback.get(log.id) ?? { kind: 'none' },
  }));
}

/** The membership types a log's run used, for the filter dialog. */
export function membershipTypesOf(
  log: Pick<Schemas['Log'], MembershipTypeKey>,
): Record<MembershipTypeKey, 0 | 1> {
  return {
    isIncludeLeads: log.isIncludeLeads,
    isIncludeMember: log.isIncludeMember,
    isIncludeInvitedToGroup: log.isIncludeInvitedToGroup,
    isIncludeJoinGroup: log.isIncludeJoinGroup,
  };
}
