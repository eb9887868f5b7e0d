import { Form } from 'react-final-form';
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
  const onSubmit = async (values: SampleValues) => {
    const count = parseSampleCount(values.count);
    if (count === null) {
      toast({ title: 'Invalid Count', description: 'Please enter a number between 1 and 200', variant: 'destructive' });
      return;
    }
    await onGenerate(count);
  };
  return (
    <Form<SampleValues> onSubmit={onSubmit} initialValues={{ count: String(SAMPLE_COUNT.default) }}>
      {({ handleSubmit, submitting }) => (
        <StyledForm onSubmit={handleSubmit} noValidate aria-label="Generate sample data">
          <FinalTextField name="count" label="Number of profiles" type="number" inputMode="numeric" min={SAMPLE_COUNT.min} max={SAMPLE_COUNT.max} step={1} />
          <Button type="submit" disabled={submitting || generating}>
            {submitting || generating ? 'Generating...' : 'Generate Sample Data'}
          </Button>
          <StyledHint>1 to 200 profiles, each with 1-3 reports (ages 18-30, about 70% positive).</StyledHint>
        </StyledForm>
      )}
    </Form>
  );
}
