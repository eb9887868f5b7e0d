import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LIMITS } from '@tea/limits';
import type { ApiTokenScope } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { failureWithReason, useCopyText, useToastedAction } from '../../../shared/useMutationAction';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField, StyledFieldError, StyledInput, TextField } from '../../../ui/Field';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../ui/ItemList';
import { EmptyState, QueryState } from '../../../ui/StateMessage';
import { formatDate, relativeTime } from '../../reports/report-display';
import { StepUpCancelledError, useStepUp } from '../../two-factor/hooks/useStepUp';
import { useApiTokenActions, useMyApiTokens, type ApiToken } from '../hooks/useApiTokens';
import { Stack } from '../../../ui/Stack';

export const SCOPE_CHOICES: readonly { scope: ApiTokenScope; label: string; hint: string; adminOnly?: boolean }[] = [
  { scope: 'READ', label: 'Read', hint: 'Public reads and your own data.' },
  { scope: 'WRITE', label: 'Write', hint: 'Post reports and add people as you, with the same rules and limits as the app.' },
  { scope: 'MODERATE', label: 'Moderate', hint: 'Admin tools. Asks for your two-step code.', adminOnly: true },
];

const EXPIRY_OPTIONS = [
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In 1 year' },
  { value: 'never', label: 'Never' },
];

const SCOPE_LABEL: Record<ApiTokenScope, string> = {
  READ: 'Read',
  WRITE: 'Write',
  MODERATE: 'Moderate',
};

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: 0.375rem;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
`;

const StyledCheck = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const StyledCheckHint = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledNewToken = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-weight: 700;
  }
`;

const StyledSecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  ${StyledInput} {
    flex: 1 1 16rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

/** 'tea_pat_AbC1… · Created 3 Nov 2026 · Last used 2 hours ago · Expires 1 Feb 2027' */
export function tokenDetails(token: Pick<ApiToken, 'prefix' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>, now = new Date()): string {
  return [
    `${token.prefix}…`,
    `Created ${formatDate(token.createdAt)}`,
    token.lastUsedAt ? `Last used ${relativeTime(token.lastUsedAt, now)}` : 'Never used',
    token.expiresAt ? `Expires ${formatDate(token.expiresAt)}` : 'Does not expire',
  ].join(' · ');
}

type CreateFormProps = { adminTools: boolean; onCreated: (secret: string, token: ApiToken) => void };

function CreateTokenForm({ adminTools, onCreated }: CreateFormProps) {
  const { createToken } = useApiTokenActions();
  const { withStepUp, stepUpDialog } = useStepUp();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['READ']);
  const [expiry, setExpiry] = useState('90');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const choices = SCOPE_CHOICES.filter((choice) => adminTools || !choice.adminOnly);

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current.filter((s) => s !== scope), scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Give the token a name, so you can tell it apart later.');
    if (scopes.length === 0) return setProblem('Choose at least one scope.');
    setProblem(null);
    setBusy(true);
    try {
      const input = { name: trimmed, scopes, expiresInDays: expiry === 'never' ? null : Number(expiry) };
      const created = await withStepUp(createToken, 'Create an API token')(input);
      setName('');
      onCreated(created.secret, created.token);
    } catch (e) {
      if (!(e instanceof StepUpCancelledError)) setProblem(errorMessage(e) ?? 'The token could not be created. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" $gap={4} onSubmit={(e) => void submit(e)} aria-label="Create an API token" noValidate>
      <TextField
        label="Name"
        hint="What will use it, for example 'Research script'."
        value={name}
        maxLength={LIMITS.apiTokenNameMax}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
      />
      <StyledFieldset>
        <legend>Scopes</legend>
        {choices.map((choice) => (
          <StyledCheck key={choice.scope}>
            <input type="checkbox" checked={scopes.includes(choice.scope)} onChange={(e) => toggle(choice.scope, e.target.checked)} />
            <span>
              {choice.label}
              <StyledCheckHint>{choice.hint}</StyledCheckHint>
            </span>
          </StyledCheck>
        ))}
      </StyledFieldset>
      <SelectField label="Expires" options={EXPIRY_OPTIONS} value={expiry} onChange={(e) => setExpiry(e.target.value)} />
      {problem && (
        <StyledFieldError id={errorId} role="alert">
          {problem}
        </StyledFieldError>
      )}
      <div>
        <Button type="submit" disabled={busy} aria-describedby={problem ? errorId : undefined}>
          {busy ? 'Creating token...' : 'Create token'}
        </Button>
      </div>
      {stepUpDialog}
    </Stack>
  );
}

function NewTokenPanel({ secret, name, onDone }: { secret: string; name: string; onDone: () => void }) {
  const copyText = useCopyText();
  const copy = () =>
    copyText(secret, {
      success: { title: 'Copied', description: 'The token is on your clipboard.' },
      failure: { title: 'Could not copy', description: 'Select the token and copy it yourself.' },
    });
  return (
    <StyledNewToken aria-label="Your new token">
      <h3>Copy your new token “{name}” now</h3>
      <p>It is shown only this once: we keep only a fingerprint of it. If you lose it, revoke it and create another.</p>
      <StyledSecretRow>
        <StyledInput readOnly value={secret} aria-label="New token" onFocus={(e) => e.target.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
      </StyledSecretRow>
      <div>
        <Button onClick={onDone}>Done</Button>
      </div>
    </StyledNewToken>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const nameId = useId();
  return (
    <StyledItemRow>
      <StyledItemText>
        <StyledItemTitle id={nameId}>
          {token.name}
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {SCOPE_LABEL[scope]}
            </Badge>
          ))}
        </StyledItemTitle>
        <StyledItemDetail>{tokenDetails(token)}</StyledItemDetail>
      </StyledItemText>
      <Button variant="outline" size="sm" onClick={() => onRevoke(token)} aria-describedby={nameId}>
        Revoke
      </Button>
    </StyledItemRow>
  );
}

