import { useRef, useState, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
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
import { CheckThisPhotoFirst } from '../../photo-check/components/CheckThisPhotoFirst';
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

const messages = defineMessages({
  dating: { id: 'addPerson.wizard.dating', defaultMessage: 'Dating' },
  friends: { id: 'addPerson.wizard.friends', defaultMessage: 'Friends' },
  firstName: { id: 'addPerson.wizard.firstName', defaultMessage: 'First name' },
  lastName: { id: 'addPerson.wizard.lastName', defaultMessage: 'Last name' },
  notSpecified: { id: 'addPerson.wizard.notSpecified', defaultMessage: 'Not specified' },
  location: { id: 'addPerson.wizard.location', defaultMessage: 'Location (optional)' },
  locationHint: { id: 'addPerson.wizard.locationHint', defaultMessage: 'Profiles are placed at the centre of their city, never at a precise address.' },
  experienceType: { id: 'addPerson.wizard.experienceType', defaultMessage: 'Experience type' },
  reportTitle: { id: 'addPerson.wizard.reportTitle', defaultMessage: 'Report title' },
  reportTitlePlaceholder: { id: 'addPerson.wizard.reportTitlePlaceholder', defaultMessage: 'Sum up your experience' },
  experience: { id: 'addPerson.wizard.experience', defaultMessage: 'Your experience' },
  experiencePlaceholder: {
    id: 'addPerson.wizard.experiencePlaceholder',
    defaultMessage: 'What happened? Stick to your own experience and leave out contact details.',
  },
  created: { id: 'addPerson.wizard.created', defaultMessage: 'Profile created successfully!' },
  createdDescription: { id: 'addPerson.wizard.createdDescription', defaultMessage: 'Your report will be reviewed by our moderators before it is published.' },
  createFailed: { id: 'addPerson.wizard.createFailed', defaultMessage: 'Error creating profile' },
  createFailedHint: { id: 'addPerson.wizard.createFailedHint', defaultMessage: 'Please check your information and try again.' },
});

const stepTitle = defineMessage<{ step: number; total: number; name: string }>({
  id: 'addPerson.wizard.stepTitle',
  defaultMessage: 'Step {step, number} of {total, number}: {name}',
});

const CONNECTION_TYPES: { value: Category; label: MessageDescriptor }[] = [
  { value: 'DATING', label: messages.dating },
  { value: 'FRIENDS', label: messages.friends },
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
  const intl = useIntl();
  return (
    <>
      <StyledFieldRow>
        <Field<string> name="firstName">
          {({ input, meta }) => (
            <TextField
              {...input}
              label={intl.formatMessage(messages.firstName)}
              autoComplete="off"
              error={visible(errors, 'firstName', meta.touched, showAll)}
            />
          )}
        </Field>
        <Field<string> name="lastName">
          {({ input, meta }) => (
            <TextField {...input} label={intl.formatMessage(messages.lastName)} autoComplete="off" error={visible(errors, 'lastName', meta.touched, showAll)} />
          )}
        </Field>
      </StyledFieldRow>
      <StyledFieldset aria-describedby={showAll && errors.category ? 'connection-type-error' : undefined}>
        <StyledLegend>
          <FormattedMessage id="addPerson.wizard.connectionType" defaultMessage="Connection type" />
        </StyledLegend>
        <StyledChoices>
          {CONNECTION_TYPES.map((option) => (
            <Field<string> key={option.value} name="category" type="radio" value={option.value}>
              {({ input }) => (
                <StyledChoice>
                  <input {...input} />
                  {intl.formatMessage(option.label)}
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
  const intl = useIntl();
  const { locations } = useLocations();
  const options = [
    { value: NO_LOCATION, label: intl.formatMessage(messages.notSpecified) },
    ...locations.filter((l) => l.name.trim()).map((l) => ({ value: l.name, label: l.name })),
  ];
  return (
    <>
      <Field<string> name="location">
        {({ input }) => (
          <SelectField
            {...input}
            value={input.value || NO_LOCATION}
            label={intl.formatMessage(messages.location)}
            options={options}
            hint={intl.formatMessage(messages.locationHint)}
          />
        )}
      </Field>
      <Field<File | null> name="image">
        {({ input }) => (
          <>
            <ImagePicker value={input.value || null} onChange={input.onChange} />
            {input.value && <CheckThisPhotoFirst photo={input.value} />}
          </>
        )}
      </Field>
    </>
  );
}

function ExperienceStep({ errors, showAll }: StepProps) {
  const intl = useIntl();
  return (
    <>
      <StyledWarning role="note">
        <AlertIcon size={20} />
        <span>
          <FormattedMessage
            id="addPerson.wizard.zeroTolerance"
            defaultMessage="<b>Zero tolerance.</b> Adding people under 18, explicit images or defamation lead to an instant permanent ban. Share only your own honest experience."
            values={{ b: (chunks) => <strong>{chunks}</strong> }}
          />
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
                <span>
                  <FormattedMessage id="addPerson.wizard.confirmAdult" defaultMessage="I confirm that this person is 18 or older." />
                </span>
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
            legend={intl.formatMessage(messages.experienceType)}
            value={input.value || undefined}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={visible(errors, 'reportType', meta.touched, showAll)}
          />
        )}
      </Field>
      <Field<string> name="reportTitle">
        {({ input, meta }) => (
          <TextField
            {...input}
            label={intl.formatMessage(messages.reportTitle)}
            placeholder={intl.formatMessage(messages.reportTitlePlaceholder)}
            error={visible(errors, 'reportTitle', meta.touched, showAll)}
          />
        )}
      </Field>
      <Field<string> name="reportContent">
        {({ input, meta }) => (
          <TextAreaField
            {...input}
            label={intl.formatMessage(messages.experience)}
            placeholder={intl.formatMessage(messages.experiencePlaceholder)}
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
  const intl = useIntl();
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
        title: intl.formatMessage(messages.created),
        description: intl.formatMessage(messages.createdDescription),
      });
      navigate(`/profile/${id}`);
    } catch (error) {
      toast({
        title: intl.formatMessage(messages.createFailed),
        description: errorMessage(error) ?? intl.formatMessage(messages.createFailedHint),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = async (values: AddPersonValues) => {
    if (Object.keys(validateStep(step, values, intl)).length > 0) {
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
        const errors = validateStep(step, values, intl);
        let content: ReactNode;
        if (step === 1) content = <BasicInfoStep errors={errors} showAll={showAll} />;
        else if (step === 2) content = <DetailsStep />;
        else content = <ExperienceStep errors={errors} showAll={showAll} />;
        return (
          <>
            <StepIndicator steps={WIZARD_STEPS.map((name) => intl.formatMessage(name))} current={step} />
            <StyledFormStack ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="add-person-step-title">
              <Heading as="h2" $size="xl" id="add-person-step-title" ref={headingRef} tabIndex={-1}>
                {intl.formatMessage(stepTitle, { step, total: WIZARD_STEPS.length, name: intl.formatMessage(WIZARD_STEPS[step - 1]) })}
              </Heading>
              {step === 3 && user && !user.phoneVerified && (
                <StyledInfo>
                  <FormattedMessage
                    id="addPerson.wizard.phoneFirst"
                    defaultMessage="Before your report is sent, we will ask you to verify your phone number."
                  />
                </StyledInfo>
              )}
              {content}
              <StyledButtons>
                <StyledButtonGroup>
                  {step > 1 && (
                    <Button variant="outline" onClick={() => goTo((step - 1) as WizardStep)}>
                      <FormattedMessage id="addPerson.wizard.previous" defaultMessage="Previous" />
                    </Button>
                  )}
                  <ButtonLink to="/" variant="ghost">
                    <FormattedMessage id="addPerson.wizard.cancel" defaultMessage="Cancel" />
                  </ButtonLink>
                </StyledButtonGroup>
                {step < 3 ? (
                  <Button type="submit">
                    <FormattedMessage id="addPerson.wizard.next" defaultMessage="Next" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={submitting}>
                    {submitting ? (
                      <FormattedMessage id="addPerson.wizard.creating" defaultMessage="Creating Profile..." />
                    ) : (
                      <FormattedMessage id="addPerson.wizard.create" defaultMessage="Create Profile & Submit Report" />
                    )}
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
