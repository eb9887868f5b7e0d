import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearchNavigation } from '../../shell/hooks/useSearchNavigation';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { PageHeader, StyledPage } from '../../../ui/Page';

const StyledSearchForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-width: 32rem;
`;

/** /search: the bottom bar's Search; it searches the home list. */
export function SearchRoute() {
  const [text, setText] = useState('');
  const search = useSearchNavigation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  return (
    <StyledPage>
      <PageHeader title="Search" description="Find profiles by name or location." />
      <StyledSearchForm role="search" onSubmit={onSubmit}>
        <TextField
          label="Name or location"
          type="search"
          placeholder="Search by name, location..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </StyledSearchForm>
    </StyledPage>
  );
}
