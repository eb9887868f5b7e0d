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

  it('describes the password rule as the API checks it: the username and the part of the e-mail before the @', () => {
    renderWithProviders(<RegisterForm onUsernameTaken={() => undefined} />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    const hint = document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(hint.textContent).toBe(
      'At least 6 characters, without your username or the part of your e-mail address before the @. A passphrase of three or four unrelated words is easy to remember and hard to guess.',
    );
  });
});
