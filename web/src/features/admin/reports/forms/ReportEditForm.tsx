import { Form } from 'react-final-form';
import { LIMITS } from '@tea/limits';
import { Button } from '../../../../ui/Button';
import { Row, Stack } from '../../../../ui/Stack';
import { FinalTextAreaField, FinalTextField } from '../../../../ui/form/FinalFields';

export type ReportEditValues = { title: string; content: string };

/** SPEC §5 report rules, the same numbers the API enforces. */
export function validateReportEdit(values: Partial<ReportEditValues>) {
  const errors: Partial<Record<keyof ReportEditValues, string>> = {};
  if ((values.title?.trim().length ?? 0) < LIMITS.reportTitleMin) errors.title = 'Title must be at least 5 characters';
  if ((values.content?.trim().length ?? 0) < LIMITS.reportContentMin) errors.content = 'Report must be at least 20 characters';
  return errors;
}

export type ReportEditFormProps = {
  initialValues: ReportEditValues;
  /** Resolves to true when saved. */
  onSave: (values: ReportEditValues) => Promise<boolean>;
  onCancel: () => void;
  saveLabel?: string;
};

/** Admin edit of a report's title and content. */
export function ReportEditForm({ initialValues, onSave, onCancel, saveLabel = 'Save' }: ReportEditFormProps) {
  return (
    <Form<ReportEditValues>
      onSubmit={async (values) => {
        await onSave({ title: values.title.trim(), content: values.content.trim() });
      }}
      validate={validateReportEdit}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label="Edit report">
          <FinalTextField name="title" label="Title" maxLength={LIMITS.reportTitleMax} alertError />
          <FinalTextAreaField name="content" label="Content" rows={6} maxLength={LIMITS.reportContentMax} alertError />
          <Row $justify="end">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : saveLabel}
            </Button>
          </Row>
        </Stack>
      )}
    </Form>
  );
}
