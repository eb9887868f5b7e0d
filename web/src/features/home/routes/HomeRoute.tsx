import { defineMessages, useIntl } from 'react-intl';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { SITE_NAME, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BrowseProfiles } from '../components/BrowseProfiles';
import { WelcomeBanner } from '../components/WelcomeBanner';

type HomeTab = 'browse' | 'matches';

// Smart Matches (and its documents) loads when its tab is first opened: the first screen shows Browse Profiles.
const RecommendationsPanel = lazy(() => import('../../recommendations/components/RecommendationsPanel').then((m) => ({ default: m.RecommendationsPanel })));

// 'Before the date' is for members only: a visitor's first screen does not carry its code (rule 15).
const BeforeTheDate = lazy(() => import('../components/BeforeTheDate').then((m) => ({ default: m.BeforeTheDate })));

/** The room 'Before the date' takes (measured in Chromium at 390 and 1280 px), kept while its code arrives so the page below does not jump. */
const StyledBeforeTheDateSpace = styled.div`
  min-height: 8.25rem;
  margin-bottom: 1.25rem;

  ${({ theme }) => theme.media.medium} {
    margin-bottom: 2rem;
  }
`;

const messages = defineMessages({
  description: {
    id: 'home.page.description',
    defaultMessage: 'Browse profiles and read honest, anonymous, moderated reports about dating and friendship from a women-only community.',
    description: 'Meta description of the home page (search engines, link previews).',
  },
  title: { id: 'home.page.title', defaultMessage: 'Browse Profiles', description: 'Heading of the home page.' },
  subtitle: {
    id: 'home.page.subtitle',
    defaultMessage: 'Honest, anonymous reports shared by our community.',
    description: 'Text under the home page heading.',
  },
  tabs: { id: 'home.page.tabs', defaultMessage: 'Home views', description: 'Accessible name of the home tabs.' },
  browseTab: { id: 'home.page.browseTab', defaultMessage: 'Browse Profiles', description: 'Tab: the browse list.' },
  matchesTab: { id: 'home.page.matchesTab', defaultMessage: 'Smart Matches', description: 'Tab: recommendations.' },
});

/** / : the welcome banner, 'Before the date' for members, then Browse Profiles (filters, grid, pages) and Smart Matches. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  // Set by the confirm-email screen when her account has just been created (kept in this history entry only).
  const newMember = (useLocation().state as { newMember?: boolean } | null)?.newMember === true;
  const [tab, setTab] = useState<HomeTab>('browse');
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage(
      { id: 'home.page.documentTitle', defaultMessage: '{site} - Browse profiles', description: 'Tab title of the home page; site is the product name.' },
      { site: SITE_NAME },
    ),
    intl.formatMessage(messages.description),
  );
  return (
    <StyledPage>
      <WelcomeBanner user={user} newMember={newMember} />
      {user && (
        <Suspense fallback={<StyledBeforeTheDateSpace />}>
          <BeforeTheDate />
        </Suspense>
      )}
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.subtitle)} />
      <Tabs
        label={intl.formatMessage(messages.tabs)}
        value={tab}
        onValueChange={(value) => setTab(value as HomeTab)}
        items={[
          { value: 'browse', label: intl.formatMessage(messages.browseTab), content: <BrowseProfiles /> },
          {
            value: 'matches',
            label: intl.formatMessage(messages.matchesTab),
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
