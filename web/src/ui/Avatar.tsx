import styled from 'styled-components';
import { srcSetOf, variantFor, type ResponsiveImageSource } from './responsive-image';

const StyledAvatar = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-weight: 700;
  font-size: max(12px, ${({ $size }) => Math.round($size * 0.4)}px);
  text-transform: uppercase;
`;

const StyledAvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export type AvatarProps = {
  name: string;
  imageUrl?: string | null;
  /** The same picture with its smaller copies: the avatar then loads a small one (160 px) instead of the full-size image. */
  image?: ResponsiveImageSource | null;
  size?: number;
};

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

/** A round picture, or the initials of the name. Decorative: the surrounding control carries the name. */
export function Avatar({ name, imageUrl, image, size = 36 }: AvatarProps) {
  const variants = imageUrl ? (image?.variants ?? []) : [];
  const small = variantFor(variants, size * 2);
  return (
    <StyledAvatar $size={size} aria-hidden="true">
      {imageUrl && small && (
        <StyledAvatarImage src={small.jpegUrl} srcSet={srcSetOf(variants, 'jpeg')} sizes={`${size}px`} width={size} height={size} alt="" decoding="async" />
      )}
      {imageUrl && !small && <StyledAvatarImage src={imageUrl} alt="" />}
      {!imageUrl && initialsOf(name)}
    </StyledAvatar>
  );
}
