import { useRef } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LIMITS, WATCH_RADII } from '@tea/limits';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { FinalSelectField, FinalTextField } from '../../../ui/form/FinalFields';
import { DISTANCE_OPTIONS } from '../../home/browse-filters';
import { useLocations } from '../../location/hooks/useLocations';
import { useWatchActions, type Watch, type WatchValues } from '../hooks/useWatches';

/** The place select's value before a choice (select values may not be empty strings, SPEC §5). */
const NO_PLACE = 'NONE';

const messages = defineMessages({
  formLabel: { id: 'watch.form.label', defaultMessage: 'Watch a name' },
  firstName: { id: 'watch.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'watch.form.lastName', defaultMessage: 'Last name or initial (optional)' },
  lastNameHint: { id: 'watch.form.lastNameHint', defaultMessage: 'Leave it empty to match any last name.' },
  location: { id: 'watch.form.location', defaultMessage: 'Near' },
  choosePlace: { id: 'watch.form.choosePlace', defaultMessage: 'Choose a city' },
  radius: { id: 'watch.form.radius', defaultMessage: 'Distance' },
  firstNameMissing: { id: 'watch.form.firstNameMissing', defaultMessage: 'Enter a first name.' },
  placeMissing: { id: 'watch.form.placeMissing', defaultMessage: 'Choose a city.' },
});

type FormValues = { firstName?: string; lastName?: string; location: string; radius: string };

/** What a form opened from a profile starts with (her name and city); empty otherwise. */
export type WatchFormStart = { firstName?: string | null; lastName?: string | null; location?: string | null };

export type WatchFormProps = {
  start?: WatchFormStart;
  /** Called with the new watch once it was started. */
  onStarted?: (watch: Watch) => void;
};

/**
 * Starting a name watch: a first name, an optional last name or initial, a city from the list (SPEC §9) and a distance
 * (SPEC §9's, without 'any'). The server decides the limits (3 at once, 10 a month) and says so in the failure toast.
 */
export function WatchForm({ start, onStarted }: WatchFormProps) {
  const intl = useIntl();
  const { locations } = useLocations();
  const { createWatch } = useWatchActions();
  const started = useRef(false);
  const radii = DISTANCE_OPTIONS.filter((option) => (WATCH_RADII as readonly number[]).includes(Number(option.value)));
  const initialValues: FormValues = {
    firstName: start?.firstName ?? '',
    lastName: start?.lastName ?? '',
    // Not derived from the loaded city list: a start that changed when the list arrived would make the form start over
    // and lose what she had typed. A place that is not one of the cities is refused when she submits.
    location: start?.location ?? NO_PLACE,
    radius: '25',
  };
  const validate = (values: FormValues) => ({
    ...(values.firstName?.trim() ? {} : { firstName: intl.formatMessage(messages.firstNameMissing) }),
    ...(locations.some((place) => place.name === values.location) ? {} : { location: intl.formatMessage(messages.placeMissing) }),
  });
  const onSubmit = async (values: FormValues) => {
    const input: WatchValues = {
      firstName: values.firstName!.trim(),
      lastName: values.lastName?.trim() || null,
      location: values.location,
      radius: Number(values.radius),
    };
    const created = await createWatch(input);
    started.current = created !== false;
    if (created) onStarted?.(created);
  };
  return (
    <Form<FormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, form }) => (
        <Stack
          as="form"
          $gap={4}
          onSubmit={(event) =>
            void handleSubmit(event)?.then(() => {
              // Started: the form is empty again for the next one; refused: she keeps what she typed.
              if (started.current) form.restart(initialValues);
            })
          }
          aria-label={intl.formatMessage(messages.formLabel)}
          noValidate
        >
          <FinalTextField name="firstName" label={intl.formatMessage(messages.firstName)} maxLength={LIMITS.nameMax} autoComplete="off" />
          <FinalTextField
            name="lastName"
            label={intl.formatMessage(messages.lastName)}
            hint={intl.formatMessage(messages.lastNameHint)}
            maxLength={LIMITS.nameMax}
            autoComplete="off"
          />
          <FinalSelectField
            name="location"
            label={intl.formatMessage(messages.location)}
            placeholder={{ value: NO_PLACE, label: intl.formatMessage(messages.choosePlace), disabled: true }}
            options={locations.map((place) => ({ value: place.name, label: place.name }))}
          />
          <FinalSelectField
            name="radius"
            label={intl.formatMessage(messages.radius)}
            options={radii.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))}
          />
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? (
                <FormattedMessage id="watch.form.starting" defaultMessage="Starting..." />
              ) : (
                <FormattedMessage id="watch.form.start" defaultMessage="Watch this name" />
              )}
            </Button>
          </div>
        </Stack>
      )}
    </Form>
  );
}
