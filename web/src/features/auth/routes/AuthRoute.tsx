import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { StyledCard } from '../../../ui/Card';
import { TeaCupIcon } from '../../../ui/icons';
import { CenteredSpinner } from '../../../ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { useToast } from '../../../ui/toast/useToast';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { afterSignInPath, SIGN_UP_TAB_PARAM } from '../auth-paths';
import { RETURN_PARAM, safeReturnPath } from '../return-path';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';
import { LoginForm, type SignedInHow } from '../forms/LoginForm';
import { RegisterForm } from '../forms/RegisterForm';
import { useCurrentUser, type CurrentUser } from '../hooks/useCurrentUser';

const StyledAuthPage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.5rem;
  padding: 2rem 1rem 3rem;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.accent} 0%, ${({ theme }) => theme.colors.background} 55%);
`;

const StyledBrand = styled.header`
  text-align: center;
  max-width: 28rem;
`;

const StyledBrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  margin-bottom: 0.75rem;
`;

const StyledBrandName = styled.h1`
  font-size: 2.25rem;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const StyledSlogan = styled.p`
  margin-top: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledPromise = styled.p`
  margin-top: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledAuthCard = styled(StyledCard)`
  width: 100%;
  max-width: 28rem;
`;

type AuthTab = 'login' | 'register';

const messages = defineMessages({
  documentTitle: { id: 'auth.page.documentTitle', defaultMessage: 'Sign in' },
  description: {
    id: 'auth.page.description',
    defaultMessage: 'Sign in or join Tea, a women-only community sharing honest, anonymous reports about dating and friendship.',
  },
  cardLabel: { id: 'auth.page.cardLabel', defaultMessage: 'Sign in or create an account' },
  tabsLabel: { id: 'auth.page.tabsLabel', defaultMessage: 'Sign in or sign up' },
  signInTab: { id: 'auth.page.signInTab', defaultMessage: 'Sign In' },
  signUpTab: { id: 'auth.page.signUpTab', defaultMessage: 'Sign Up' },
});

/**
 * /auth: Sign In and Sign Up (`?tab=signup` opens Sign Up). Signed-in members are sent home (or to `?next=`); a
 * sign-in made here lands where `afterSignInPath` says: `?next=` when it is a path on this site (a guarded page sent
 * her here), else home (an admin without two-step sign-in goes to its set-up).
 */
export function AuthRoute() {
  const intl = useIntl();
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const { dismiss } = useToast();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_PARAM));
  const [tab, setTab] = useState<AuthTab>(() => (searchParams.get('tab') === SIGN_UP_TAB_PARAM ? 'register' : 'login'));
  const [prefill, setPrefill] = useState<{ username: string; password: string } | undefined>();
  const [loginFormKey, setLoginFormKey] = useState(0);
  const [forgotPassword, setForgotPassword] = useState(false);
  // From the moment a password is sent, the sign-in decides where to go (not the arrival of `me`).
  const [signingIn, setSigningIn] = useState(false);
  useDocumentTitle(pageTitle(intl.formatMessage(messages.documentTitle)), intl.formatMessage(messages.description));

  if (loading) return <CenteredSpinner />;
  if (user && !signingIn) return <Navigate to={returnTo ?? '/'} replace />;

  const signedIn = (signedInUser: CurrentUser, how: SignedInHow) => navigate(afterSignInPath(signedInUser, how, returnTo), { replace: true });

  return (
    <StyledAuthPage>
      <StyledBrand>
        <StyledBrandMark>
          <TeaCupIcon size={34} />
        </StyledBrandMark>
        <StyledBrandName>Tea</StyledBrandName>
        <StyledSlogan>
          <FormattedMessage
            id="auth.page.slogan"
            defaultMessage="Spill the tea. Honest feedback from women, for women, to help each other make informed decisions."
          />
        </StyledSlogan>
        <StyledPromise>
          <FormattedMessage id="auth.page.promise" defaultMessage="100% anonymous reporting" />
        </StyledPromise>
      </StyledBrand>
      <StyledAuthCard aria-label={intl.formatMessage(messages.cardLabel)}>
        <Tabs
          label={intl.formatMessage(messages.tabsLabel)}
          value={tab}
          onValueChange={(value) => {
            // A 'Login failed' (or 'Registration failed') toast is about the other tab's form: it goes with it.
            dismiss();
            setTab(value as AuthTab);
          }}
          items={[
            {
              value: 'login',
              label: intl.formatMessage(messages.signInTab),
              content: forgotPassword ? (
                <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
              ) : (
                <LoginForm
                  key={loginFormKey}
                  initialValues={prefill}
                  onSigningIn={() => setSigningIn(true)}
                  onSignedIn={signedIn}
                  onForgotPassword={() => setForgotPassword(true)}
                />
              ),
            },
            {
              value: 'register',
              label: intl.formatMessage(messages.signUpTab),
              content: (
                <RegisterForm
                  onUsernameTaken={(username) => {
                    setPrefill({ username, password: '' });
                    setLoginFormKey((key) => key + 1);
                    setForgotPassword(false);
                    setTab('login');
                  }}
                />
              ),
            },
          ]}
        />
      </StyledAuthCard>
    </StyledAuthPage>
  );
}
