import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GuidelineRule, ModerationReason } from '../../../../gql/graphql';
import { FormDialog } from '../../../../ui/ConfirmDialog';
import { SelectField, TextAreaField } from '../../../../ui/Field';
import { reasonOptions } from '../../shared/admin-labels';
import { guidelineRuleOptions } from '../../../flag/flag-labels';
import type { FlagDecision } from '../hooks/useAdminFlags';

/** Select value for 'nothing chosen yet' (select values may not be empty strings, SPEC §5). */
const NONE = 'NONE';

export type FlagDecisionDialogProps = {
  /** Which decision the dialog takes; null when closed. */
  kind: FlagDecision['kind'] | null;
  onClose: () => void;
  /** Resolves to true when the decision went through; the dialog then closes. */
  onConfirm: (decision: FlagDecision) => Promise<boolean>;
};

type Errors = { reason?: string; rule?: string; text?: string };

/**
 * Uphold: the statement of reasons the author receives (reason code, guideline rule, explanation), all required.
 * Dismiss: an optional note for the audit log.
 */
export function FlagDecisionDialog({ kind, onClose, onConfirm }: FlagDecisionDialogProps) {
  const intl = useIntl();
  const uphold = kind === 'uphold';
  const [reason, setReason] = useState(NONE);
  const [rule, setRule] = useState(NONE);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason(NONE);
    setRule(NONE);
    setText('');
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (uphold) {
      if (reason === NONE) found.reason = intl.formatMessage({ id: 'admin.flagDecision.reasonMissing', defaultMessage: 'Please choose a reason.' });
      if (rule === NONE) {
        found.rule = intl.formatMessage({ id: 'admin.flagDecision.ruleMissing', defaultMessage: 'Please choose the guideline the item breaks.' });
      }
      if (!text.trim()) {
        found.text = intl.formatMessage({ id: 'admin.flagDecision.textMissing', defaultMessage: 'Please explain the decision to the author.' });
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    const decision: FlagDecision = uphold
      ? { kind: 'uphold', input: { reason: reason as ModerationReason, rule: rule as GuidelineRule, text: text.trim() } }
      : { kind: 'dismiss', note: text.trim() || null };
    const done = await onConfirm(decision);
    setSending(false);
    if (done) close();
  };

  return (
    <FormDialog
      open={kind !== null}
      onClose={close}
      title={
        uphold
          ? intl.formatMessage({ id: 'admin.flagDecision.upholdTitle', defaultMessage: 'Uphold flags' })
          : intl.formatMessage({ id: 'admin.flagDecision.dismissTitle', defaultMessage: 'Dismiss flags' })
      }
      description={
        uphold
          ? intl.formatMessage({
              id: 'admin.flagDecision.upholdDescription',
              defaultMessage: 'The item is removed. Its author receives your reason, the rule and your explanation, with how to appeal.',
            })
          : intl.formatMessage({
              id: 'admin.flagDecision.dismissDescription',
              defaultMessage: 'The item stays and is shown again if the flags hid it. The dismissed flags count against the members who sent them.',
            })
      }
      onSubmit={onSubmit}
      busy={sending}
      confirmLabel={
        uphold
          ? intl.formatMessage({ id: 'admin.flagDecision.uphold', defaultMessage: 'Uphold' })
          : intl.formatMessage({ id: 'admin.flagDecision.dismiss', defaultMessage: 'Dismiss' })
      }
      destructive={uphold}
    >
      {uphold && (
        <>
          <SelectField
            label={intl.formatMessage({ id: 'admin.flagDecision.reason', defaultMessage: 'Reason' })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            options={[
              { value: NONE, label: intl.formatMessage({ id: 'admin.flagDecision.chooseReason', defaultMessage: 'Choose a reason' }) },
              ...reasonOptions(intl),
            ]}
            error={errors.reason}
          />
          <SelectField
            label={intl.formatMessage({ id: 'admin.flagDecision.rule', defaultMessage: 'Guideline' })}
            value={rule}
            onChange={(event) => setRule(event.target.value)}
            options={[
              { value: NONE, label: intl.formatMessage({ id: 'admin.flagDecision.chooseRule', defaultMessage: 'Choose a guideline' }) },
              ...guidelineRuleOptions(intl),
            ]}
            error={errors.rule}
          />
        </>
      )}
      <TextAreaField
        label={
          uphold
            ? intl.formatMessage({ id: 'admin.flagDecision.explanation', defaultMessage: 'Explanation to the author' })
            : intl.formatMessage({ id: 'admin.flagDecision.noteOptional', defaultMessage: 'Note (optional)' })
        }
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.text}
        rows={3}
      />
    </FormDialog>
  );
}
