import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../../ui/Avatar';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { FlagBadge } from '../../../profile/components/FlagBadge';
import { formatDate } from '../../shared/admin-labels';
import { ProfileEditForm } from '../forms/ProfileEditForm';
import type { ModerationProfile } from '../hooks/useAdminProfiles';
import { useModerateProfile } from '../hooks/useModerateProfile';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { StyledItemActions } from '../../shared/components/AdminListParts';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledHead = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const StyledBio = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.body};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  font-size: ${({ theme }) => theme.fontSizes.md};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export type AdminProfileCardProps = { profile: ModerationProfile };

/** A profile on /admin/profiles with Edit, Delete and a link to its reports. */
export function AdminProfileCard({ profile }: AdminProfileCardProps) {
  const nameId = useId();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { update, remove } = useModerateProfile();
  const close = () => setDialog(null);
  const reports = profile.reviewCount === 1 ? '1 approved report' : `${profile.reviewCount} approved reports`;

  return (
    <StyledCard aria-labelledby={nameId}>
      <StyledHead>
        <Avatar name={profile.displayName} imageUrl={profile.profileImageUrl} image={profile.profileImage} size={48} />
        <div>
          <StyledName id={nameId}>{profile.displayName}</StyledName>
          <StyledMeta>
            {profile.location || 'No location specified'}
            {profile.age ? ` · Age ${profile.age}` : ''}
          </StyledMeta>
        </div>
      </StyledHead>
      <StyledBadges>
        <FlagBadge flagStatus={profile.flagStatus} />
        <Badge variant="outline">{reports}</Badge>
        {profile.averageRating && <Badge variant="outline">{Number(profile.averageRating).toFixed(1)} / 5</Badge>}
        {profile.imageApprovalStatus === 'PENDING' && <StyledStatusBadge $tone="warning">Image pending</StyledStatusBadge>}
        {profile.isSample && <Badge variant="secondary">Sample</Badge>}
      </StyledBadges>
      {profile.bio && <StyledBio>{profile.bio}</StyledBio>}
      <StyledMeta>Added {formatDate(profile.createdAt)}</StyledMeta>
      <StyledLinks>
        <Link to={`/admin/reports?profile=${encodeURIComponent(profile.id)}`}>View reports</Link>
        <Link to={`/profile/${encodeURIComponent(profile.id)}`}>Open profile</Link>
      </StyledLinks>
      <StyledItemActions>
        <Button variant="outline" size="sm" onClick={() => setDialog('edit')}>
          Edit
        </Button>
        <Button variant="destructive" size="sm" onClick={() => setDialog('delete')}>
          Delete
        </Button>
      </StyledItemActions>

      <Dialog open={dialog === 'edit'} onClose={close} title="Edit profile" description={profile.displayName}>
        <ProfileEditForm
          withBio
          initialValues={{
            firstName: profile.firstName,
            lastName: profile.lastName ?? '',
            location: profile.location ?? '',
            bio: profile.bio ?? '',
          }}
          onCancel={close}
          onSave={async (values) => {
            const ok = await update(profile.id, values);
            if (ok) close();
            return ok;
          }}
        />
      </Dialog>
      <DecisionDialog
        open={dialog === 'delete'}
        onClose={close}
        title="Delete profile?"
        description={`${profile.displayName}, her reports and her image will be deleted permanently. This cannot be undone.`}
        reason="optional"
        confirmLabel="Delete Profile"
        busyLabel="Deleting..."
        destructive
        onConfirm={(decision) => remove(profile.id, decision)}
      />
    </StyledCard>
  );
}
