import { useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../../ui/Avatar';
import { Row } from '../../../../ui/Stack';
import { Badge } from '../../../../ui/Badge';
import { Dialog } from '../../../../ui/Dialog';
import { FlagBadge } from '../../../profile/components/FlagBadge';
import { ProfileEditForm } from '../forms/ProfileEditForm';
import type { ModerationProfile } from '../hooks/useAdminProfiles';
import { useModerateProfile } from '../hooks/useModerateProfile';
import { AdminDeleteDialog, AdminEditDeleteButtons, afterSuccess } from '../../shared/components/AdminEditDeleteControls';
import { StyledItemActions } from '../../shared/components/AdminListParts';
import { StyledStatusBadge } from '../../shared/components/StatusBadge';
import { deleteProfileTexts } from './profile-messages';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledHead = styled(Row).attrs({ $gap: 3, $wrap: false })``;

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

const messages = defineMessages({
  noLocation: { id: 'admin.profiles.card.noLocation', defaultMessage: 'No location specified' },
  imagePending: { id: 'admin.profiles.card.imagePending', defaultMessage: 'Image pending', description: 'Badge: her photo waits for approval.' },
  sample: { id: 'admin.profiles.card.sample', defaultMessage: 'Sample', description: 'Badge: a profile of the sample data.' },
  viewReports: { id: 'admin.profiles.card.viewReports', defaultMessage: 'View reports', description: 'Link to the moderation queue filtered to this profile.' },
  openProfile: { id: 'admin.profiles.card.openProfile', defaultMessage: 'Open profile' },
  edit: { id: 'admin.profiles.card.edit', defaultMessage: 'Edit', description: 'Button: edit the profile.' },
  delete: { id: 'admin.profiles.card.delete', defaultMessage: 'Delete', description: 'Button: delete the profile.' },
  editTitle: { id: 'admin.profiles.edit.title', defaultMessage: 'Edit profile', description: 'Title of the edit dialog.' },
});

const locationAgeMessage = defineMessage<{ location: string; age: number }>({
  id: 'admin.profiles.card.locationAge',
  defaultMessage: '{location} · Age {age, number}',
  description: 'Where she lives (or that it is not known) and her age.',
});
const reportsMessage = defineMessage<{ count: number }>({
  id: 'admin.profiles.card.reports',
  defaultMessage: '{count, plural, one {# approved report} other {# approved reports}}',
});
const ratingMessage = defineMessage<{ rating: string }>({
  id: 'admin.profiles.card.rating',
  defaultMessage: '{rating} / 5',
  description: 'Average stars, e.g. 4.3 / 5.',
});
const addedMessage = defineMessage<{ date: string }>({
  id: 'admin.profiles.card.added',
  defaultMessage: 'Added {date}',
  description: 'When the profile was added.',
});

export type AdminProfileCardProps = { profile: ModerationProfile };

/** A profile on /admin/profiles with Edit, Delete and a link to its reports. */
export function AdminProfileCard({ profile }: AdminProfileCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const { update, remove } = useModerateProfile();
  const close = () => setDialog(null);
  const location = profile.location || intl.formatMessage(messages.noLocation);

  return (
    <StyledCard aria-labelledby={nameId}>
      <StyledHead>
        <Avatar name={profile.displayName} imageUrl={profile.profileImageUrl} image={profile.profileImage} size={48} />
        <div>
          <StyledName id={nameId}>{profile.displayName}</StyledName>
          <StyledMeta>{profile.age ? intl.formatMessage(locationAgeMessage, { location, age: profile.age }) : location}</StyledMeta>
        </div>
      </StyledHead>
      <StyledBadges>
        <FlagBadge flagStatus={profile.flagStatus} />
        <Badge variant="outline">{intl.formatMessage(reportsMessage, { count: profile.reviewCount })}</Badge>
        {profile.averageRating && (
          <Badge variant="outline">
            {intl.formatMessage(ratingMessage, {
              rating: intl.formatNumber(Number(profile.averageRating), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            })}
          </Badge>
        )}
        {profile.imageApprovalStatus === 'PENDING' && <StyledStatusBadge $tone="warning">{intl.formatMessage(messages.imagePending)}</StyledStatusBadge>}
        {profile.isSample && <Badge variant="secondary">{intl.formatMessage(messages.sample)}</Badge>}
      </StyledBadges>
      {profile.bio && <StyledBio>{profile.bio}</StyledBio>}
      <StyledMeta>{intl.formatMessage(addedMessage, { date: intl.formatDate(profile.createdAt, { dateStyle: 'medium' }) })}</StyledMeta>
      <StyledLinks>
        <Link to={`/admin/reports?profile=${encodeURIComponent(profile.id)}`}>{intl.formatMessage(messages.viewReports)}</Link>
        <Link to={`/profile/${encodeURIComponent(profile.id)}`}>{intl.formatMessage(messages.openProfile)}</Link>
      </StyledLinks>
      <StyledItemActions>
        <AdminEditDeleteButtons
          editLabel={<FormattedMessage {...messages.edit} />}
          deleteLabel={<FormattedMessage {...messages.delete} />}
          onEdit={() => setDialog('edit')}
          onDelete={() => setDialog('delete')}
        />
      </StyledItemActions>

      <Dialog open={dialog === 'edit'} onClose={close} title={intl.formatMessage(messages.editTitle)} description={profile.displayName}>
        <ProfileEditForm
          withBio
          initialValues={{
            firstName: profile.firstName,
            lastName: profile.lastName ?? '',
            location: profile.location ?? '',
            bio: profile.bio ?? '',
          }}
          onCancel={close}
          onSave={(values) => afterSuccess(close)(update(profile.id, values))}
        />
      </Dialog>
      <AdminDeleteDialog
        open={dialog === 'delete'}
        onClose={close}
        texts={deleteProfileTexts(intl, profile.displayName)}
        onConfirm={(decision) => remove(profile.id, decision)}
      />
    </StyledCard>
  );
}
