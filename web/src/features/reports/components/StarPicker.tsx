import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledFieldset, StyledLegend } from '../../../ui/FormLayout';
import { StarIcon } from '../../../ui/icons';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import { MAX_STARS } from './StarRating';

const StyledStars = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const StyledStarLabel = styled.label<{ $filled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.warning : theme.colors.mutedForeground)};

  svg {
    fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
  }
`;

export type StarPickerProps = {
  name: string;
  legend?: string;
  value: number | undefined;
  onChange: (value: number) => void;
};

/** A 1-5 star choice as a radio group ("3 stars"), so it works with arrow keys and screen readers. */
export function StarPicker({ name, legend, value, onChange }: StarPickerProps) {
  const intl = useIntl();
  return (
    <StyledFieldset>
      <StyledLegend>
        {legend ?? intl.formatMessage({ id: 'reports.stars.legend', defaultMessage: 'Rating', description: 'Legend of the star picker.' })}
      </StyledLegend>
      <StyledStars>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const stars = index + 1;
          return (
            <StyledStarLabel key={stars} $filled={value !== undefined && stars <= value}>
              <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
              <StarIcon size={28} />
              <StyledVisuallyHidden>
                {intl.formatMessage(
                  { id: 'reports.stars.option', defaultMessage: '{stars, plural, one {# star} other {# stars}}', description: 'A choice of the star picker.' },
                  { stars },
                )}
              </StyledVisuallyHidden>
            </StyledStarLabel>
          );
        })}
      </StyledStars>
    </StyledFieldset>
  );
}
