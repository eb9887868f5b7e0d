import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { LIMITS } from '@tea/limits';
import type { ApiTokenScope } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { useCopyText, useToastedAction } from '../../../shared/useMutationAction';
import { useRenderClock } from '../../../shared/render-clock';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { SelectField, StyledFieldError, StyledInput, TextField } from '../../../ui/Field';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../ui/ItemList';
import { EmptyState, QueryState } from '../../../ui/StateMessage';
import { dateText, relativeTimeText } from '../../reports/report-display';
import { StepUpCancelledError, useStepUp } from '../../two-factor/hooks/useStepUp';
import { useApiTokenActions, useMyApiTokens, type ApiToken } from '../hooks/useApiTokens';
import { Stack } from '../../../ui/Stack';

/** Each scope's name, as messages. */
const SCOPE_LABEL = defineMessages({
  READ: { id: 'apiTokens.scope.read', defaultMessage: 'Read' },
  WRITE: { id: 'apiTokens.scope.write', defaultMessage: 'Write' },
  MODERATE: { id: 'apiTokens.scope.moderate', defaultMessage: 'Moderate' },
} satisfies Record<ApiTokenScope, MessageDescriptor>);

const SCOPE_HINT = defineMessages({
  READ: { id: 'apiTokens.scope.readHint', defaultMessage: 'Public reads and your own data.' },
  WRITE: { id: 'apiTokens.scope.writeHint', defaultMessage: 'Post reports and add people as you, with the same rules and limits as the app.' },
  MODERATE: { id: 'apiTokens.scope.moderateHint', defaultMessage: 'Admin tools. Asks for your two-step code.' },
} satisfies Record<ApiTokenScope, MessageDescriptor>);

export const SCOPE_CHOICES: readonly { scope: ApiTokenScope; label: MessageDescriptor; hint: MessageDescriptor; adminOnly?: boolean }[] = [
  { scope: 'READ', label: SCOPE_LABEL.READ, hint: SCOPE_HINT.READ },
  { scope: 'WRITE', label: SCOPE_LABEL.WRITE, hint: SCOPE_HINT.WRITE },
  { scope: 'MODERATE', label: SCOPE_LABEL.MODERATE, hint: SCOPE_HINT.MODERATE, adminOnly: true },
];

const EXPIRY_MESSAGES = defineMessages({
  '30': { id: 'apiTokens.expiry.days30', defaultMessage: 'In 30 days' },
  '90': { id: 'apiTokens.expiry.days90', defaultMessage: 'In 90 days' },
  '365': { id: 'apiTokens.expiry.year', defaultMessage: 'In 1 year' },
  never: { id: 'apiTokens.expiry.never', defaultMessage: 'Never' },
});

const EXPIRY_VALUES = ['30', '90', '365', 'never'] as const;

const messages = defineMessages({
  neverUsed: { id: 'apiTokens.list.neverUsed', defaultMessage: 'Never used' },
  noExpiry: { id: 'apiTokens.list.noExpiry', defaultMessage: 'Does not expire' },
  nameMissing: { id: 'apiTokens.create.nameMissing', defaultMessage: 'Give the token a name, so you can tell it apart later.' },
  scopeMissing: { id: 'apiTokens.create.scopeMissing', defaultMessage: 'Choose at least one scope.' },
  stepUpAction: { id: 'apiTokens.create.stepUpAction', defaultMessage: 'Create an API token' },
  createFailed: { id: 'apiTokens.create.failed', defaultMessage: 'The token could not be created. Please try again.' },
  formLabel: { id: 'apiTokens.create.formLabel', defaultMessage: 'Create an API token' },
  name: { id: 'apiTokens.create.name', defaultMessage: 'Name' },
  nameHint: { id: 'apiTokens.create.nameHint', defaultMessage: "What will use it, for example 'Research script'." },
  expires: { id: 'apiTokens.create.expires', defaultMessage: 'Expires' },
  copied: { id: 'apiTokens.new.copied', defaultMessage: 'Copied' },
  copiedDescription: { id: 'apiTokens.new.copiedDescription', defaultMessage: 'The token is on your clipboard.' },
  copyFailed: { id: 'apiTokens.new.copyFailed', defaultMessage: 'Could not copy' },
  copyFailedDescription: { id: 'apiTokens.new.copyFailedDescription', defaultMessage: 'Select the token and copy it yourself.' },
  panelLabel: { id: 'apiTokens.new.panelLabel', defaultMessage: 'Your new token' },
  tokenLabel: { id: 'apiTokens.new.tokenLabel', defaultMessage: 'New token' },
  loading: { id: 'apiTokens.list.loading', defaultMessage: 'Loading your API tokens' },
  loadFailed: { id: 'apiTokens.list.loadFailed', defaultMessage: 'Could not load your API tokens' },
  emptyTitle: { id: 'apiTokens.list.emptyTitle', defaultMessage: 'No API tokens yet' },
  emptyText: { id: 'apiTokens.list.emptyText', defaultMessage: 'Tokens you create appear here.' },
  listLabel: { id: 'apiTokens.list.listLabel', defaultMessage: 'Your API tokens' },
  revokeTitle: { id: 'apiTokens.revoke.title', defaultMessage: 'Revoke this token?' },
  revoke: { id: 'apiTokens.revoke.confirm', defaultMessage: 'Revoke' },
  revoking: { id: 'apiTokens.revoke.revoking', defaultMessage: 'Revoking...' },
  revoked: { id: 'apiTokens.revoke.revoked', defaultMessage: 'Token revoked' },
  revokeFailed: { id: 'apiTokens.revoke.failed', defaultMessage: 'Could not revoke the token' },
  tryAgain: { id: 'apiTokens.revoke.tryAgain', defaultMessage: 'Please try again.' },
});

