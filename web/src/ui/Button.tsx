import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type StyledButtonProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const buttonStyles = css<StyledButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    opacity 0.15s ease;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};

  ${({ $size }) =>
    ({
      sm: css`
        min-height: 2rem;
        padding: 0.25rem 0.75rem;
        font-size: ${({ theme }) => theme.fontSizes.md};
      `,
      md: css`
        min-height: 2.5rem;
        padding: 0.5rem 1rem;
        font-size: ${({ theme }) => theme.fontSizes.base};
      `,
      lg: css`
        min-height: 3rem;
        padding: 0.75rem 1.5rem;
        font-size: ${({ theme }) => theme.fontSizes.lead};
      `,
      icon: css`
        width: 2.75rem;
        height: 2.75rem;
        padding: 0;
        border-radius: ${({ theme }) => theme.radii.full};
      `,
    })[$size]}

  ${({ $variant, theme }) =>
    ({
      primary: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.primaryForeground};
        &:hover:not(:disabled) {
          opacity: 0.9;
        }
      `,
      secondary: css`
        background: ${theme.colors.secondary};
        color: ${theme.colors.secondaryForeground};
        &:hover:not(:disabled) {
          background: ${theme.colors.accent};
        }
      `,
      outline: css`
        background: ${theme.colors.card};
        color: ${theme.colors.foreground};
        border-color: ${theme.colors.border};
        &:hover:not(:disabled) {
          background: ${theme.colors.muted};
        }
      `,
      ghost: css`
        background: transparent;
        color: ${theme.colors.foreground};
        &:hover:not(:disabled) {
          background: ${theme.colors.muted};
        }
      `,
      destructive: css`
        background: ${theme.colors.destructive};
        color: ${theme.colors.destructiveForeground};
        &:hover:not(:disabled) {
          opacity: 0.9;
        }
      `,
    })[$variant]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  &[aria-disabled='true'] {
    opacity: 0.55;
  }
`;

export const StyledButton = styled.button<StyledButtonProps>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link)<StyledButtonProps>`
  ${buttonStyles}
`;

type SharedProps = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

export type ButtonProps = ComponentPropsWithRef<'button'> & SharedProps;

export function Button({ variant = 'primary', size = 'md', fullWidth = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} $fullWidth={fullWidth} type={type} {...rest} />;
}

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** True while the form is on its way: the button is disabled and says `busyLabel`. */
  busy?: boolean;
  busyLabel: ReactNode;
};

/** A form's submit button, disabled and saying `busyLabel` ('Saving...') while the form is sent. */
export function SubmitButton({ busy = false, busyLabel, disabled, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...rest}>
      {busy ? busyLabel : children}
    </Button>
  );
}

export type ButtonLinkProps = LinkProps & SharedProps;

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

/** A borderless round button around one icon (a close or delete x), tinted on hover; give it an aria-label. */
export const StyledRoundIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  flex-shrink: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }
`;
