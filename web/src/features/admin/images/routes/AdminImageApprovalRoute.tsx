import { ImageIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { PendingImageCard } from '../components/PendingImageCard';
import { usePendingImages } from '../hooks/usePendingImages';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { Grid } from '../../../../ui/Stack';

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
      <Grid $columns={2} $medium={3} $wide={4}>
        {images.map((image) => (
          <PendingImageCard key={image.id} image={image} />
        ))}
      </Grid>
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
