import styled, { css } from 'styled-components';

/**
 * A row of secondary actions under a piece of content ('Request removal', 'Flag'): quiet, outlined, small, after a
 * thin rule, so they read as actions that belong to the content above rather than as stray links.
 */
export const StyledSecondaryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:empty {
    display: none;
  }
`;

/** The look of one secondary action, for a link or a button. */
export const secondaryActionStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  font: inherit;
  font-size: max(12px, 0.8125rem);
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;
