import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumbs, Button, InvoiceTable, PageLayout, invoiceTexts as t } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useSession } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { invoiceRowOf } from './invoiceRows';

/** Spec section 9: the next page loads when the end of the list comes within 100 px. */
const SCROLL_THRESHOLD_PX = 100;

/**
 * /billing/invoices (spec part 2 "Billing"): every invoice, page by page on scroll (and by a
 * button, the keyboard's way), the breadcrumb starting at Billing. Each page is the query
 * cache's answer of `/billing/invoices` for that page, so page 1 is the billing page's.
 */
export function InvoicesPage() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const query = useApiQueries();
  const invoices = useInfiniteQuery({
    queryKey: ['/billing/invoices', 'pages', token ?? ''],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      queryClient.fetchQuery(query('/billing/invoices', { page: pageParam })),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = invoices;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const list = invoices.data?.pages.flatMap((page) => page.list) ?? null;
  const total = invoices.data?.pages[0]?.total ?? 0;
  return (
    <PageLayout>
      <Breadcrumbs
        items={[
          { label: paths.billing.title, href: paths.billing.href() },
          { label: paths.invoices.title },
        ]}
        linkAs={RouterLink}
      />
      <InvoiceTable
        caption={t.invoices}
        rows={list ? list.map(invoiceRowOf) : null}
        failed={invoices.isError}
        onRetry={() => void invoices.refetch()}
        linkAs={RouterLink}
        footer={
          list ? (
            <Footer ref={sentinel}>
              <span role="status">{list.length > 0 ? t.shown(list.length, total) : ''}</span>
              {hasNextPage ? (
                <Button
                  variant="secondary"
                  loading={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {t.loadMore}
                </Button>
              ) : null}
            </Footer>
          ) : null
        }
      />
    </PageLayout>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.muted};
`;
