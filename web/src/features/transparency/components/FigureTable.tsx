import { useId } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { Stack } from '../../../ui/Stack';

/** Scrolls sideways on a narrow phone rather than squeezing the columns; focusable so the keyboard can scroll it. */
const StyledScroll = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.body};

  caption {
    padding: 0.625rem 0.75rem 0.25rem;
    text-align: left;
    font-weight: 700;
  }

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-top: ${({ theme }) => theme.borders.hairline};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }

  tbody th {
    font-weight: 500;
  }

  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const StyledExplanation = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export type FigureCell = string | number;

export type FigureTableProps = {
  caption: string;
  /** What the figure counts, in a sentence (the table's description). */
  explanation: string;
  /** Column headings; the first names the row headers, numbers sit right-aligned. */
  columns: readonly string[];
  rows: readonly (readonly FigureCell[])[];
  /** The one row shown when there are no rows (default: 'None this quarter' in her language). */
  emptyText?: string;
};

/** One figure of the report as an accessible table: a caption, column headers, a row header per line, and what it counts. */
export function FigureTable({ caption, explanation, columns, rows, emptyText }: FigureTableProps) {
  const id = useId();
  return (
    <Stack $gap={2}>
      <StyledScroll tabIndex={0} role="group" aria-label={caption}>
        <StyledTable aria-describedby={id}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  {emptyText ?? (
                    <FormattedMessage
                      id="transparency.table.none"
                      defaultMessage="None this quarter"
                      description="The one row of a transparency table without rows."
                    />
                  )}
                </td>
              </tr>
            ) : (
              rows.map(([head, ...cells], i) => (
                <tr key={`${head}-${i}`}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, j) => (
                    <td key={j} className={typeof cell === 'number' ? 'number' : undefined}>
                      {typeof cell === 'number' ? <FormattedNumber value={cell} /> : cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </StyledScroll>
      <StyledExplanation id={id}>{explanation}</StyledExplanation>
    </Stack>
  );
}
