import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';

const StyledBanner = styled.div`
  padding: 0.75rem 1rem;
  /* Dark themes: a dark surface with a warning stripe, not a slab of bright yellow. */
  background: ${({ theme }) => (theme.isDark ? theme.colors.muted : theme.colors.warning)};
  color: ${({ theme }) => (theme.isDark ? theme.colors.foreground : theme.colors.warningForeground)};
  border-bottom: 3px solid ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-align: center;

  a {
    color: inherit;
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** '2 December 2026', in UTC, as the server writes a suspension's end. */
const suspensionDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The signed-in member's running suspension (issue 10 item 6), on every screen: until when, why, and where to appeal
 * (My Reports lists her decisions with Appeal). Nothing for everyone else, or once the suspension has ended.
 */
export function SuspensionBanner() {
  const { user } = useCurrentUser();
  const until = user?.suspendedUntil;
  if (!until || new Date(until).getTime() <= Date.now()) return null;
  return (
    <StyledBanner role="status">
      Your account is suspended until {suspensionDate(until)}
      {user.suspensionReason ? ` — reason: ${user.suspensionReason}` : ''} — you can read, but not post, add people or flag. <Link to="/reviews">Appeal</Link>
    </StyledBanner>
  );
}
