import { useRef, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Category, CreateProfileInput, ReportKind } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { Button, ButtonLink } from '../../../ui/Button';
import { SelectField, StyledFieldError, TextAreaField, TextField } from '../../../ui/Field';
import { focusFirstInvalid } from '../../../ui/form-focus';
import { StyledFieldRow, StyledFieldset, StyledFormStack, StyledLegend } from '../../../ui/FormLayout';
import { AlertIcon } from '../../../ui/icons';
import { useToast } from '../../../ui/toast/useToast';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useLocations } from '../../location/hooks/useLocations';
import { PhoneVerificationDialog } from '../../phone/components/PhoneVerificationDialog';
import { ReportLengthCounter } from '../../reports/components/ReportLengthCounter';
import { ReportTypeCards } from '../../reports/components/ReportTypeCards';
import { ImagePicker } from '../components/ImagePicker';
import { StepIndicator } from '../components/StepIndicator';
import { useCreateProfile } from '../hooks/useCreateProfile';
import { NO_LOCATION, validateStep, WIZARD_STEPS, type AddPersonErrors, type AddPersonValues, type WizardStep } from './add-person-validation';
import { Heading } from '../../../ui/Text';

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentForeground};
  }

  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledWarning = styled.div`
  display: flex;
  gap: 0.625rem;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  background: ${({ theme }) => theme.colors.card};
  font-size: ${({ theme }) => theme.fontSizes.body};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledInfo = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  padding-top: 0.5rem;
  border-top: ${({ theme }) => theme.borders.hairline};
`;

const StyledButtonGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const CONNECTION_TYPES: { value: Category; label: string }[] = [
  { value: 'DATING', label: 'Dating' },
  { value: 'FRIENDS', label: 'Friends' },
];

/** The API input: empty values dropped, displayName built from the names, the adult confirmation sent. */
export function toCreateProfileInput(values: AddPersonValues): CreateProfileInput {
  const firstName = values.firstName!.trim();
  const lastName = values.lastName?.trim() || undefined;
  const input: CreateProfileInput = {
    firstName,
    displayName: [firstName, lastName].filter(Boolean).join(' '),
    category: values.category as Category,
    confirmAdult: true,
    reportType: values.reportType as ReportKind,
    reportTitle: values.reportTitle!.trim(),
    reportContent: values.reportContent!.trim(),
    reportCategory: values.category as Category,
  };
  if (lastName) input.lastName = lastName;
  if (values.location && values.location !== NO_LOCATION) input.location = values.location;
  return input;
}

type StepProps = { errors: AddPersonErrors; showAll: boolean };

/** An error shows once its field was left, or after Next/submit was tried on the step. */
function visible(errors: AddPersonErrors, name: keyof AddPersonValues, touched: boolean | undefined, showAll: boolean) {
  return touched || showAll ? errors[name] : undefined;
}

function BasicInfoStep({ errors, showAll }: StepProps) {
  return (
    <>
      <StyledFieldRow>
        <Field<string> name="firstName">
          {({ input, meta }) => <TextField {...input} label="First name" autoComplete="off" error={visible(errors, 'firstName', meta.touched, showAll)} />}
        </Field>
        <Field<string> name="lastName">
          {({ input, meta }) => <TextField {...input} label="Last name" autoComplete="off" error={visible(errors, 'lastName', meta.touched, showAll)} />}
        </Field>
      </StyledFieldRow>
      <StyledFieldset aria-describedby={showAll && errors.category ? 'connection-type-error' : undefined}>
        <StyledLegend>Connection type</StyledLegend>
        <StyledChoices>
          {CONNECTION_TYPES.map((option) => (
            <Field<string> key={option.value} name="category" type="radio" value={option.value}>
              {({ input }) => (
                <StyledChoice>
                  <input {...input} />
                  {option.label}
                </StyledChoice>
              )}
            </Field>
          ))}
        </StyledChoices>
        {showAll && errors.category && <StyledFieldError id="connection-type-error">{errors.category}</StyledFieldError>}
      </StyledFieldset>
    </>
  );
}

function DetailsStep() {
  const { locations } = useLocations();
  const options = [{ value: NO_LOCATION, label: 'Not specified' }, ...locations.filter((l) => l.name.trim()).map((l) => ({ value: l.name, label: l.name }))];
  return (
    <>
      <Field<string> name="location">
        {({ input }) => (
          <SelectField
            {...input}
            value={input.value || NO_LOCATION}
            label="Location (optional)"
            options={options}
            hint="Profiles are placed at the centre of their city, never at a precise address."
          />
        )}
      </Field>
      <Field<File | null> name="image">{({ input }) => <ImagePicker value={input.value || null} onChange={input.onChange} />}</Field>
    </>
  );
}

