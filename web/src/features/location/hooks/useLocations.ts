import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const LocationsQuery = graphql(`
  query Locations {
    locations {
      name
      latitude
      longitude
    }
  }
`);

/** The locations a profile can have (SPEC §9's list), for the filter and the add-person form. */
export function useLocations() {
  const { data, loading, error } = useQuery(LocationsQuery);
  return { locations: data?.locations ?? [], loading, error };
}
