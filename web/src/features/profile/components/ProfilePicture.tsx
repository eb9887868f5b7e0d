import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { ImageStatus } from '../../../gql/graphql';
import { approvedImageOf, hashName, profileInitialsOf, profileNameOf } from '../profile-display';

export type ProfilePictureShape = 'tile' | 'circle';

type StyledFrameProps = { $shape: ProfilePictureShape; $size?: number; $colorIndex: number };

const StyledFrame = styled.div<StyledFrameProps>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  flex-shrink: 0;
  background: ${({ theme, $colorIndex }) => {
    const [from, to] = theme.initialsGradients[$colorIndex % theme.initialsGradients.length];
    return `linear-gradient(135deg, ${from}, ${to})`;
  }};
  color: ${({ theme }) => theme.colors.primaryForeground};
  ${({ $shape, $size }) =>
    $shape === 'circle'
      ? css`
          width: ${$size ?? 96}px;
          height: ${$size ?? 96}px;
          border-radius: 50%;
          font-size: ${Math.round(($size ?? 96) * 0.36)}px;
        `
      : css`
          width: 100%;
          aspect-ratio: 1 / 1;
          font-size: clamp(1.75rem, 9vw, 2.75rem);
        `}
`;

const StyledInitials = styled.span`
  font-weight: 800;
  letter-spacing: 0.04em;
  text-shadow: 0 1px 2px ${({ theme }) => theme.colors.shadow};
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledImageError = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0.25rem;
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: 0.8125rem;
  font-weight: 600;
  text-align: center;
`;

export type ProfilePictureSubject = {
  firstName: string;
  lastName?: string | null;
  displayName: string;
  profileImageUrl?: string | null;
  imageApprovalStatus?: ImageStatus | null;
};

export type ProfilePictureProps = {
  profile: ProfilePictureSubject;
  shape?: ProfilePictureShape;
  /** Pixel size of the circle (tiles fill their container). */
  size?: number;
};

/**
 * A profile's picture: the approved image, otherwise a gradient with the initials whose colour comes from a hash
 * of the name (the same person always gets the same colour). A broken image shows an 'Image Error' placeholder.
 * Decorative (empty alt): the name is always written next to it; the 'Image Error' text stays readable.
 */
export function ProfilePicture({ profile, shape = 'tile', size }: ProfilePictureProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const name = profileNameOf(profile);
  const image = approvedImageOf(profile);
  const showImage = image !== null && failedUrl !== image;
  return (
    <StyledFrame $shape={shape} $size={size} $colorIndex={hashName(name)} data-testid="profile-picture">
      {showImage && <StyledImage src={image} alt="" onError={() => setFailedUrl(image)} />}
      {image && !showImage && <StyledImageError>Image Error</StyledImageError>}
      {!image && <StyledInitials aria-hidden="true">{profileInitialsOf(profile)}</StyledInitials>}
    </StyledFrame>
  );
}
