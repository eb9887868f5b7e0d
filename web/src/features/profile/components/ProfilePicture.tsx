import { FormattedMessage } from 'react-intl';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { graphql } from '../../../gql';
import type { ImageStatus } from '../../../gql/graphql';
import { srcSetOf, variantFor, type ResponsiveImageSource } from '../../../ui/responsive-image';
import { approvedImageOf, hashName, profileInitialsOf, profileNameOf } from '../profile-display';

/** What a picture needs to be responsive: the image's size and its smaller WebP/JPEG copies. */
export const ProfilePictureImageFragment = graphql(`
  fragment ProfilePicture_image on ProfileImage {
    url
    width
    height
    variants {
      width
      webpUrl
      jpegUrl
    }
  }
`);

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
          font-size: max(12px, ${Math.round(($size ?? 96) * 0.36)}px);
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

const StyledPicture = styled.picture`
  display: block;
  width: 100%;
  height: 100%;
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
`;

export type ProfilePictureSubject = {
  firstName: string;
  lastName?: string | null;
  displayName: string;
  profileImageUrl?: string | null;
  /** The same image with its size and smaller copies; without it (or without copies) the full-size image is used. */
  profileImage?: ResponsiveImageSource | null;
  imageApprovalStatus?: ImageStatus | null;
};

export type ProfilePictureProps = {
  profile: ProfilePictureSubject;
  shape?: ProfilePictureShape;
  /** Pixel size of the circle (tiles fill their container). */
  size?: number;
  /** The `sizes` attribute: how wide the picture is drawn (circles default to their size, tiles to the viewport width). */
  sizes?: string;
  /** Above the fold (e.g. the first row of a grid): loaded at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * A profile's picture: the approved image, otherwise a gradient with the initials whose colour comes from a hash
 * of the name (the same person always gets the same colour). A broken image shows an 'Image Error' placeholder.
 * Decorative (empty alt): the name is always written next to it; the 'Image Error' text stays readable.
 */
export function ProfilePicture({ profile, shape = 'tile', size, sizes, priority = false }: ProfilePictureProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const name = profileNameOf(profile);
  const image = approvedImageOf(profile);
  const showImage = image !== null && failedUrl !== image;
  return (
    <StyledFrame $shape={shape} $size={size} $colorIndex={hashName(name)} data-testid="profile-picture">
      {showImage && (
        <ResponsiveImage
          src={image}
          image={profile.profileImage ?? null}
          sizes={sizes ?? (shape === 'circle' ? `${size ?? 96}px` : '100vw')}
          priority={priority}
          onError={() => setFailedUrl(image)}
        />
      )}
      {image && !showImage && (
        <StyledImageError>
          <FormattedMessage id="profile.picture.error" defaultMessage="Image Error" description="Instead of a profile photo that failed to load." />
        </StyledImageError>
      )}
      {!image && <StyledInitials aria-hidden="true">{profileInitialsOf(profile)}</StyledInitials>}
    </StyledFrame>
  );
}

type ResponsiveImageProps = { src: string; image: ResponsiveImageSource | null; sizes: string; priority: boolean; onError: () => void };

/**
 * The image itself: with smaller copies, a `<picture>` offering them as WebP with a JPEG fallback (the browser
 * picks a width from `sizes`); without (older images), the full-size image. Width and height give the aspect
 * ratio before anything loads; off-screen pictures load lazily, priority ones at once.
 */
function ResponsiveImage({ src, image, sizes, priority, onError }: ResponsiveImageProps) {
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  const dimensions = image?.width && image.height ? { width: image.width, height: image.height } : {};
  const variants = image?.variants ?? [];
  const widest = variantFor(variants, Number.POSITIVE_INFINITY);
  if (!widest) return <StyledImage src={src} alt="" {...dimensions} {...loading} onError={onError} />;
  return (
    <StyledPicture>
      <source type="image/webp" srcSet={srcSetOf(variants, 'webp')} sizes={sizes} />
      <StyledImage src={widest.jpegUrl} srcSet={srcSetOf(variants, 'jpeg')} sizes={sizes} alt="" {...dimensions} {...loading} onError={onError} />
    </StyledPicture>
  );
}
