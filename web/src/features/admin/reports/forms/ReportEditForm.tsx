import { Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { LIMITS } from '@tea/limits';
import { Button, SubmitButton } from '../../../../ui/Button';
import { Row, Stack } from '../../../../ui/Stack';
import { FinalTextAreaField, FinalTextField } from '../../../../ui/form/FinalFields';

export type ReportEditValues = { title: string; content: string };

const messages = defineMessages({
  form: { id: 'admin.reports.edit.form', defaultMessage: 'Edit report', description: 'Label of the edit form.' },
  title: { id: 'admin.reports.edit.titleField', defaultMessage: 'Title', description: "Field: the report's title." },
  content: { id: 'admin.reports.edit.contentField', defaultMessage: 'Content', description: "Field: the report's text." },
  cancel: { id: 'admin.reports.edit.cancel', defaultMessage: 'Cancel' },
  save: { id: 'admin.reports.edit.save', defaultMessage: 'Save' },
  saving: { id: 'admin.reports.edit.saving', defaultMessage: 'Saving...' },
});

const titleTooShort = defineMessage<{ min: number }>({
  id: 'admin.reports.edit.titleTooShort',
  defaultMessage: 'Title must be at least {min, number} characters',
});
const contentTooShort = defineMessage<{ min: number }>({
  id: 'admin.reports.edit.contentTooShort',
  defaultMessage: 'Report must be at least {min, number} characters',
});

/** SPEC §5 report rules, the same numbers the API enforces; the errors in her language. */
export function validateReportEdit(values: Partial<ReportEditValues>, intl: IntlShape) {
  const errors: Partial<Record<keyof ReportEditValues, string>> = {};
  if ((values.title?.trim().length ?? 0) < LIMITS.reportTitleMin) errors.title = intl.formatMessage(titleTooShort, { min: LIMITS.reportTitleMin });
  if ((values.content?.trim().length ?? 0) < LIMITS.reportContentMin) errors.content = intl.formatMessage(contentTooShort, { min: LIMITS.reportContentMin });
  return errors;
}

export type ReportEditFormProps = {
  initialValues: ReportEditValues;
  /** Resolves to true when saved. */
  onSave: (values: ReportEditValues) => Promise<boolean>;
  onCancel: () => void;
  /** The submit button's text ('Save' when left out). */
  saveLabel?: string;
};

/** Admin edit of a report's title and content. */
export function ReportEditForm({ initialValues, onSave, onCancel, saveLabel }: ReportEditFormProps) {
  const intl = useIntl();
  return (
    <Form<ReportEditValues>
      onSubmit={async (values) => {
        await onSave({ title: values.title.trim(), content: values.content.trim() });
      }}
      validate={(values) => validateReportEdit(values, intl)}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(messages.form)}>
          <FinalTextField name="title" label={intl.formatMessage(messages.title)} maxLength={LIMITS.reportTitleMax} alertError />
          <FinalTextAreaField name="content" label={intl.formatMessage(messages.content)} rows={6} maxLength={LIMITS.reportContentMax} alertError />
          <Row $justify="end">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton busy={submitting} busyLabel={intl.formatMessage(messages.saving)}>
              {saveLabel ?? intl.formatMessage(messages.save)}
            </SubmitButton>
          </Row>
        </Stack>
      )}
    </Form>
  );
}
