import { defineMessages, useIntl, type IntlShape } from 'react-intl';
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

const messages = defineMessages({
  navLabel: { id: 'home.pagination.navLabel', defaultMessage: 'Pagination', description: 'Accessible name of the page buttons.' },
  previous: { id: 'home.pagination.previous', defaultMessage: 'Previous', description: 'Button: previous page.' },
  next: { id: 'home.pagination.next', defaultMessage: 'Next', description: 'Button: next page.' },
});

/** 'Showing X-Y of N profiles' ('about N' when the total is an estimate), in her language. */
export function showingText(intl: IntlShape, page: number, pageSize: number, itemCount: number, total: number, exact: boolean): string {
  const from = itemCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = itemCount === 0 ? 0 : from + itemCount - 1;
  const values = { from, to, total };
  if (exact) {
    return intl.formatMessage(
      {
        id: 'home.pagination.showing',
        defaultMessage: 'Showing {from}-{to} of {total, number} profiles',
        description: 'Summary under the browse list.',
      },
      values,
    );
  }
  return intl.formatMessage(
    {
      id: 'home.pagination.showingAbout',
      defaultMessage: 'Showing {from}-{to} of about {total, number} profiles',
      description: 'Summary under the browse list when the total is an estimate.',
    },
    values,
  );
}

/**
 * The browse results' heading, where focus lands after paging: '1 profile', '312 profiles, page 2 of 16',
 * 'about 12,000 profiles, page 3 of about 600' when the total is an estimate (in her language).
 */
export function resultsHeadingText(intl: IntlShape, page: number, pageCount: number, total: number, exact: boolean): string {
  const values = { total, page, pageCount };
  if (pageCount > 1 && exact) {
    return intl.formatMessage(
      {
        id: 'home.results.countPaged',
        defaultMessage: '{total, plural, one {# profile} other {# profiles}}, page {page} of {pageCount, number}',
        description: 'Heading of the browse results with several pages.',
      },
      values,
    );
  }
  if (pageCount > 1) {
    return intl.formatMessage(
      {
        id: 'home.results.countPagedAbout',
        defaultMessage: 'about {total, plural, one {# profile} other {# profiles}}, page {page} of about {pageCount, number}',
        description: 'Heading of the browse results with several pages, the totals estimates.',
      },
      values,
    );
  }
  if (exact) {
    return intl.formatMessage(
      {
        id: 'home.results.count',
        defaultMessage: '{total, plural, one {# profile} other {# profiles}}',
        description: 'Heading of the browse results on a single page.',
      },
      values,
    );
  }
  return intl.formatMessage(
    {
      id: 'home.results.countAbout',
      defaultMessage: 'about {total, plural, one {# profile} other {# profiles}}',
      description: 'Heading of the browse results on a single page, the total an estimate.',
    },
    values,
  );
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
  const intl = useIntl();
  return (
    <StyledFooter aria-label={intl.formatMessage(messages.navLabel)}>
      <StyledSummary aria-live="polite">{showingText(intl, page, pageSize, itemCount, total, totalIsExact)}</StyledSummary>
      <StyledButtons>
        <li>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {intl.formatMessage(messages.previous)}
          </Button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <StyledPageButton
              variant={number === page ? 'primary' : 'outline'}
              size="sm"
              aria-label={intl.formatMessage(
                { id: 'home.pagination.page', defaultMessage: 'Page {number}', description: 'Accessible name of a page button.' },
                { number },
              )}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPageChange(number)}
            >
              {number}
            </StyledPageButton>
          </li>
        ))}
        <li>
          <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
            {intl.formatMessage(messages.next)}
          </Button>
        </li>
      </StyledButtons>
    </StyledFooter>
  );
}
