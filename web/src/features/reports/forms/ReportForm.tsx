import { FormattedMessage, useIntl } from 'react-intl';
import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import type { Category, ReportKind } from '../../../gql/graphql';
import { errorField, errorMessage } from '../../../shared/errors';
import { LIMITS } from '@tea/limits';
import { SubmitButton } from '../../../ui/Button';
import { FinalDateField, FinalSelectField, FinalTextAreaField, FinalTextField } from '../../../ui/form/FinalFields';
import { focusFirstInvalid } from '../../../ui/form-focus';
import { StyledFieldRow, StyledFormStack } from '../../../ui/FormLayout';
import { LockIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast/useToast';
import { CATEGORY_LABELS } from '../../profile/profile-display';
import { ReportLengthCounter } from '../components/ReportLengthCounter';
import { ReportTypeCards } from '../components/ReportTypeCards';
import { StarPicker } from '../components/StarPicker';
import { useCreateReport } from '../hooks/useCreateReport';
import { DEFAULT_RATING, todayIsoDate } from '../report-display';
import { validateReport, type ReportFormValues } from './report-validation';

const StyledNotice = styled.p`
  display: flex;
  gap: 0.625rem;
  align-items: flex-start;
  padding: 0.75rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};

  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
  }
`;

const CATEGORIES: Category[] = ['FRIENDS', 'DATING'];

/** Errors show once a field was left or a submit was tried; the API's refusal of a field, until it is edited. */
function shown(meta: { touched?: boolean; submitFailed?: boolean; error?: string; submitError?: string; dirtySinceLastSubmit?: boolean }): string | undefined {
  if (meta.touched || meta.submitFailed) {
    if (meta.error) return meta.error;
    if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  }
  return undefined;
}

/** The fields the API may name in a refusal (e.g. the personal-information filter); anything else stays a toast only. */
const SERVER_FIELDS = ['content', 'title', 'location'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];
const isServerField = (field: string | undefined): field is ServerField => SERVER_FIELDS.includes(field as ServerField);

export type ReportFormProps = {
  profile: { id: string; category: Category };
  onSubmitted: () => void;
};

/**
 * 'Spill the TEA' (SPEC §2, §5): report type cards, stars preset from the type (positive 5, neutral 3, negative 1,
 * changeable), title, detailed report with the N/500 counter (a warning past 500), category, optional date and place
 * side by side, the anonymity notice and 'Submit Honest Report'. Reports are always sent as anonymous. A refusal the
 * API ties to a field (personal information in the text) shows under that field as well as in the toast.
 */
export function ReportForm({ profile, onSubmitted }: ReportFormProps) {
  const { createReport } = useCreateReport();
  const { toast } = useToast();
  const intl = useIntl();
  const categoryOptions = CATEGORIES.map((value) => ({ value, label: intl.formatMessage(CATEGORY_LABELS[value]) }));
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: ReportFormValues): Promise<Partial<Record<ServerField, string>> | undefined> => {
    try {
      await createReport(profile.id, {
        reportType: values.reportType as ReportKind,
        rating: values.rating ?? DEFAULT_RATING[values.reportType as ReportKind],
        title: values.title!.trim(),
        content: values.content!.trim(),
        category: values.category as Category,
        dateOfInteraction: values.dateOfInteraction || null,
        location: values.location?.trim() || null,
        isAnonymous: true,
      });
      toast({
        title: intl.formatMessage({ id: 'reports.form.submitted', defaultMessage: 'Report Submitted', description: 'Toast after she sent a report.' }),
        description: intl.formatMessage({
          id: 'reports.form.submittedText',
          defaultMessage: 'Thank you for sharing. Your report will be reviewed by our moderators before it is published.',
          description: 'Toast after she sent a report.',
        }),
      });
      onSubmitted();
      return undefined;
    } catch (error) {
      const message =
        errorMessage(error) ??
        intl.formatMessage({
          id: 'reports.form.failedText',
          defaultMessage: 'Failed to submit report. Please try again.',
          description: 'Toast when a report could not be sent.',
        });
      toast({
        title: intl.formatMessage({ id: 'reports.form.failed', defaultMessage: 'Submission Failed', description: 'Toast when a report could not be sent.' }),
        description: message,
        variant: 'destructive',
      });
      // A refusal about one field (the personal-information filter names it) also shows under that field.
      const field = errorField(error);
      if (!isServerField(field)) return undefined;
      focusFirstInvalid(formRef.current);
      return { [field]: message };
    }
  };

  return (
    <Form<ReportFormValues> onSubmit={onSubmit} validate={(values) => validateReport(values, intl)} initialValues={{ category: profile.category }}>
      {({ handleSubmit, submitting, form, values }) => (
        <StyledFormStack
          ref={formRef}
          noValidate
          aria-label={intl.formatMessage({ id: 'reports.share.title', defaultMessage: 'Spill the TEA', description: 'Title of the report dialog.' })}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formRef.current);
          }}
        >
          <Field<ReportKind> name="reportType">
            {({ input, meta }) => (
              <ReportTypeCards
                name="reportType"
                legend={intl.formatMessage({
                  id: 'reports.form.typeLegend',
                  defaultMessage: 'How was your experience?',
                  description: 'Legend of the report type choice.',
                })}
                value={input.value || undefined}
                onChange={(kind) => {
                  input.onChange(kind);
                  form.change('rating', DEFAULT_RATING[kind]);
                }}
                onBlur={input.onBlur}
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<number> name="rating">{({ input }) => <StarPicker name="rating" value={input.value || undefined} onChange={input.onChange} />}</Field>
          <FinalTextField
            name="title"
            label={intl.formatMessage({ id: 'reports.form.title', defaultMessage: 'Title', description: 'Report form field.' })}
            placeholder={intl.formatMessage({
              id: 'reports.form.titlePlaceholder',
              defaultMessage: 'Sum up your experience',
              description: 'Report form field.',
            })}
            maxLength={LIMITS.reportTitleMax}
            errorWhileTouched
          />
          <FinalTextAreaField
            name="content"
            label={intl.formatMessage({ id: 'reports.form.content', defaultMessage: 'Detailed report', description: 'Report form field.' })}
            placeholder={intl.formatMessage({
              id: 'reports.form.contentPlaceholder',
              defaultMessage: 'What happened? Stick to your own experience and leave out contact details.',
              description: 'Report form field.',
            })}
            rows={6}
            maxLength={LIMITS.reportContentMax}
            hint={<ReportLengthCounter length={(values.content ?? '').length} minimum={LIMITS.reportContentMin} />}
            errorWhileTouched
          />
          <FinalSelectField
            name="category"
            label={intl.formatMessage({ id: 'reports.form.category', defaultMessage: 'Category', description: 'Report form field.' })}
            options={categoryOptions}
            errorWhileTouched
          />
          <StyledFieldRow>
            <FinalDateField
              name="dateOfInteraction"
              label={intl.formatMessage({ id: 'reports.form.date', defaultMessage: 'Date of interaction (optional)', description: 'Report form field.' })}
              max={todayIsoDate()}
              errorWhileTouched
            />
            <FinalTextField
              name="location"
              label={intl.formatMessage({ id: 'reports.form.location', defaultMessage: 'Location (optional)', description: 'Report form field.' })}
              placeholder={intl.formatMessage({ id: 'reports.form.locationPlaceholder', defaultMessage: 'City or area', description: 'Report form field.' })}
              maxLength={120}
              errorWhileTouched
            />
          </StyledFieldRow>
          <StyledNotice>
            <LockIcon size={18} />
            <span>
              <FormattedMessage
                id="reports.form.anonymousNotice"
                defaultMessage="Your report is anonymous: your name, username and account are never shown with it. It is reviewed by a moderator before it is published."
                description="Notice above the submit button of the report form."
              />
            </span>
          </StyledNotice>
          <SubmitButton
            size="lg"
            fullWidth
            busy={submitting}
            busyLabel={intl.formatMessage({ id: 'reports.form.submitting', defaultMessage: 'Submitting...', description: 'Submit button while sending.' })}
          >
            {intl.formatMessage({ id: 'reports.form.submit', defaultMessage: 'Submit Honest Report', description: 'Submit button of the report form.' })}
          </SubmitButton>
        </StyledFormStack>
      )}
    </Form>
  );
}
