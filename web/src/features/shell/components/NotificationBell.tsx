import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BellIcon } from '../../../ui/icons';

/** How long the 'Notifications Coming Soon!' message stays (SPEC §9). */
export const COMING_SOON_MS = 3000;

const StyledBellWrap = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledBellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledSoonBadge = styled.span`
  position: absolute;
  top: 0.125rem;
  right: -0.125rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-size: 0.625rem;
  font-weight: 700;
  line-height: 1rem;
`;

const StyledMessage = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  white-space: nowrap;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.foreground};
  color: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
  font-weight: 600;
  box-shadow: 0 8px 20px ${({ theme }) => theme.colors.shadow};
`;

/** The bell: for now it only says notifications are coming (the panel is a later release). */
export function NotificationBell() {
  const [showMessage, setShowMessage] = useState(false);

  useEffect(() => {
    if (!showMessage) return;
    const timer = window.setTimeout(() => setShowMessage(false), COMING_SOON_MS);
    return () => window.clearTimeout(timer);
  }, [showMessage]);

  return (
    <StyledBellWrap>
      <StyledBellButton type="button" aria-label="Notifications (coming soon)" onClick={() => setShowMessage(true)}>
        <BellIcon />
        <StyledSoonBadge aria-hidden="true">Soon</StyledSoonBadge>
      </StyledBellButton>
      <div role="status" aria-live="polite">
        {showMessage && <StyledMessage>Notifications Coming Soon!</StyledMessage>}
      </div>
    </StyledBellWrap>
  );
}
