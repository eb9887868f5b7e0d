import styled from 'styled-components';

/**
 * A button that reads as a text link, for actions that change the form in place ('Forgot password?', 'Use a recovery
 * code'): they are buttons, not navigation.
 */
export const StyledTextButton = styled.button`
  min-height: 2rem;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.body};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;
