import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RegisterForm } from './RegisterForm';

describe('RegisterForm', () => {
  it("says 'By joining you accept the Guidelines and Terms', linking both pages", () => {
    renderWithProviders(<RegisterForm onUsernameTaken={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Create an account' });
    const line = within(form).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'By joining you accept the Guidelines and Terms.');
    expect(within(line).getByRole('link', { name: 'Guidelines' }).getAttribute('href')).toBe('/guidelines');
    expect(within(line).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    // Read before the button that accepts them.
    const submit = within(form).getByRole('button', { name: 'Create Account' });
    expect(line.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
