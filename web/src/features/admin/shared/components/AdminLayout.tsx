import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, StyledPage } from '../../../../ui/Page';
import { usePreferences } from '../../../preferences/hooks/usePreferences';
import { AdminNav } from './AdminNav';
import { RequireAdmin } from './RequireAdmin';
import { useModerationQueueLive } from '../hooks/useModerationQueue';

const StyledGrid = styled.div<{ $collapsed: boolean }>`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $collapsed }) => ($collapsed ? '3.5rem' : '14.5rem')} minmax(0, 1fr);
    gap: 2rem;
  }
`;

const StyledMain = styled.div`
  min-width: 0;
`;

export type AdminLayoutProps = { title: string; description?: ReactNode; children: ReactNode };

/**
 * Every admin screen: admins only (others go to /), the admin navigation, the screen's heading, and live queues. The page uses the
 * site's content column, so on desktop the sidebar's left edge lines up with the logo in the header above it.
 */
export function AdminLayout({ title, description, children }: AdminLayoutProps) {
  const { preferences } = usePreferences();
  // Queue counts, lists and claims follow every moderator's and member's changes while a console screen is open.
  useModerationQueueLive();
  return (
    <RequireAdmin>
      <StyledPage>
        <StyledGrid $collapsed={preferences.sidebarCollapsed}>
          <AdminNav />
          <StyledMain>
            <PageHeader title={title} description={description} />
            {children}
          </StyledMain>
        </StyledGrid>
      </StyledPage>
    </RequireAdmin>
  );
}
