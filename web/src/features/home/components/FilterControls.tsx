import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SelectField, type SelectOption } from '../../../ui/Field';
import { UseMyLocationButton } from '../../location/components/UseMyLocationButton';
import { useLocations } from '../../location/hooks/useLocations';
import type { LatLng } from '../../profile/profile-display';
import { ALL, DISTANCE_OPTIONS, RATING_OPTIONS, SORT_OPTIONS, type BrowseFilters, type FilterOption, type SortKey } from '../browse-filters';
import { Grid } from '../../../ui/Stack';

const StyledLocationRow = styled.div`
  grid-column: 1 / -1;
`;

const StyledHint = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type FilterControlsProps = {
  /** The filters as they apply (distance and the distance sort need a location). */
  filters: BrowseFilters;
  onChange: (changes: Partial<BrowseFilters>) => void;
  userLocation: LatLng | null;
  onLocated: (location: LatLng) => void;
  onClearLocation: () => void;
};

/** Location, minimum rating, distance and sort selects plus 'Use my location' (the home bar and the mobile sheet). */
export function FilterControls({ filters, onChange, userLocation, onLocated, onClearLocation }: FilterControlsProps) {
  const { locations } = useLocations();
  const intl = useIntl();
  const labelled = (options: FilterOption[]): SelectOption[] => options.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }));
  const locationOptions: SelectOption[] = [
    {
      value: ALL,
      label: intl.formatMessage({ id: 'home.filters.allLocations', defaultMessage: 'All Locations', description: 'Location filter option: no filter.' }),
    },
    ...locations
      .filter((location) => location.name.trim() !== '')
      .map((location) => ({
        value: location.name,
        label: location.name,
      })),
  ];
  // A location from a shared link that is not in the list still shows as selected.
  if (filters.location !== ALL && !locationOptions.some((option) => option.value === filters.location)) {
    locationOptions.push({ value: filters.location, label: filters.location });
  }
  const sortOptions = labelled(SORT_OPTIONS.filter((option) => option.value !== 'distance' || userLocation));

  return (
    <Grid $columns={2} $desktop={4}>
      <SelectField
        label={intl.formatMessage({ id: 'home.filters.location', defaultMessage: 'Location', description: 'Label of the location filter.' })}
        options={locationOptions}
        value={filters.location}
        onChange={(event) => onChange({ location: event.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'home.filters.minRating', defaultMessage: 'Minimum rating', description: 'Label of the rating filter.' })}
        options={labelled(RATING_OPTIONS)}
        value={filters.minRating}
        onChange={(event) => onChange({ minRating: event.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'home.filters.distance', defaultMessage: 'Distance', description: 'Label of the distance filter.' })}
        options={labelled(DISTANCE_OPTIONS)}
        value={filters.distance}
        disabled={!userLocation}
        onChange={(event) => onChange({ distance: event.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'home.filters.sortBy', defaultMessage: 'Sort by', description: 'Label of the sort select.' })}
        options={sortOptions}
        value={filters.sortBy}
        onChange={(event) => onChange({ sortBy: event.target.value as SortKey })}
      />
      <StyledLocationRow>
        <UseMyLocationButton userLocation={userLocation} onLocated={onLocated} onClear={onClearLocation} />
      </StyledLocationRow>
      {!userLocation && (
        <StyledHint>
          <FormattedMessage
            id="home.filters.locationHint"
            defaultMessage="Use your location to filter by distance or sort by the nearest profiles."
            description="Hint under the filters while her location is unknown."
          />
        </StyledHint>
      )}
    </Grid>
  );
}
