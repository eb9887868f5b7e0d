import { FigureTable, type FigureTableProps } from './FigureTable';
import { Stack } from '../../../ui/Stack';

/** One part of the report: a heading and its tables, in order. */
export type FigureSection = {
  heading: string;
  tables: readonly FigureTableProps[];
};

export type FigureSectionsProps = {
  sections: readonly FigureSection[];
};

/** The report's figures from data: a section with its heading (h3) per part, an accessible FigureTable per figure. */
export function FigureSections({ sections }: FigureSectionsProps) {
  return (
    <Stack $gap={5}>
      {sections.map(({ heading, tables }) => (
        <section key={heading}>
          <h3>{heading}</h3>
          {tables.map((table) => (
            <FigureTable key={table.caption} {...table} />
          ))}
        </section>
      ))}
    </Stack>
  );
}
