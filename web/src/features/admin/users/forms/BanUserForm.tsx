import { Field, Form } from 'react-final-form';
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
  const { toast } = useToast();
  const initialValues: BanValues = { banIP: false, ipTarget: lastIp ? 'last' : 'range' };

  const onSubmit = async (values: BanValues) => {
    const reason = values.reason?.trim() ?? '';
    if (!reason) {
      toast({ title: 'Missing information', description: 'Please give a reason for the ban.', variant: 'destructive' });
      return;
    }
    const cidr = values.banIP && values.ipTarget === 'range' ? (values.cidr?.trim() ?? '') : null;
    if (cidr === '') {
      toast({ title: 'Missing information', description: 'Please enter an IP address or CIDR range.', variant: 'destructive' });
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
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label="Ban user">
          <FinalTextAreaField name="reason" label="Reason" rows={3} maxLength={500} hint="Shown in the Users list and kept in the audit log." />
          <Field<boolean> name="banIP" type="checkbox">
            {({ input }) => (
              <Switch
                label="Also ban her IP address"
                description="Blocks sign-ins and sign-ups from the address."
                checked={!!input.checked}
                onCheckedChange={(checked) => input.onChange(checked)}
              />
            )}
          </Field>
          {values.banIP && (
            <StyledFieldset>
              <legend>Address to ban</legend>
              <Field<string> name="ipTarget" type="radio" value="last">
                {({ input }) => (
                  <StyledRadio>
                    <input {...input} disabled={!lastIp} />
                    {lastIp ? `Her last sign-in address (${lastIp})` : 'Her last sign-in address (unknown)'}
                  </StyledRadio>
                )}
              </Field>
              <Field<string> name="ipTarget" type="radio" value="range">
                {({ input }) => (
                  <StyledRadio>
                    <input {...input} />
                    An address or CIDR range
                  </StyledRadio>
                )}
              </Field>
              {values.ipTarget === 'range' && (
                <FinalTextField name="cidr" label="IP address or CIDR range" placeholder="203.0.113.0/24" autoComplete="off" spellCheck={false} />
              )}
              <FinalDateField name="expiresOn" label="IP ban ends (optional)" hint="Leave empty to keep the IP ban until the user is unbanned." />
            </StyledFieldset>
          )}
          <DialogActions onCancel={onCancel} lockCancel busy={submitting} confirmLabel="Ban User" busyLabel="Banning..." destructive />
        </Stack>
      )}
    </Form>
  );
}
