import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BanUserInput } from '../../../../gql/graphql';
import { Stack } from '../../../../ui/Stack';
import { DialogActions } from '../../../../ui/ConfirmDialog';
import { FinalDateField, FinalTextAreaField, FinalTextField } from '../../../../ui/form/FinalFields';
import { Switch } from '../../../../ui/Switch';
import { useToast } from '../../../../ui/toast/useToast';

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  margin: 0;
  padding: 0.875rem 1rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }
`;

const StyledRadio = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const messages = defineMessages({
  missing: { id: 'admin.users.ban.missing', defaultMessage: 'Missing information', description: 'Toast title.' },
  reasonMissing: { id: 'admin.users.ban.reasonMissing', defaultMessage: 'Please give a reason for the ban.' },
  cidrMissing: { id: 'admin.users.ban.cidrMissing', defaultMessage: 'Please enter an IP address or CIDR range.' },
  form: { id: 'admin.users.ban.form', defaultMessage: 'Ban user', description: 'Label of the ban form.' },
  reason: { id: 'admin.users.ban.reason', defaultMessage: 'Reason', description: 'Field: why she is banned.' },
  reasonHint: { id: 'admin.users.ban.reasonHint', defaultMessage: 'Shown in the Users list and kept in the audit log.' },
  banIp: { id: 'admin.users.ban.banIp', defaultMessage: 'Also ban her IP address' },
  banIpHint: { id: 'admin.users.ban.banIpHint', defaultMessage: 'Blocks sign-ins and sign-ups from the address.' },
  address: { id: 'admin.users.ban.address', defaultMessage: 'Address to ban', description: 'Legend of the IP address choice.' },
  lastIpUnknown: { id: 'admin.users.ban.lastIpUnknown', defaultMessage: 'Her last sign-in address (unknown)' },
  range: { id: 'admin.users.ban.range', defaultMessage: 'An address or CIDR range' },
  cidr: { id: 'admin.users.ban.cidr', defaultMessage: 'IP address or CIDR range' },
  expires: { id: 'admin.users.ban.expires', defaultMessage: 'IP ban ends (optional)' },
  expiresHint: { id: 'admin.users.ban.expiresHint', defaultMessage: 'Leave empty to keep the IP ban until the user is unbanned.' },
  confirm: { id: 'admin.users.ban.confirm', defaultMessage: 'Ban User', description: 'Button: ban the member.' },
  banning: { id: 'admin.users.ban.busy', defaultMessage: 'Banning...' },
});

const lastIpMessage = defineMessage<{ ip: string }>({ id: 'admin.users.ban.lastIp', defaultMessage: 'Her last sign-in address ({ip})' });

type IpTarget = 'last' | 'range';

type BanValues = { reason?: string; banIP: boolean; ipTarget: IpTarget; cidr?: string; expiresOn?: string };

export type BanUserFormProps = {
  userId: string;
  /** Her last sign-in address, offered as the default IP to ban. */
  lastIp: string | null;
  onCancel: () => void;
  /** Resolves to true when the ban went through. */
  onBan: (input: BanUserInput) => Promise<boolean>;
};

/** The end of the chosen day in local time, as an ISO instant. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/**
 * The ban form: a reason is required (SPEC §5, 'Missing information'); optionally also ban her last address or an
 * address/CIDR range, with an optional end date for the IP ban.
 */
export function BanUserForm({ userId, lastIp, onCancel, onBan }: BanUserFormProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const initialValues: BanValues = { banIP: false, ipTarget: lastIp ? 'last' : 'range' };

  const onSubmit = async (values: BanValues) => {
    const reason = values.reason?.trim() ?? '';
    if (!reason) {
      toast({ title: intl.formatMessage(messages.missing), description: intl.formatMessage(messages.reasonMissing), variant: 'destructive' });
      return;
    }
    const cidr = values.banIP && values.ipTarget === 'range' ? (values.cidr?.trim() ?? '') : null;
    if (cidr === '') {
      toast({ title: intl.formatMessage(messages.missing), description: intl.formatMessage(messages.cidrMissing), variant: 'destructive' });
      return;
    }
    await onBan({
      userId,
      reason,
      banIP: values.banIP,
      cidr,
      ipBanExpiresAt: values.banIP && values.expiresOn ? endOfDay(values.expiresOn) : null,
    });
  };

  return (
    <Form<BanValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, values }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(messages.form)}>
          <FinalTextAreaField
            name="reason"
            label={intl.formatMessage(messages.reason)}
            rows={3}
            maxLength={500}
            hint={intl.formatMessage(messages.reasonHint)}
          />
          <Field<boolean> name="banIP" type="checkbox">
            {({ input }) => (
              <Switch
                label={intl.formatMessage(messages.banIp)}
                description={intl.formatMessage(messages.banIpHint)}
                checked={!!input.checked}
                onCheckedChange={(checked) => input.onChange(checked)}
              />
            )}
          </Field>
          {values.banIP && (
            <StyledFieldset>
              <legend>{intl.formatMessage(messages.address)}</legend>
              <Field<string> name="ipTarget" type="radio" value="last">
                {({ input }) => (
                  <StyledRadio>
                    <input {...input} disabled={!lastIp} />
                    {lastIp ? intl.formatMessage(lastIpMessage, { ip: lastIp }) : intl.formatMessage(messages.lastIpUnknown)}
                  </StyledRadio>
                )}
              </Field>
              <Field<string> name="ipTarget" type="radio" value="range">
                {({ input }) => (
                  <StyledRadio>
                    <input {...input} />
                    {intl.formatMessage(messages.range)}
                  </StyledRadio>
                )}
              </Field>
              {values.ipTarget === 'range' && (
                <FinalTextField name="cidr" label={intl.formatMessage(messages.cidr)} placeholder="203.0.113.0/24" autoComplete="off" spellCheck={false} />
              )}
              <FinalDateField name="expiresOn" label={intl.formatMessage(messages.expires)} hint={intl.formatMessage(messages.expiresHint)} />
            </StyledFieldset>
          )}
          <DialogActions
            onCancel={onCancel}
            lockCancel
            busy={submitting}
            confirmLabel={intl.formatMessage(messages.confirm)}
            busyLabel={intl.formatMessage(messages.banning)}
            destructive
          />
        </Stack>
      )}
    </Form>
  );
}
