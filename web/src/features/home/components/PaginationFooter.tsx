import styled from 'styled-components';
import { Button } from '../../../ui/Button';

/** SPEC §9: at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: up to 5, centred on the current page where possible (SPEC §2). */
export function pageWindow(page: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  if (pageCount < 1) return [];
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * A count with en-US thousands separators ('12,000'), as `toLocaleString('en-US')` writes integers, without its cost:
 * the first Intl number format of a page loads ICU data, some 300 ms of main thread on a slow phone (issue 7).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 'Showing X-Y of N profiles' ('about N' when the total is an estimate). */
export function showingText(page: number, pageSize: number, itemCount: number, total: number, exact: boolean): string {
  const from = itemCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = itemCount === 0 ? 0 : from + itemCount - 1;
  const number = formatCount(total);
  return `Showing ${from}-${to} of ${exact ? '' : 'about '}${number} profiles`;
}

/**
 * The browse results' heading, where focus lands after paging: '1 profile', '312 profiles, page 2 of 16',
 * 'about 12,000 profiles, page 3 of about 600' when the total is an estimate.
 */
export function resultsHeadingText(page: number, pageCount: number, total: number, exact: boolean): string {
  const about = exact ? '' : 'about ';
  const count = `${about}${formatCount(total)} ${total === 1 ? 'profile' : 'profiles'}`;
  return pageCount > 1 ? `${count}, page ${page} of ${about}${formatCount(pageCount)}` : count;
}

const StyledFooter = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  margin-top: 2rem;

  ${({ theme }) => theme.media.medium} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const StyledSummary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledButtons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled(Button)`
  min-width: 2.5rem;
`;

export type PaginationFooterProps = {
  page: number;
  pageSize: number;
  pageCount: number;
  itemCount: number;
  total: number;
  totalIsExact: boolean;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
};

/** The list footer: the range shown, Previous, up to 5 numbered pages centred on the current one, Next. */
export function PaginationFooter({ page, pageSize, pageCount, itemCount, total, totalIsExact, hasNextPage, onPageChange }: PaginationFooterProps) {
  const pages = pageWindow(page, pageCount);
  return (
    <StyledFooter aria-label="Pagination">
      <StyledSummary aria-live="polite">{showingText(page, pageSize, itemCount, total, totalIsExact)}</StyledSummary>
      <StyledButtons>
        <li>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <StyledPageButton
              variant={number === page ? 'primary' : 'outline'}
              size="sm"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPageChange(number)}
            >
              {number}
            </StyledPageButton>
          </li>
        ))}
        <li>
          <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </li>
      </StyledButtons>
    </StyledFooter>
  );
}
