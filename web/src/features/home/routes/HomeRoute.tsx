import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { SITE_NAME, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BrowseProfiles } from '../components/BrowseProfiles';
import { WelcomeBanner } from '../components/WelcomeBanner';

type HomeTab = 'browse' | 'matches';

// Smart Matches (and its documents) loads when its tab is first opened: the first screen shows Browse Profiles.
const RecommendationsPanel = lazy(() => import('../../recommendations/components/RecommendationsPanel').then((m) => ({ default: m.RecommendationsPanel })));

const HOME_DESCRIPTION = 'Browse profiles and read honest, anonymous, moderated reports about dating and friendship from a women-only community.';

/** / : the welcome banner, then Browse Profiles (filters, grid, pages) and Smart Matches. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  // Set by the confirm-email screen when her account has just been created (kept in this history entry only).
  const newMember = (useLocation().state as { newMember?: boolean } | null)?.newMember === true;
  const [tab, setTab] = useState<HomeTab>('browse');
  useDocumentTitle(`${SITE_NAME} - Browse profiles`, HOME_DESCRIPTION);
  return (
    <StyledPage>
      <WelcomeBanner user={user} newMember={newMember} />
      <PageHeader title="Browse Profiles" description="Honest, anonymous reports shared by our community." />
      <Tabs
        label="Home views"
        value={tab}
        onValueChange={(value) => setTab(value as HomeTab)}
        items={[
          { value: 'browse', label: 'Browse Profiles', content: <BrowseProfiles /> },
          {
            value: 'matches',
            label: 'Smart Matches',
            content: (
              <Suspense fallback={null}>
                <RecommendationsPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </StyledPage>
  );
}
