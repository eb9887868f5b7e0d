import styled from 'styled-components';

/**
 * A bordered list of things she owns with an action each (Settings > Security's sessions, Settings > API's tokens):
 * rows split by a line, the description on the left, the action on the right (below it on a narrow screen).
 */
export const StyledItemList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.875rem 1rem;

  & + & {
    border-top: ${({ theme }) => theme.borders.hairline};
  }
`;

/** The row's description: its title line and detail lines. */
export const StyledItemText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

/** The title line, with any badges after the name. */
export const StyledItemTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const StyledItemDetail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;
