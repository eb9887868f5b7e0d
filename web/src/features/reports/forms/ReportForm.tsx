import { useRef } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import type { Category, ReportKind } from '../../../gql/graphql';
import { errorField, errorMessage } from '../../../shared/errors';
import { LIMITS } from '@tea/limits';
import { Button } from '../../../ui/Button';
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

export const CATEGORY_OPTIONS: { value: Category; label: string }[] = [
  { value: 'FRIENDS', label: CATEGORY_LABELS.FRIENDS },
  { value: 'DATING', label: CATEGORY_LABELS.DATING },
];

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
        title: 'Report Submitted',
        description: 'Thank you for sharing. Your report will be reviewed by our moderators before it is published.',
      });
      onSubmitted();
      return undefined;
    } catch (error) {
      const message = errorMessage(error) ?? 'Failed to submit report. Please try again.';
      toast({ title: 'Submission Failed', description: message, variant: 'destructive' });
      // A refusal about one field (the personal-information filter names it) also shows under that field.
      const field = errorField(error);
      if (!isServerField(field)) return undefined;
      focusFirstInvalid(formRef.current);
      return { [field]: message };
    }
  };

  return (
    <Form<ReportFormValues> onSubmit={onSubmit} validate={(values) => validateReport(values)} initialValues={{ category: profile.category }}>
      {({ handleSubmit, submitting, form, values }) => (
        <StyledFormStack
          ref={formRef}
          noValidate
          aria-label="Spill the TEA"
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formRef.current);
          }}
        >
          <Field<ReportKind> name="reportType">
            {({ input, meta }) => (
              <ReportTypeCards
                name="reportType"
                legend="How was your experience?"
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
          <Field<number> name="rating">
            {({ input }) => <StarPicker name="rating" legend="Rating" value={input.value || undefined} onChange={input.onChange} />}
          </Field>
          <FinalTextField name="title" label="Title" placeholder="Sum up your experience" maxLength={LIMITS.reportTitleMax} errorWhileTouched />
          <FinalTextAreaField
            name="content"
            label="Detailed report"
            placeholder="What happened? Stick to your own experience and leave out contact details."
            rows={6}
            maxLength={LIMITS.reportContentMax}
            hint={<ReportLengthCounter length={(values.content ?? '').length} minimum={LIMITS.reportContentMin} />}
            errorWhileTouched
          />
          <FinalSelectField name="category" label="Category" options={CATEGORY_OPTIONS} errorWhileTouched />
          <StyledFieldRow>
            <FinalDateField name="dateOfInteraction" label="Date of interaction (optional)" max={todayIsoDate()} errorWhileTouched />
            <FinalTextField name="location" label="Location (optional)" placeholder="City or area" maxLength={120} errorWhileTouched />
          </StyledFieldRow>
          <StyledNotice>
            <LockIcon size={18} />
            <span>
              Your report is anonymous: your name, username and account are never shown with it. It is reviewed by a moderator before it is published.
            </span>
          </StyledNotice>
          <Button type="submit" size="lg" fullWidth disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Honest Report'}
          </Button>
        </StyledFormStack>
      )}
    </Form>
  );
}
