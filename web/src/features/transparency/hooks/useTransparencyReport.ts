import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { TransparencyReportQuery as TransparencyReportData } from '../../../gql/graphql';

export const TransparencyReportQuery = graphql(`
  query TransparencyReport($quarter: String) {
    transparencyReport(quarter: $quarter) {
      quarter
      startsAt
      endsAt
      final
      computedAt
      hasActivity
      availableQuarters
      reports {
        received
        approved
        rejected
        rejectedByReason {
          reason
          count
        }
      }
      removed {
        profiles
        profilesByReason {
          reason
          count
        }
        images
        imagesByReason {
          reason
          count
        }
      }
      removalRequests {
        received
        byReasonAndOutcome {
          reason
          outcome
          count
        }
        decided
        medianHoursToDecision
      }
      flags {
        received
        byReasonAndOutcome {
          reason
          outcome
          count
        }
      }
      appeals {
        received
        upheld
        rejected
        decisionsReversed
      }
      sanctions {
        kind
        count
      }
      idDocuments {
        due
        deletedOnTime
        onTimeShare
      }
    }
  }
`);

export type TransparencyReport = TransparencyReportData['transparencyReport'];

/** A quarter's transparency report (`null`: the current quarter). Public, numbers only; the server caches the figures. */
export function useTransparencyReport(quarter: string | null) {
  const { data, previousData, loading, error, refetch } = useQuery(TransparencyReportQuery, { variables: { quarter } });
  // While another quarter loads, the picker and the previous figures stay on screen.
  const report = data?.transparencyReport ?? previousData?.transparencyReport ?? null;
  return { report, loading: loading && !report, switching: loading && Boolean(report), error, refetch: () => void refetch().catch(() => undefined) };
}
