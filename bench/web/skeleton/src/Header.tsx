import { Field, Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledLogo = styled(Link)`
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const StyledSearch = styled.form`
  flex: 1;
  display: flex;
  gap: 0.5rem;
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  padding: 0.375rem 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  font: inherit;
`;

type SearchValues = { q?: string };

/** The app bar: a link home and one small react-final-form form (the product has many; the library is the cost). */
export function Header() {
  const navigate = useNavigate();
  return (
    <StyledHeader>
      <StyledLogo to="/">Tea</StyledLogo>
      <Form<SearchValues>
        onSubmit={({ q }) => navigate(q ? `/?q=${encodeURIComponent(q)}` : '/')}
        render={({ handleSubmit }) => (
          <StyledSearch role="search" onSubmit={handleSubmit}>
            <Field<string> name="q" validate={(v) => (v && v.length > 100 ? 'Too long' : undefined)}>
              {({ input }) => <StyledInput {...input} type="search" placeholder="Search names" aria-label="Search names" />}
            </Field>
          </StyledSearch>
        )}
      />
    </StyledHeader>
  );
}
