import { useIntl } from 'react-intl';
import { ImageIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { PendingImageCard } from '../components/PendingImageCard';
import { usePendingImages } from '../hooks/usePendingImages';
import { useModerationClaims } from '../../shared/hooks/useModerationQueue';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { adminPageTitle } from '../../shared/admin-labels';
import { Grid } from '../../../../ui/Stack';

function PendingImageGrid() {
  const { images, loading, error, refetch } = usePendingImages();
  const claimOf = useModerationClaims('IMAGES');
  const intl = useIntl();
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={images.length === 0}
      loadingLabel={intl.formatMessage({ id: 'admin.images.loading', defaultMessage: 'Loading pending images' })}
      errorTitle={intl.formatMessage({ id: 'admin.images.loadFailed', defaultMessage: 'Could not load pending images' })}
      onRetry={refetch}
      emptyState={
        <EmptyState
          icon={<ImageIcon />}
          title={intl.formatMessage({ id: 'admin.images.empty', defaultMessage: 'No pending images' })}
          description={intl.formatMessage({ id: 'admin.images.emptyDescription', defaultMessage: 'Every profile photo has been reviewed.' })}
        />
      }
    >
      <Grid $columns={2} $medium={3} $wide={4}>
        {images.map((image) => (
          <PendingImageCard key={image.id} image={image} heldBy={claimOf(image.id)} />
        ))}
      </Grid>
    </QueryState>
  );
}

/** /admin/image-approval: pending profile photos, oldest first, with Approve / Reject. */
export function AdminImageApprovalRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage({ id: 'admin.images.documentTitle', defaultMessage: 'Image approval' })));
  return (
    <AdminLayout
      title={intl.formatMessage({ id: 'admin.images.title', defaultMessage: 'Image Approval' })}
      description={intl.formatMessage({ id: 'admin.images.description', defaultMessage: 'Profiles show initials until their photo is approved.' })}
    >
      <PendingImageGrid />
    </AdminLayout>
  );
}
