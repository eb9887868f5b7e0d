// The baseline of `pnpm bench:web`: the least a real app built on the product's libraries (React, React Router,
// Apollo Client, styled-components, react-final-form, react-intl: its texts are messages, as the product's must be
// in four languages) ships for the same two screens. `/` lists the first 20 profiles
// from the real /graphql endpoint, `/profile/:id` shows one. One bundle, no code splitting, no tricks.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { Header } from './Header';
import { BrowseScreen, ProfileScreen } from './screens';
import { StyledGlobalStyle, theme } from './theme';

const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <IntlProvider locale={document.documentElement.lang || 'en'} defaultLocale="en" messages={{}}>
        <ThemeProvider theme={theme}>
          <StyledGlobalStyle />
          <BrowserRouter>
            <Header />
            <Routes>
              <Route path="/" element={<BrowseScreen />} />
              <Route path="/profile/:id" element={<ProfileScreen />} />
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </IntlProvider>
    </ApolloProvider>
  </StrictMode>,
);
