import { defineMessage, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { EyeIcon, ImageIcon } from '../../../ui/icons';
import { StyledProfileCardLink } from '../../profile/components/ProfileCard';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-bottom: 1.25rem;

  ${({ theme }) => theme.media.medium} {
    margin-bottom: 2rem;
  }
`;

/** Not a heading: the section sits above the page's h1 (as the welcome banner does). */
const StyledSectionTitle = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The entries side by side from tablet width. */
const StyledEntries = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A card link (the profile cards' look), its icon beside the text. */
const StyledEntry = styled(StyledProfileCardLink)`
  flex-direction: row;
  align-items: center;
  gap: 0.75rem;
  padding: 0.875rem 1rem;

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledEntryText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;

  strong {
    font-weight: 700;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const ENTRIES = [
  {
    to: '/photo-check',
    icon: ImageIcon,
    title: defineMessage({ id: 'home.beforeTheDate.photoCheck', defaultMessage: 'Check a photo', description: 'Link to the photo check.' }),
    hint: defineMessage({
      id: 'home.beforeTheDate.photoCheckHint',
      defaultMessage: 'See whether a photo you were sent belongs to a profile reported here. The photo is not kept.',
      description: 'Under the photo check link on the home page.',
    }),
  },
  {
    to: '/settings/watches',
    icon: EyeIcon,
    title: defineMessage({ id: 'home.beforeTheDate.watch', defaultMessage: 'Watch a name', description: 'Link to Settings > Watches.' }),
    hint: defineMessage({
      id: 'home.beforeTheDate.watchHint',
      defaultMessage: 'Be told when a profile with that name near you is published here. Your watches are private.',
      description: 'Under the name watch link on the home page.',
    }),
  },
];

/** Home, signed-in members: the safety checks to run before meeting someone (the photo check, the name watch). */
export function BeforeTheDate() {
  return (
    <StyledSection aria-labelledby="before-the-date-title">
      <StyledSectionTitle id="before-the-date-title">
        <FormattedMessage id="home.beforeTheDate.title" defaultMessage="Before the date" description="Title of the home section of safety checks." />
      </StyledSectionTitle>
      <StyledEntries>
        {ENTRIES.map(({ to, icon: Icon, title, hint }) => (
          <li key={to}>
            <StyledEntry to={to}>
              <Icon size={24} />
              <StyledEntryText>
                <strong>
                  <FormattedMessage {...title} />
                </strong>
                <span>
                  <FormattedMessage {...hint} />
                </span>
              </StyledEntryText>
            </StyledEntry>
          </li>
        ))}
      </StyledEntries>
    </StyledSection>
  );
}
