import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

/** Cards in the grid's first row on the widest layout (5 columns): their pictures load first, the rest lazily. */
export const PROFILE_GRID_FIRST_ROW = 5;

/** SPEC §2: 2 columns on small screens, up to 5 on wide ones. */
export const StyledProfileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 1rem;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const StyledSkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.card};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const StyledSkeletonBlock = styled.span<{ $width?: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const StyledSkeletonBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
`;

const StyledSkeletonImage = styled.span`
  display: block;
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.skeleton};
`;

/** SPEC §9: the loading skeleton has 8 cards. */
export const SKELETON_CARD_COUNT = 8;

export type ProfileGridSkeletonProps = { label?: string };

/** Placeholder cards while a page of profiles loads. */
export function ProfileGridSkeleton({ label }: ProfileGridSkeletonProps) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={
        label ??
        intl.formatMessage({ id: 'home.grid.loading', defaultMessage: 'Loading profiles', description: 'Accessible name of the loading profile grid.' })
      }
      aria-busy="true"
    >
      <StyledProfileGrid>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <StyledSkeletonCard key={index} data-testid="profile-skeleton" aria-hidden="true">
            <StyledSkeletonImage />
            <StyledSkeletonBody>
              <StyledSkeletonBlock $height="1rem" $width="70%" />
              <StyledSkeletonBlock $height="0.75rem" $width="50%" />
            </StyledSkeletonBody>
          </StyledSkeletonCard>
        ))}
      </StyledProfileGrid>
    </div>
  );
}

export type ProfileGridProps = { children: ReactNode; label?: string };

export function ProfileGrid({ children, label }: ProfileGridProps) {
  const intl = useIntl();
  return (
    <StyledProfileGrid
      aria-label={label ?? intl.formatMessage({ id: 'home.grid.label', defaultMessage: 'Profiles', description: 'Accessible name of a profile grid.' })}
    >
      {children}
    </StyledProfileGrid>
  );
}
