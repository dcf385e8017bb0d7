import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { adminTexts } from '../texts';

/** Spec part 2 section 9: the next page loads when the end is within 100 px. */
export const SCROLL_LOAD_THRESHOLD_PX = 100;

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The end of a paged list: the next page loads as it scrolls into view (within 100 px), and a
 * 'Load more' button does the same for keyboards and screen readers. The size is announced.
 */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore };
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: `0px 0px ${SCROLL_LOAD_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Root ref={ref} data-testid="load-more">
      <span aria-live="polite">{adminTexts.list.shown(shown, total)}</span>
      {hasMore ? (
        <Button variant="secondary" size="small" loading={loading} onClick={onLoadMore}>
          {adminTexts.list.loadMore}
        </Button>
      ) : null}
    </Root>
  );
}
