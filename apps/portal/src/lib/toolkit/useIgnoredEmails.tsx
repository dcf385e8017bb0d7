import { useState } from 'react';
import { SafeHtml, toolkitTexts, useSnackbar, type ContactFilterValues } from '@flocksync/ui';
import { failureText } from '@/lib/failure';
import { useApi } from '@/lib/providers';
import { useApiPagedList, useInvalidate } from '@/lib/query';
import { useUnmountSignal } from '@/lib/useUnmountSignal';

const t = toolkitTexts.ignoredEmails;
const NO_FILTER: ContactFilterValues = { firstName: '', lastName: '', email: '' };

/**
 * /tools/ignored-emails' flow: the filters typed and searched, the ignored emails page by page
 * (`useApiPagedList`, filtered on Search), and Unignore per row, one at a time; after an
 * unignore the pages shown are asked again (spec: "the current page reloads").
 */
export function useIgnoredEmails() {
  const api = useApi();
  const snackbar = useSnackbar();
  const invalidate = useInvalidate();
  const unmountSignal = useUnmountSignal();
  const [draft, setDraft] = useState(NO_FILTER);
  const [filter, setFilter] = useState(NO_FILTER);
  const [unignoring, setUnignoring] = useState<number | null>(null);
  const list = useApiPagedList('/tools/ignored-emails', { filter });

  const unignore = (row: { id: number; email: string }) => {
    if (unignoring !== null) return;
    const signal = unmountSignal();
    setUnignoring(row.id);
    api
      .call('/tools/unignore', { id: row.id, email: row.email }, { signal })
      .then(async (answer) => {
        await invalidate(['/tools/ignored-emails']);
        snackbar.show({ message: answer.message || t.updated, severity: 'success' });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        snackbar.show({
          message: <SafeHtml html={failureText(error, t.loadFailed)} />,
          severity: 'error',
        });
      })
      .finally(() => {
        if (!signal.aborted) setUnignoring(null);
      });
  };

  return {
    draft,
    setDraft,
    search: () => setFilter(draft),
    list,
    unignore,
    unignoring,
  } as const;
}