const createdMessage = defineMessage<{ date: string }>({ id: 'apiTokens.list.created', defaultMessage: 'Created {date}' });
const lastUsedMessage = defineMessage<{ when: string }>({
  id: 'apiTokens.list.lastUsed',
  defaultMessage: 'Last used {when}',
  description: "when: a relative time ('2 hours ago', 'yesterday').",
});
const expiresMessage = defineMessage<{ date: string }>({ id: 'apiTokens.list.expires', defaultMessage: 'Expires {date}' });
const revokeDescriptionMessage = defineMessage<{ name: string }>({
  id: 'apiTokens.revoke.description',
  defaultMessage: '“{name}” stops working at once. Tools using it will get 401 until you give them a new token.',
});
const revokedDescriptionMessage = defineMessage<{ name: string }>({ id: 'apiTokens.revoke.revokedDescription', defaultMessage: '“{name}” no longer works.' });

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

/**
 * 'tea_pat_AbC1… · Created Nov 3, 2026 · Last used 2 hours ago · Expires Feb 1, 2027': a list of facts, each its own
 * message, in her language and time zone (`now`: the render clock's).
 */
export function tokenDetails(intl: IntlShape, token: Pick<ApiToken, 'prefix' | 'createdAt' | 'lastUsedAt' | 'expiresAt'>, now: Date): string {
  return [
    `${token.prefix}…`,
    intl.formatMessage(createdMessage, { date: dateText(intl, token.createdAt) }),
    token.lastUsedAt ? intl.formatMessage(lastUsedMessage, { when: relativeTimeText(intl, token.lastUsedAt, now) }) : intl.formatMessage(messages.neverUsed),
    token.expiresAt ? intl.formatMessage(expiresMessage, { date: dateText(intl, token.expiresAt) }) : intl.formatMessage(messages.noExpiry),
  ].join(' · ');
}

type CreateFormProps = { adminTools: boolean; onCreated: (secret: string, token: ApiToken) => void };

