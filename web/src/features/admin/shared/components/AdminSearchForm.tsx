import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { StyledInput } from '../../../../ui/Field';
import { StyledToolbar } from './AdminListParts';

export type AdminSearchFormProps = {
  /** Accessible name of the search box. */
  label: string;
  placeholder: string;
  initialValue: string | null;
  onSearch: (text: string) => void;
  /** Filters next to the search box (selects that apply at once). */
  children?: ReactNode;
};

/** The search row above an admin list: a search box applied with Search (or Enter), plus optional filters. */
export function AdminSearchForm({ label, placeholder, initialValue, onSearch, children }: AdminSearchFormProps) {
  const [text, setText] = useState(initialValue ?? '');
  return (
    <StyledToolbar
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <StyledInput type="search" aria-label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="outline">
        <FormattedMessage id="admin.search.submit" defaultMessage="Search" description="Button that applies an admin list's search." />
      </Button>
      {children}
    </StyledToolbar>
  );
}
