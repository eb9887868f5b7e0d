import type { Principal } from '../../auth/principal.js';
import { Field, ObjectType } from 'type-graphql';
import type { User } from '../user/user.entity.js';
import { can, holdsAdminRights } from '../../policies/can.js';
import { seesModeratedContent } from '../../policies/visibility.js';

/**
 * What the viewer may do, sent with the data (issue 10, "Structure first"): the web shows buttons, links and pages from
 * these instead of reading `isAdmin`. Each is computed from the viewer and the row already loaded by the policy modules
 * (policies/can.ts, policies/visibility.ts): no query of its own. The server still checks every action.
 */
@ObjectType('AccountViewerCan', {
  simpleResolvers: true,
  description: 'What the signed-in member may do in this session (from her rights, her suspension and her API token scopes).',
})
export class AccountViewerCan {
  @Field({
    description:
      'True when her account holds admin rights: show the admin pages and links. Also true before this session has passed the second factor, which every admin right then asks for (see `moderate` and the others for what works now).',
  })
  useAdminTools!: boolean;

  @Field({ description: 'Moderate now: the queues, hiding, editing and deleting content, and seeing hidden, pending and awaiting-review content.' })
  moderate!: boolean;

  @Field({ description: 'Manage members now: roles, warnings, suspensions and bans.' })
  manageUsers!: boolean;

  @Field({ description: 'Read the audit log now.' })
  viewAuditLog!: boolean;

  @Field({ description: 'Review ID documents now (opening one also asks for a recent second-factor check).' })
  reviewIdDocuments!: boolean;

  @Field({ description: 'Review blocked uploads (the removed-image list) now.' })
  reviewBlockedUploads!: boolean;

  @Field({ description: 'Generate sample data now.' })
  generateSampleData!: boolean;

  @Field({ description: 'Add a person (a profile): false while her account is suspended.' })
  createProfile!: boolean;

  @Field({ description: 'Write a report: false while her account is suspended.' })
  createReport!: boolean;

  @Field({ description: 'Flag published content for moderators: false while her account is suspended.' })
  flag!: boolean;
}

@ObjectType('ProfileViewerCan', { simpleResolvers: true, description: 'What the viewer may do with this profile (the server checks every action again).' })
export class ProfileViewerCan {
  @Field({ description: 'Use the admin tools on this profile (Admin Edit, Delete Profile).' })
  moderate!: boolean;

  @Field({ description: 'Same as `moderate`: edit the profile (only moderators edit profiles).' })
  edit!: boolean;

  @Field({ description: 'Flag the profile for moderators: a member who may post, on a published profile (not one awaiting review).' })
  flag!: boolean;

  @Field({ description: 'Write a report about this person: a member who may post (new reports may still be paused: see `reportsPaused`).' })
  report!: boolean;

  @Field({ description: 'The viewer sees hidden, pending and awaiting-review content (moderators): label it as such.' })
  seeHidden!: boolean;
}

@ObjectType('ReportViewerCan', { simpleResolvers: true, description: 'What the viewer may do with this report (the server checks every action again).' })
export class ReportViewerCan {
  @Field({ description: 'Use the admin tools on this report (Edit, Delete).' })
  moderate!: boolean;

  @Field({ description: 'Flag the report for moderators: a member who may post, on a published report.' })
  flag!: boolean;
}

/** The account's abilities in this request (the User entity carries the session's second factor and API token). */
export function accountViewerCan(user: User): AccountViewerCan {
  return {
    useAdminTools: holdsAdminRights(user),
    moderate: can(user, 'moderate'),
    manageUsers: can(user, 'manage_users'),
    viewAuditLog: can(user, 'view_audit_log'),
    reviewIdDocuments: can(user, 'review_id_documents'),
    reviewBlockedUploads: can(user, 'review_blocked_uploads'),
    generateSampleData: can(user, 'generate_sample_data'),
    createProfile: can(user, 'profile:create'),
    createReport: can(user, 'report:create'),
    flag: can(user, 'content:flag'),
  };
}

/** The viewer's abilities on a profile already presented (`awaitingReview` comes with it). */
export function profileViewerCan(viewer: Principal | null, profile: { awaitingReview: boolean }): ProfileViewerCan {
  const moderate = can(viewer, 'moderate');
  return {
    moderate,
    edit: moderate,
    flag: can(viewer, 'content:flag') && !profile.awaitingReview,
    report: can(viewer, 'report:create'),
    seeHidden: seesModeratedContent(viewer),
  };
}

/** The viewer's abilities on a report already presented (`approved` comes with it). */
export function reportViewerCan(viewer: Principal | null, report: { approved: boolean | null }): ReportViewerCan {
  return { moderate: can(viewer, 'moderate'), flag: can(viewer, 'content:flag') && report.approved === true };
}
