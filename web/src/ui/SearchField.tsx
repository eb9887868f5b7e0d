import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { StyledInput } from './Field';
import { SearchIcon } from './icons';
import { StyledVisuallyHidden } from './VisuallyHidden';

const StyledSearchIcon = styled.span`
  position: absolute;
  left: 0.75rem;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.mutedForeground};
  pointer-events: none;
`;

const StyledSearchInput = styled(StyledInput)<{ $pill: boolean }>`
  padding-left: 2.5rem;
  ${({ $pill, theme }) =>
    $pill &&
    css`
      border-radius: ${theme.radii.full};
      background: ${theme.colors.muted};
    `}
`;

export type SearchFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  id: string;
  /** The input's name for screen readers (the magnifier and the placeholder are visual only). */
  label: string;
  /** A rounded, tinted box (the header's search). */
  pill?: boolean;
};

/**
 * A search input with a magnifier inside its left edge and a visually hidden label. Put it in a `position: relative`
 * container (the search form), which the icon is placed against.
 */
export function SearchField({ id, label, pill = false, ...inputProps }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id}>
        <StyledVisuallyHidden>{label}</StyledVisuallyHidden>
      </label>
      <StyledSearchIcon>
        <SearchIcon size={18} />
      </StyledSearchIcon>
      <StyledSearchInput id={id} type="search" $pill={pill} {...inputProps} />
    </>
  );
}
