import { FormattedMessage } from 'react-intl';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';

type CardProfile = { id: string; displayName: string; location: string | null; averageRating: string | null; profileImageUrl: string | null };

const BROWSE: TypedDocumentNode<{ profiles: { items: CardProfile[] } }, Record<string, never>> = gql`
  query SkeletonBrowse {
    profiles(page: 1, pageSize: 20) {
      items {
        id
        displayName
        location
        averageRating
        profileImageUrl
      }
    }
  }
`;

type FullProfile = CardProfile & { age: number | null; bio: string | null; category: string; reviewCount: number };

const PROFILE: TypedDocumentNode<{ profile: FullProfile | null }, { id: string }> = gql`
  query SkeletonProfile($id: ID!) {
    profile(id: $id) {
      id
      displayName
      location
      averageRating
      profileImageUrl
      age
      bio
      category
      reviewCount
    }
  }
`;

const StyledMain = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1rem;
`;

const StyledTitle = styled.h1`
  font-size: 1.5rem;
  margin-bottom: 1rem;
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled(Link)`
  display: block;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.card};
  color: inherit;
  text-decoration: none;
`;

const StyledPicture = styled.div`
  aspect-ratio: 1 / 1;
  background: linear-gradient(135deg, #f4c6d7, #c9a7e8);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledBody = styled.div`
  padding: 0.625rem 0.75rem;
`;

const StyledName = styled.h2`
  font-size: 1rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledMeta = styled.p`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const rating = (r: string | null) => (r == null ? 'No rating yet' : `${Number(r).toFixed(1)} ★`);

function Picture({ url }: { url: string | null }) {
  return <StyledPicture>{url && <img src={url} alt="" width={320} height={320} />}</StyledPicture>;
}

export function BrowseScreen() {
  const { data, loading, error } = useQuery(BROWSE);
  return (
    <StyledMain>
      <StyledTitle>
        <FormattedMessage id="browse.title" defaultMessage="Browse profiles" />
      </StyledTitle>
      {loading && (
        <p>
          <FormattedMessage id="loading" defaultMessage="Loading…" />
        </p>
      )}
      {error && <p role="alert">{error.message}</p>}
      <StyledGrid>
        {data?.profiles.items.map((p) => (
          <li key={p.id}>
            <StyledCard to={`/profile/${p.id}`}>
              <Picture url={p.profileImageUrl} />
              <StyledBody>
                <StyledName>{p.displayName}</StyledName>
                <StyledMeta>{p.location ?? 'No location specified'}</StyledMeta>
                <StyledMeta>{rating(p.averageRating)}</StyledMeta>
              </StyledBody>
            </StyledCard>
          </li>
        ))}
      </StyledGrid>
    </StyledMain>
  );
}

const StyledProfile = styled.article`
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
`;

const StyledAvatar = styled.div`
  width: 8rem;
  border-radius: 50%;
  overflow: hidden;
`;

export function ProfileScreen() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PROFILE, { variables: { id } });
  const p = data?.profile;
  return (
    <StyledMain>
      {loading && (
        <p>
          <FormattedMessage id="loading" defaultMessage="Loading…" />
        </p>
      )}
      {error && <p role="alert">{error.message}</p>}
      {data && !p && <StyledTitle>Profile not found</StyledTitle>}
      {p && (
        <StyledProfile>
          <StyledAvatar>
            <Picture url={p.profileImageUrl} />
          </StyledAvatar>
          <StyledTitle>{p.displayName}</StyledTitle>
          <StyledMeta>{[p.age && `${p.age} years`, p.location ?? 'No location specified', p.category.toLowerCase()].filter(Boolean).join(' · ')}</StyledMeta>
          <StyledMeta>
            {rating(p.averageRating)} · {p.reviewCount === 1 ? '1 report' : `${p.reviewCount} reports`}
          </StyledMeta>
          {p.bio && <p>{p.bio}</p>}
        </StyledProfile>
      )}
    </StyledMain>
  );
}
