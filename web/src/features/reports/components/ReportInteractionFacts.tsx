import { FormattedMessage, useIntl } from 'react-intl';
import { CalendarIcon, MapPinIcon } from '../../../ui/icons';
import { calendarDateText } from '../report-display';

export type ReportInteractionFactsProps = {
  dateOfInteraction?: string | null;
  location?: string | null;
  /** Shows the calendar icon before the day (the community card; My Reports gives it to the day she sent it). */
  withCalendarIcon?: boolean;
};

/** The day of the date or meeting a report is about and where it was, as items of a report's facts list (each only when known). */
export function ReportInteractionFacts({ dateOfInteraction, location, withCalendarIcon = false }: ReportInteractionFactsProps) {
  const intl = useIntl();
  return (
    <>
      {dateOfInteraction && (
        <li>
          {withCalendarIcon && <CalendarIcon size={14} />}
          <FormattedMessage
            id="reports.card.interaction"
            defaultMessage="Interaction: {date}"
            description="The day of the date or meeting a report is about."
            values={{ date: calendarDateText(intl, dateOfInteraction) }}
          />
        </li>
      )}
      {location && (
        <li>
          <MapPinIcon size={14} />
          {location}
        </li>
      )}
    </>
  );
}