/** `adminTools`: her account holds admin rights (`me.viewerCan.useAdminTools`): the MODERATE scope is offered. */
export type ApiTokenSettingsProps = { adminTools: boolean };

/**
 * Settings > API: her personal access tokens for tools and scripts (issue 11): create one (name, scopes, expiry; the
 * secret shown once, to copy), see the active ones (scopes, when used, when they expire) and revoke them.
 */
export function ApiTokenSettings({ adminTools }: ApiTokenSettingsProps) {
  const { tokens, loading, error, refetch } = useMyApiTokens();
  const { revokeToken } = useApiTokenActions();
  const attempt = useToastedAction();
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <StyledSections>
      <StyledText>
        Tokens let your own tools use Tea&rsquo;s API as you. Keep them secret like a password. <Link to="/developers">How to use the API</Link>
      </StyledText>
      {created ? (
        <NewTokenPanel secret={created.secret} name={created.name} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm adminTools={adminTools} onCreated={(secret, token) => setCreated({ secret, name: token.name })} />
      )}
      <QueryState
        loading={loading}
        error={error}
        empty={tokens.length === 0}
        loadingLabel="Loading your API tokens"
        errorTitle="Could not load your API tokens"
        onRetry={refetch}
        emptyState={<EmptyState title="No API tokens yet" description="Tokens you create appear here." />}
      >
        <StyledItemList aria-label="Your API tokens">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
          ))}
        </StyledItemList>
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this token?"
        description={revoking ? `“${revoking.name}” stops working at once. Tools using it will get 401 until you give them a new token.` : undefined}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        destructive
        onConfirm={async () => {
          if (!revoking) return;
          const { id, name } = revoking;
          return attempt(
            () => revokeToken(id),
            { success: { title: 'Token revoked', description: `“${name}” no longer works.` }, failure: failureWithReason('Could not revoke the token') },
            [],
          );
        }}
      />
    </StyledSections>
  );
}