function ExperienceStep({ errors, showAll }: StepProps) {
  return (
    <>
      <StyledWarning role="note">
        <AlertIcon size={20} />
        <span>
          <strong>Zero tolerance.</strong> Adding people under 18, explicit images or defamation lead to an instant permanent ban. Share only your own honest
          experience.
        </span>
      </StyledWarning>
      <Field<boolean> name="confirmAdult" type="checkbox">
        {({ input, meta }) => {
          const error = visible(errors, 'confirmAdult', meta.touched, showAll);
          return (
            <div>
              <StyledCheckbox>
                <input
                  type="checkbox"
                  name={input.name}
                  checked={input.checked ?? false}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'confirm-adult-error' : undefined}
                />
                <span>I confirm that this person is 18 or older.</span>
              </StyledCheckbox>
              {error && <StyledFieldError id="confirm-adult-error">{error}</StyledFieldError>}
            </div>
          );
        }}
      </Field>
      <Field<ReportKind> name="reportType">
        {({ input, meta }) => (
          <ReportTypeCards
            name="reportType"
            legend="Experience type"
            value={input.value || undefined}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={visible(errors, 'reportType', meta.touched, showAll)}
          />
        )}
      </Field>
      <Field<string> name="reportTitle">
        {({ input, meta }) => (
          <TextField {...input} label="Report title" placeholder="Sum up your experience" error={visible(errors, 'reportTitle', meta.touched, showAll)} />
        )}
      </Field>
      <Field<string> name="reportContent">
        {({ input, meta }) => (
          <TextAreaField
            {...input}
            label="Your experience"
            placeholder="What happened? Stick to your own experience and leave out contact details."
            rows={6}
            hint={<ReportLengthCounter length={(input.value ?? '').length} />}
            error={visible(errors, 'reportContent', meta.touched, showAll)}
          />
        )}
      </Field>
    </>
  );
}

/**
 * The add-person wizard (SPEC §2, §4, §5): 1 Basic Info, 2 Details, 3 Your Experience. Next moves on only when the
 * step validates (otherwise its errors show); Previous never goes below step 1; Cancel returns home. Submitting
 * needs a verified phone: without one, the phone dialog opens first and the submission continues after it.
 */
export function AddPersonWizard() {
  const [step, setStep] = useState<WizardStep>(1);
  const [showAll, setShowAll] = useState(false);
  const [pending, setPending] = useState<AddPersonValues | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user } = useCurrentUser();
  const { createProfile } = useCreateProfile();
  const { toast } = useToast();
  const navigate = useNavigate();

  const goTo = (next: WizardStep) => {
    setStep(next);
    setShowAll(false);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  const create = async (values: AddPersonValues) => {
    try {
      const id = await createProfile(toCreateProfileInput(values), values.image ?? null);
      toast({
        title: 'Profile created successfully!',
        description: 'Your report will be reviewed by our moderators before it is published.',
      });
      navigate(`/profile/${id}`);
    } catch (error) {
      toast({
        title: 'Error creating profile',
        description: errorMessage(error) ?? 'Please check your information and try again.',
        variant: 'destructive',
      });
    }
  };

  const onSubmit = async (values: AddPersonValues) => {
    if (Object.keys(validateStep(step, values)).length > 0) {
      setShowAll(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (step < 3) {
      goTo((step + 1) as WizardStep);
      return;
    }
    if (!user?.phoneVerified) {
      setPending(values);
      return;
    }
    await create(values);
  };

  return (
    <Form<AddPersonValues> onSubmit={onSubmit} initialValues={{ location: NO_LOCATION, confirmAdult: false }}>
      {({ handleSubmit, submitting, values }) => {
        const errors = validateStep(step, values);
        let content: ReactNode;
        if (step === 1) content = <BasicInfoStep errors={errors} showAll={showAll} />;
        else if (step === 2) content = <DetailsStep />;
        else content = <ExperienceStep errors={errors} showAll={showAll} />;
        return (
          <>
            <StepIndicator steps={WIZARD_STEPS} current={step} />
            <StyledFormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="add-person-step-title">
              <Heading as="h2" $size="xl" id="add-person-step-title" ref={headingRef} tabIndex={-1}>
                Step {step} of 3: {WIZARD_STEPS[step - 1]}
              </Heading>
              {step === 3 && user && !user.phoneVerified && <StyledInfo>Before your report is sent, we will ask you to verify your phone number.</StyledInfo>}
              {content}
              <StyledButtons>
                <StyledButtonGroup>
                  {step > 1 && (
                    <Button variant="outline" onClick={() => goTo((step - 1) as WizardStep)}>
                      Previous
                    </Button>
                  )}
                  <ButtonLink to="/" variant="ghost">
                    Cancel
                  </ButtonLink>
                </StyledButtonGroup>
                {step < 3 ? (
                  <Button type="submit">Next</Button>
                ) : (
                  <Button type="submit" disabled={submitting}>
                    {submitting ? 'Creating Profile...' : 'Create Profile & Submit Report'}
                  </Button>
                )}
              </StyledButtons>
            </StyledFormStack>
            <PhoneVerificationDialog
              open={pending !== null}
              onClose={() => setPending(null)}
              onVerified={() => {
                const values = pending;
                setPending(null);
                if (values) void create(values);
              }}
            />
          </>
        );
      }}
    </Form>
  );
}
