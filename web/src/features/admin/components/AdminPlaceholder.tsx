import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NotAvailableYet, PageHeader, StyledPage } from '../../../ui/Page';
import { RequireAdmin } from './RequireAdmin';

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.primary};
`;

export type AdminPlaceholderProps = { title: string; description?: string };

/** An admin screen that a later release builds: heading and an honest line, admins only. */
export function AdminPlaceholder({ title, description }: AdminPlaceholderProps) {
  return (
    <RequireAdmin>
      <StyledPage>
        <StyledBack to="/admin/dashboard">← Admin dashboard</StyledBack>
        <PageHeader title={title} description={description} />
        <NotAvailableYet>This admin screen is not available yet.</NotAvailableYet>
      </StyledPage>
    </RequireAdmin>
  );
}