function CreateTokenForm({ adminTools, onCreated }: CreateFormProps) {
  const intl = useIntl();
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
    if (!trimmed) return setProblem(intl.formatMessage(messages.nameMissing));
    if (scopes.length === 0) return setProblem(intl.formatMessage(messages.scopeMissing));
    setProblem(null);
    setBusy(true);
    try {
      const input = { name: trimmed, scopes, expiresInDays: expiry === 'never' ? null : Number(expiry) };
      const created = await withStepUp(createToken, intl.formatMessage(messages.stepUpAction))(input);
      setName('');
      onCreated(created.secret, created.token);
    } catch (e) {
      if (!(e instanceof StepUpCancelledError)) setProblem(errorMessage(e) ?? intl.formatMessage(messages.createFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" $gap={4} onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage(messages.formLabel)} noValidate>
      <TextField
        label={intl.formatMessage(messages.name)}
        hint={intl.formatMessage(messages.nameHint)}
        value={name}
        maxLength={LIMITS.apiTokenNameMax}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
      />
      <StyledFieldset>
        <legend>
          <FormattedMessage id="apiTokens.create.scopes" defaultMessage="Scopes" />
        </legend>
        {choices.map((choice) => (
          <StyledCheck key={choice.scope}>
            <input type="checkbox" checked={scopes.includes(choice.scope)} onChange={(e) => toggle(choice.scope, e.target.checked)} />
            <span>
              {intl.formatMessage(choice.label)}
              <StyledCheckHint>{intl.formatMessage(choice.hint)}</StyledCheckHint>
            </span>
          </StyledCheck>
        ))}
      </StyledFieldset>
      <SelectField
        label={intl.formatMessage(messages.expires)}
        options={EXPIRY_VALUES.map((value) => ({ value, label: intl.formatMessage(EXPIRY_MESSAGES[value]) }))}
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
      />
      {problem && (
        <StyledFieldError id={errorId} role="alert">
          {problem}
        </StyledFieldError>
      )}
      <div>
        <Button type="submit" disabled={busy} aria-describedby={problem ? errorId : undefined}>
          {busy ? (
            <FormattedMessage id="apiTokens.create.creating" defaultMessage="Creating token..." />
          ) : (
            <FormattedMessage id="apiTokens.create.create" defaultMessage="Create token" />
          )}
        </Button>
      </div>
      {stepUpDialog}
    </Stack>
  );
}

function NewTokenPanel({ secret, name, onDone }: { secret: string; name: string; onDone: () => void }) {
  const intl = useIntl();
  const copyText = useCopyText();
  const copy = () =>
    copyText(secret, {
      success: { title: messages.copied, description: messages.copiedDescription },
      failure: { title: messages.copyFailed, description: messages.copyFailedDescription },
    });
  return (
    <StyledNewToken aria-label={intl.formatMessage(messages.panelLabel)}>
      <h3>
        <FormattedMessage id="apiTokens.new.title" defaultMessage="Copy your new token “{name}” now" values={{ name }} />
      </h3>
      <p>
        <FormattedMessage
          id="apiTokens.new.shownOnce"
          defaultMessage="It is shown only this once: we keep only a fingerprint of it. If you lose it, revoke it and create another."
        />
      </p>
      <StyledSecretRow>
        <StyledInput readOnly value={secret} aria-label={intl.formatMessage(messages.tokenLabel)} onFocus={(e) => e.target.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          <FormattedMessage id="apiTokens.new.copy" defaultMessage="Copy" />
        </Button>
      </StyledSecretRow>
      <div>
        <Button onClick={onDone}>
          <FormattedMessage id="apiTokens.new.done" defaultMessage="Done" />
        </Button>
      </div>
    </StyledNewToken>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const intl = useIntl();
  const { now } = useRenderClock();
  const nameId = useId();
  return (
    <StyledItemRow>
      <StyledItemText>
        <StyledItemTitle id={nameId}>
          {token.name}
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {intl.formatMessage(SCOPE_LABEL[scope])}
            </Badge>
          ))}
        </StyledItemTitle>
        <StyledItemDetail>{tokenDetails(intl, token, now())}</StyledItemDetail>
      </StyledItemText>
      <Button variant="outline" size="sm" onClick={() => onRevoke(token)} aria-describedby={nameId}>
        {intl.formatMessage(messages.revoke)}
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
  const intl = useIntl();
  const { tokens, loading, error, refetch } = useMyApiTokens();
  const { revokeToken } = useApiTokenActions();
  const attempt = useToastedAction();
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <StyledSections>
      <StyledText>
        <FormattedMessage
          id="apiTokens.page.intro"
          defaultMessage="Tokens let your own tools use Tea’s API as you. Keep them secret like a password. <link>How to use the API</link>"
          values={{ link: (chunks) => <Link to="/developers">{chunks}</Link> }}
        />
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
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        onRetry={refetch}
        emptyState={<EmptyState title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.emptyText)} />}
      >
        <StyledItemList aria-label={intl.formatMessage(messages.listLabel)}>
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
          ))}
        </StyledItemList>
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={intl.formatMessage(messages.revokeTitle)}
        description={revoking ? intl.formatMessage(revokeDescriptionMessage, { name: revoking.name }) : undefined}
        confirmLabel={intl.formatMessage(messages.revoke)}
        busyLabel={intl.formatMessage(messages.revoking)}
        destructive
        onConfirm={async () => {
          if (!revoking) return;
          const { id, name } = revoking;
          return attempt(
            () => revokeToken(id),
            {
              success: { title: intl.formatMessage(messages.revoked), description: intl.formatMessage(revokedDescriptionMessage, { name }) },
              failure: (failure: unknown) => ({
                title: intl.formatMessage(messages.revokeFailed),
                description: errorMessage(failure) ?? intl.formatMessage(messages.tryAgain),
              }),
            },
            [],
          );
        }}
      />
    </StyledSections>
  );
}
