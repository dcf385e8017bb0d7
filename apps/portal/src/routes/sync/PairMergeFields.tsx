import { useQuery } from '@tanstack/react-query';
import { RequiredMergeFieldsDialog } from '@flocksync/ui';
import { failureText } from '@/lib/failure';
import { useApiQueries } from '@/lib/query';
import { syncPageTexts as t } from './texts';

/** The audience whose required merge fields are shown ('Merge field error' chip). */
export interface MergeFieldsTarget {
  mailchimpListId: string;
  audienceName: string;
}

export interface PairMergeFieldsProps {
  /** The pair's audience. */
  target: MergeFieldsTarget;
  onClose: () => void;
}

/**
 * The required-merge-fields dialog of a pair with a merge-field error, loaded from
 * `/logs/view-mc-required-merged-fields` for its audience. The page mounts it while open, so
 * every opening asks the server again (the audience may have changed in Mailchimp meanwhile).
 */
export function PairMergeFields({ target, onClose }: PairMergeFieldsProps) {
  const query = useApiQueries();
  const fields = useQuery(
    query('/logs/view-mc-required-merged-fields', { mailchimpListId: target.mailchimpListId }),
  );
  return (
    <RequiredMergeFieldsDialog
      open
      audienceName={target.audienceName || undefined}
      fields={fields.data ?? []}
      loading={fields.isFetching}
      error={fields.error ? failureText(fields.error, t.failure) : undefined}
      onClose={onClose}
    />
  );
}
