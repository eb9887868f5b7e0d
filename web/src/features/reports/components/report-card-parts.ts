import styled from 'styled-components';

/** The frame of a report card (community list and My Reports). */
export const StyledReportArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1.125rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
`;

/** A report's text, keeping the author's line breaks. */
export const StyledReportContent = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The small facts under a report: category, dates, place. */
export const StyledReportFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
`;
