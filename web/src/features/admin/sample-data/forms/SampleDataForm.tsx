import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { FinalTextField } from '../../../../ui/form/FinalFields';
import { useToast } from '../../../../ui/toast/useToast';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;

  > div {
    flex: 0 1 12rem;
  }
`;

const StyledHint = styled.p`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** SPEC §9: 1 to 200 profiles per request, 50 by default. */
export const SAMPLE_COUNT = { min: 1, max: 200, default: 50 } as const;

/** The count as a whole number in range, or null. */
export function parseSampleCount(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= SAMPLE_COUNT.min && count <= SAMPLE_COUNT.max ? count : null;
}

export type SampleDataFormProps = { generating: boolean; onGenerate: (count: number) => Promise<unknown> };

type SampleValues = { count?: string };

/** The count input (default 50) and Generate; an out-of-range count shows 'Invalid Count'. */
export function SampleDataForm({ generating, onGenerate }: SampleDataFormProps) {
  const { toast } = useToast();
  const intl = useIntl();
  const onSubmit = async (values: SampleValues) => {
    const count = parseSampleCount(values.count);
    if (count === null) {
      toast({
        title: intl.formatMessage({ id: 'admin.sampleData.invalidCount', defaultMessage: 'Invalid Count' }),
        description: intl.formatMessage(
          { id: 'admin.sampleData.invalidCountDescription', defaultMessage: 'Please enter a number between {min, number} and {max, number}' },
          { min: SAMPLE_COUNT.min, max: SAMPLE_COUNT.max },
        ),
        variant: 'destructive',
      });
      return;
    }
    await onGenerate(count);
  };
  return (
    <Form<SampleValues> onSubmit={onSubmit} initialValues={{ count: String(SAMPLE_COUNT.default) }}>
      {({ handleSubmit, submitting }) => (
        <StyledForm
          onSubmit={handleSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'admin.sampleData.formLabel', defaultMessage: 'Generate sample data' })}
        >
          <FinalTextField
            name="count"
            label={intl.formatMessage({ id: 'admin.sampleData.count', defaultMessage: 'Number of profiles' })}
            type="number"
            inputMode="numeric"
            min={SAMPLE_COUNT.min}
            max={SAMPLE_COUNT.max}
            step={1}
          />
          <Button type="submit" disabled={submitting || generating}>
            {submitting || generating ? (
              <FormattedMessage id="admin.sampleData.generating" defaultMessage="Generating..." />
            ) : (
              <FormattedMessage id="admin.sampleData.generate" defaultMessage="Generate Sample Data" />
            )}
          </Button>
          <StyledHint>
            <FormattedMessage
              id="admin.sampleData.hint"
              defaultMessage="{min, number} to {max, number} profiles, each with 1-3 reports (ages 18-30, about 70% positive)."
              values={{ min: SAMPLE_COUNT.min, max: SAMPLE_COUNT.max }}
            />
          </StyledHint>
        </StyledForm>
      )}
    </Form>
  );
}
