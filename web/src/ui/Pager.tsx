import { LIMITS } from '@tea/limits';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.25rem;
  flex-wrap: wrap;
`;

const StyledSummary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledButtons = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export type PagerProps = {
  /** Accessible name of the navigation, e.g. 'Reports pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** False when the total is an estimate: shown as 'about N'. */
  totalIsExact?: boolean;
  onPageChange: (page: number) => void;
};

/**
 * 'Showing X-Y of N' with Previous and Next, for offset-paged admin lists. Renders nothing for a single page. The lists
 * page through their first LIMITS.adminListMaxItems items (the API answers no items past them): on the last of those
 * pages, Next is off and a line says to search or filter.
 */
export function Pager({ label, page, pageSize, total, totalIsExact = true, onPageChange }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const lastAllowed = Math.ceil(LIMITS.adminListMaxItems / pageSize);
  const capped = pageCount > lastAllowed && page >= lastAllowed;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <StyledPager aria-label={label}>
      <StyledSummary>
        {totalIsExact ? (
          <FormattedMessage
            id="ui.pager.showing"
            defaultMessage="Showing {from}-{to} of {total, number}"
            description="Summary above an admin list's Previous and Next buttons."
            values={{ from: first, to: last, total }}
          />
        ) : (
          <FormattedMessage
            id="ui.pager.showingAbout"
            defaultMessage="Showing {from}-{to} of about {total, number}"
            description="Summary above an admin list's Previous and Next buttons when the total is an estimate."
            values={{ from: first, to: last, total }}
          />
        )}
      </StyledSummary>
      {capped && (
        <StyledSummary>
          <FormattedMessage
            id="ui.pager.capped"
            defaultMessage="Only the first {max, number} can be paged through: search or filter to narrow the list."
            description="Under the last page an admin list can show, when there are more items."
            values={{ max: LIMITS.adminListMaxItems }}
          />
        </StyledSummary>
      )}
      <StyledButtons>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <FormattedMessage id="ui.pager.previous" defaultMessage="Previous" description="Button to the previous page of an admin list." />
        </Button>
        <Button variant="outline" size="sm" disabled={page >= Math.min(pageCount, lastAllowed)} onClick={() => onPageChange(page + 1)}>
          <FormattedMessage id="ui.pager.next" defaultMessage="Next" description="Button to the next page of an admin list." />
        </Button>
      </StyledButtons>
    </StyledPager>
  );
}
