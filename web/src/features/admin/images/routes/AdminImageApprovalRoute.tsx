import styled from 'styled-components';
import { ImageIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { PendingImageCard } from '../components/PendingImageCard';
import { usePendingImages } from '../hooks/usePendingImages';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const StyledImageGrid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

function PendingImageGrid() {
  const { images, loading, error, refetch } = usePendingImages();
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={images.length === 0}
      loadingLabel="Loading pending images"
      errorTitle="Could not load pending images"
      onRetry={refetch}
      emptyState={<EmptyState icon={<ImageIcon />} title="No pending images" description="Every profile photo has been reviewed." />}
    >
      <StyledImageGrid>
        {images.map((image) => (
          <PendingImageCard key={image.id} image={image} />
        ))}
      </StyledImageGrid>
    </QueryState>
  );
}

/** /admin/image-approval: pending profile photos, oldest first, with Approve / Reject. */
export function AdminImageApprovalRoute() {
  useDocumentTitle(pageTitle('Admin', 'Image approval'));
  return (
    <AdminLayout title="Image Approval" description="Profiles show initials until their photo is approved.">
      <PendingImageGrid />
    </AdminLayout>
  );
}
