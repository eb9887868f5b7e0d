import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { useToast } from '../../../ui/toast/useToast';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { profileNameOf } from '../../profile/profile-display';
import { useRecentlyViewed } from '../hooks/useRecentlyViewed';
import { Stack } from '../../../ui/Stack';
import { Heading } from '../../../ui/Text';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.75rem 0.375rem 0.375rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export type RecentlyViewedProps = { skip: boolean };

/**
 * 'Recently viewed' under Smart Matches: the profiles the member opened last, which is also what her matches are
 * based on. A failure shows the SPEC's 'Failed to fetch interactions' toast; nothing renders while there is none.
 */
export function RecentlyViewed({ skip }: RecentlyViewedProps) {
  const { items, error } = useRecentlyViewed({ skip });
  const { toast } = useToast();
  const intl = useIntl();

  useEffect(() => {
    if (error)
      toast({
        title: intl.formatMessage({
          id: 'recommendations.recent.fetchFailed',
          defaultMessage: 'Failed to fetch interactions',
          description: 'Toast when recently viewed profiles fail.',
        }),
        description: errorMessage(error),
        variant: 'destructive',
      });
  }, [error, toast, intl]);

  if (items.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="recently-viewed-heading">
      <Heading as="h2" $size="lead" id="recently-viewed-heading">
        <FormattedMessage id="recommendations.recent.title" defaultMessage="Recently viewed" description="Heading of the profiles she opened lately." />
      </Heading>
      <StyledList>
        {items.map(({ profile }) => (
          <li key={profile.id}>
            <StyledLink to={`/profile/${profile.id}`}>
              <ProfilePicture profile={profile} shape="circle" size={28} />
              {profileNameOf(profile)}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </Stack>
  );
}
