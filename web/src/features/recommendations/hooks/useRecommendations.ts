import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RecommendationsQuery = graphql(`
  query Recommendations {
    recommendations {
      score
      reasons
      profile {
        id
        ...ProfileCard_profile
      }
    }
  }
`);

/** SPEC §9: shown only with a score of 60 or more, at most 5, each with up to 3 reasons. */
export const MIN_RECOMMENDATION_SCORE = 60;
export const MAX_RECOMMENDATIONS = 5;
export const MAX_REASONS = 3;

/** Smart Matches for the signed-in member (skipped for visitors). */
export function useRecommendations({ skip }: { skip: boolean }) {
  const { data, loading, error, refetch } = useQuery(RecommendationsQuery, { skip });
  const recommendations = (data?.recommendations ?? [])
    .filter((item) => item.score >= MIN_RECOMMENDATION_SCORE)
    .slice(0, MAX_RECOMMENDATIONS)
    .map((item) => ({ ...item, reasons: item.reasons.slice(0, MAX_REASONS) }));
  return { recommendations, loading: loading && !data, error, refetch };
}
