import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../../shared/errors';
import { StyledPage } from '../../../../ui/Page';
import { CenteredSpinner } from '../../../../ui/Spinner';
import { ErrorState } from '../../../../ui/StateMessage';
import { useCurrentUser } from '../../../auth/hooks/useCurrentUser';
import { useTwoFactorStatus } from '../../../two-factor/hooks/useTwoFactorStatus';

// The set-up and the code prompt load only for an admin who needs them.
const AdminSecondFactorPanel = lazy(() => import('./AdminSecondFactorPanel').then((m) => ({ default: m.AdminSecondFactorPanel })));

export type AdminSecondFactorGateProps = { children: ReactNode };

/**
 * The admin area for an admin whose session has not passed two-step sign-in (the API refuses every admin tool until
 * it has): instead of the console, the set-up (when it is not on yet, as after her first sign-in) or a code prompt
 * (when it is on, for a session that started without it). The console, and its queries, start only once she has.
 */
export function AdminSecondFactorGate({ children }: AdminSecondFactorGateProps) {
  const { can, loading: userLoading } = useCurrentUser();
  if (userLoading) return <CenteredSpinner />;
  // Members are sent away by the screen itself (RequireAdmin); the gate is for admins only.
  if (!can.useAdminTools) return <>{children}</>;
  return <AdminGate>{children}</AdminGate>;
}

function AdminGate({ children }: AdminSecondFactorGateProps) {
  const { status, loading, error, refetch } = useTwoFactorStatus();
  // Kept on screen from 'Set up' until the recovery codes are saved, though the session passes when it is turned on.
  const [settingUp, setSettingUp] = useState(false);
  const intl = useIntl();

  if (loading) return <CenteredSpinner label={intl.formatMessage({ id: 'admin.secondFactor.checking', defaultMessage: 'Checking two-step sign-in' })} />;
  if (!status) {
    return (
      <StyledPage>
        <ErrorState
          title={intl.formatMessage({ id: 'admin.secondFactor.checkFailed', defaultMessage: 'Could not check two-step sign-in' })}
          message={errorMessage(error)}
          onRetry={refetch}
        />
      </StyledPage>
    );
  }
  if (status.passedInThisSession && !settingUp) return <>{children}</>;
  return (
    <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'admin.secondFactor.loading', defaultMessage: 'Loading' })} />}>
      <AdminSecondFactorPanel status={status} settingUp={settingUp} onSettingUpChange={setSettingUp} />
    </Suspense>
  );
}
