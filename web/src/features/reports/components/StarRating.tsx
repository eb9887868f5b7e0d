import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StarIcon } from '../../../ui/icons';

const StyledStars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
`;

const StyledStar = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.warning : theme.colors.border)};

  svg {
    fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  }
`;

export const MAX_STARS = 5;

export type StarRatingProps = { rating: number; size?: number };

/** A read-only 5-star rating; screen readers hear "4 out of 5 stars". */
export function StarRating({ rating, size = 16 }: StarRatingProps) {
  const rounded = Math.round(rating);
  const intl = useIntl();
  return (
    <StyledStars
      role="img"
      aria-label={intl.formatMessage(
        { id: 'reports.stars.rating', defaultMessage: '{rating, number} out of {max} stars', description: 'Accessible name of a star rating.' },
        { rating, max: MAX_STARS },
      )}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StyledStar key={index} $filled={index < rounded}>
          <StarIcon size={size} />
        </StyledStar>
      ))}
    </StyledStars>
  );
}
