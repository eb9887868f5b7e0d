/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      id\n    }\n  }\n": typeof types.CreateProfileDocument,
    "\n  fragment AppealFields on Appeal {\n    id\n    text\n    viaLink\n    submittedAt\n    status\n    decidedAt\n    decidedBy\n    outcomeReason\n    notRestored\n    viewerCanDecide\n    needsSecondLook\n    decision {\n      ...DecisionFields\n      decidedBy\n    }\n  }\n": typeof types.AppealFieldsFragmentDoc,
    "\n  query AdminAppeals($first: Int, $after: String) {\n    adminAppeals(first: $first, after: $after) {\n      items {\n        ...AppealFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.AdminAppealsDocument,
    "\n  mutation DecideAppeal($appealId: ID!, $input: DecideAppealInput!) {\n    decideAppeal(appealId: $appealId, input: $input) {\n      ...AppealFields\n    }\n  }\n": typeof types.DecideAppealDocument,
    "\n  query AuditLog($filter: AuditLogFilter!) {\n    auditLog(filter: $filter) {\n      id\n      action\n      actorLabel\n      targetType\n      targetId\n      targetLabel\n      reasonCode\n      note\n      createdAt\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment ReportPauseAlert_pause on ReportPause {\n    id\n    profileId\n    profileName\n    trigger\n    reportCount\n    newAccountReportCount\n    pendingReportCount\n    startedAt\n    endsAt\n  }\n": typeof types.ReportPauseAlert_PauseFragmentDoc,
    "\n  query AdminDashboard {\n    adminStats {\n      totalUsers\n      usersToday\n      totalProfiles\n      profilesToday\n      totalReports\n      reportsToday\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n      flaggedProfiles\n      bannedUsers\n      automaticHidesLastHour\n      automaticHideCeiling\n      estimated\n    }\n    adminRecentActivity {\n      type\n      description\n      timestamp\n    }\n    adminReportPauses {\n      ...ReportPauseAlert_pause\n    }\n    adminAnalytics(days: 30) {\n      queueSize\n      queueSizeIsExact\n      medianWaitAsOf\n      medianWaitHours\n      medianDecisionHours\n      days {\n        day\n        reports\n        signups\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  mutation LiftReportPause($profileId: ID!) {\n    liftReportPause(profileId: $profileId) {\n      id\n      liftedAt\n    }\n  }\n": typeof types.LiftReportPauseDocument,
    "\n  mutation ExtendReportPause($profileId: ID!, $hours: Int!) {\n    extendReportPause(profileId: $profileId, input: { hours: $hours }) {\n      id\n      endsAt\n    }\n  }\n": typeof types.ExtendReportPauseDocument,
    "\n  fragment FlagCaseFields on FlagCase {\n    id\n    targetType\n    targetId\n    profileId\n    profileName\n    reportTitle\n    excerpt\n    flagCount\n    countedFlags\n    urgent\n    dueAt\n    reasons {\n      reason\n      count\n    }\n    notes\n    openedAt\n    hidden\n    status\n    decidedAt\n    decisionReason\n    decisionRule\n    decisionText\n  }\n": typeof types.FlagCaseFieldsFragmentDoc,
    "\n  query AdminFlags($first: Int, $after: String) {\n    adminFlags(first: $first, after: $after) {\n      items {\n        ...FlagCaseFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.AdminFlagsDocument,
    "\n  mutation UpholdFlags($caseId: ID!, $input: UpholdFlagsInput!) {\n    upholdFlags(caseId: $caseId, input: $input) {\n      ...FlagCaseFields\n    }\n  }\n": typeof types.UpholdFlagsDocument,
    "\n  mutation DismissFlags($caseId: ID!, $note: String) {\n    dismissFlags(caseId: $caseId, note: $note) {\n      ...FlagCaseFields\n    }\n  }\n": typeof types.DismissFlagsDocument,
    "\n  query PendingImages {\n    pendingImages {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      createdAt\n    }\n  }\n": typeof types.PendingImagesDocument,
    "\n  mutation DecideImage($profileId: ID!, $status: ImageDecision!, $reason: ModerationReason, $note: String) {\n    decideImage(profileId: $profileId, status: $status, reason: $reason, note: $note)\n  }\n": typeof types.DecideImageDocument,
    "\n  fragment ModerationProfileFields on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    flagStatus\n    reviewCount\n    averageRating\n    imageApprovalStatus\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    isSample\n    createdAt\n  }\n": typeof types.ModerationProfileFieldsFragmentDoc,
    "\n  query ModerationProfiles($search: String, $page: Int!) {\n    moderationProfiles(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationProfileFields\n      }\n    }\n  }\n": typeof types.ModerationProfilesDocument,
    "\n  mutation AdminUpdateProfile($id: ID!, $input: AdminProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      location\n      latitude\n      longitude\n      bio\n    }\n  }\n": typeof types.AdminUpdateProfileDocument,
    "\n  mutation AdminDeleteProfile($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteProfile(id: $id, reason: $reason, note: $note)\n  }\n": typeof types.AdminDeleteProfileDocument,
    "\n  query RemovalRequests {\n    removalRequests {\n      id\n      targetType\n      targetId\n      targetLabel\n      profileId\n      reason\n      explanation\n      contactEmail\n      contactConfirmed\n      senderDismissedCount\n      status\n      contentHidden\n      decisionReason\n      decidedAt\n      decidedBy\n      createdAt\n    }\n  }\n": typeof types.RemovalRequestsDocument,
    "\n  mutation DecideRemovalRequest($id: ID!, $decision: RemovalDecision!, $reason: String!) {\n    decideRemovalRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      decisionReason\n      decidedAt\n      decidedBy\n    }\n  }\n": typeof types.DecideRemovalRequestDocument,
    "\n  query WatchesMatchingProfile($profileId: ID!) {\n    watchesMatchingProfile(profileId: $profileId) {\n      id\n      firstName\n      lastName\n      location\n      radius\n      status\n    }\n  }\n": typeof types.WatchesMatchingProfileDocument,
    "\n  mutation EndWatch($id: ID!, $note: String) {\n    endWatch(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.EndWatchDocument,
    "\n  fragment ModerationReportFields on Report {\n    id\n    title\n    content\n    reportType\n    status\n    approved\n    category\n    rating\n    createdAt\n    dateOfInteraction\n    location\n    profileId\n    profileName\n    moderatedAt\n    moderationNote\n    rejectionReason\n  }\n": typeof types.ModerationReportFieldsFragmentDoc,
    "\n  query ModerationReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) {\n    moderationReports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationReportFields\n      }\n    }\n  }\n": typeof types.ModerationReportsDocument,
    "\n  query AdminReportsProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n    }\n  }\n": typeof types.AdminReportsProfileDocument,
    "\n  mutation RevealReportAuthor($reportId: ID!) {\n    revealReportAuthor(reportId: $reportId)\n  }\n": typeof types.RevealReportAuthorDocument,
    "\n  mutation ApproveReport($id: ID!, $note: String) {\n    approveReport(id: $id, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n": typeof types.ApproveReportDocument,
    "\n  mutation RejectReport($id: ID!, $reason: ModerationReason!, $note: String) {\n    rejectReport(id: $id, reason: $reason, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n": typeof types.RejectReportDocument,
    "\n  mutation UpdateReport($id: ID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      id\n      title\n      content\n    }\n  }\n": typeof types.UpdateReportDocument,
    "\n  mutation DeleteReport($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteReport(id: $id, reason: $reason, note: $note)\n  }\n": typeof types.DeleteReportDocument,
    "\n  mutation GenerateSampleData($count: Int!) {\n    generateSampleData(count: $count) {\n      profilesCreated\n      reviewsCreated\n    }\n  }\n": typeof types.GenerateSampleDataDocument,
    "\n  mutation RemoveSampleData {\n    removeSampleData {\n      profilesRemoved\n      reviewsRemoved\n    }\n  }\n": typeof types.RemoveSampleDataDocument,
    "\n  query AdminQueueCounts {\n    adminStats {\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n    }\n  }\n": typeof types.AdminQueueCountsDocument,
    "\n  fragment ModerationClaimFields on ModerationClaim {\n    queue\n    itemId\n    adminId\n    adminName\n    expiresAt\n  }\n": typeof types.ModerationClaimFieldsFragmentDoc,
    "\n  query ModerationClaims($queue: ModerationQueue!) {\n    moderationClaims(queue: $queue) {\n      ...ModerationClaimFields\n    }\n  }\n": typeof types.ModerationClaimsDocument,
    "\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      queue\n      itemId\n      change\n      counts {\n        reports\n        images\n        verifications\n        flags\n        removalRequests\n        appeals\n      }\n      claim {\n        ...ModerationClaimFields\n      }\n    }\n  }\n": typeof types.ModerationQueueChangedDocument,
    "\n  mutation ClaimModerationItem($queue: ModerationQueue!, $id: ID!) {\n    claimModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n": typeof types.ClaimModerationItemDocument,
    "\n  mutation TakeOverModerationItem($queue: ModerationQueue!, $id: ID!) {\n    takeOverModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n": typeof types.TakeOverModerationItemDocument,
    "\n  mutation ReleaseModerationItem($queue: ModerationQueue!, $id: ID!) {\n    releaseModerationItem(queue: $queue, id: $id)\n  }\n": typeof types.ReleaseModerationItemDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    isAdmin\n    banned\n    banReason\n    bannedAt\n    ipBanned\n    lastIp\n    phoneVerified\n    idVerificationStatus\n    createdAt\n    suspendedUntil\n    suspensionReason\n    strikes\n    warnings\n    suggestedSanction\n    suggestedSanctionReason\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int!) {\n    adminUsers(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...AdminUserFields\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.BanUserDocument,
    "\n  mutation UnbanUser($userId: ID!, $note: String) {\n    unbanUser(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.UnbanUserDocument,
    "\n  mutation WarnMember($input: SanctionInput!) {\n    warnMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.WarnMemberDocument,
    "\n  mutation SuspendMember($input: SanctionInput!) {\n    suspendMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.SuspendMemberDocument,
    "\n  mutation LiftSuspension($userId: ID!, $note: String) {\n    liftSuspension(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.LiftSuspensionDocument,
    "\n  query MemberSanctionHistory($userId: ID!) {\n    memberSanctionHistory(userId: $userId, first: 50) {\n      items {\n        id\n        kind\n        subjectLabel\n        reasonText\n        text\n        decidedAt\n        decidedBy\n        reversedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.MemberSanctionHistoryDocument,
    "\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    userId\n    username\n    email\n    idType\n    status\n    submittedAt\n    decidedAt\n    reviewerLabel\n    notes\n    hasDocument\n  }\n": typeof types.VerificationRequestFieldsFragmentDoc,
    "\n  query VerificationRequests($filter: VerificationListFilter!) {\n    verificationRequests(filter: $filter) {\n      pending\n      all\n      items {\n        ...VerificationRequestFields\n      }\n    }\n  }\n": typeof types.VerificationRequestsDocument,
    "\n  mutation OpenIdDocument($requestId: ID!) {\n    openIdDocument(requestId: $requestId) {\n      idType\n      fullName\n      idNumber\n      dateOfBirth\n      url\n      expiresAt\n    }\n  }\n": typeof types.OpenIdDocumentDocument,
    "\n  mutation ApproveVerification($requestId: ID!, $notes: String) {\n    approveVerification(requestId: $requestId, notes: $notes)\n  }\n": typeof types.ApproveVerificationDocument,
    "\n  mutation RejectVerification($requestId: ID!, $notes: String) {\n    rejectVerification(requestId: $requestId, notes: $notes)\n  }\n": typeof types.RejectVerificationDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n": typeof types.AppealDecisionDocument,
    "\n  query DecisionForAppeal($token: String!) {\n    decisionForAppeal(token: $token) {\n      ...DecisionFields\n    }\n  }\n": typeof types.DecisionForAppealDocument,
    "\n  fragment DecisionFields on Decision {\n    id\n    kind\n    subjectType\n    subjectId\n    subjectLabel\n    reasonCode\n    reasonText\n    rule\n    ruleTitle\n    text\n    automatic\n    decidedAt\n    appealableUntil\n    reversedAt\n    restoredAt\n    supersededAt\n    viewerCanAppeal\n    appeal {\n      status\n      submittedAt\n      decidedAt\n      outcomeReason\n      notRestored\n    }\n  }\n": typeof types.DecisionFieldsFragmentDoc,
    "\n  query MyDecisions($first: Int, $after: String) {\n    myDecisions(first: $first, after: $after) {\n      items {\n        ...DecisionFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.MyDecisionsDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    viewerCan {\n      useAdminTools\n      moderate\n      manageUsers\n      viewAuditLog\n      reviewIdDocuments\n      reviewBlockedUploads\n      generateSampleData\n      createProfile\n      createReport\n      flag\n    }\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n    suspendedUntil\n    suspensionReason\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignUp($input: RegisterInput!) {\n    signUp(input: $input) {\n      confirmEmail\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n": typeof types.UnlockAccountDocument,
    "\n  mutation FlagReport($reportId: ID!, $input: FlagInput!) {\n    flagReport(reportId: $reportId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n": typeof types.FlagReportDocument,
    "\n  mutation FlagProfile($profileId: ID!, $input: FlagInput!) {\n    flagProfile(profileId: $profileId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n": typeof types.FlagProfileDocument,
    "\n  query MyFlags($profileId: ID!) {\n    myFlags(profileId: $profileId) {\n      targetType\n      targetId\n    }\n  }\n": typeof types.MyFlagsDocument,
    "\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n": typeof types.BrowseProfilesDocument,
    "\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileCard_profile\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    read\n    createdAt\n    actionUrl\n    decision {\n      ...DecisionFields\n    }\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query Notifications($unreadOnly: Boolean!) {\n    notifications(unreadOnly: $unreadOnly) {\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      expiresAt\n      maskedPhone\n    }\n  }\n": typeof types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.VerifyPhoneDocument,
    "\n  mutation CheckPhoto($image: Upload!) {\n    checkPhoto(image: $image) {\n      matches {\n        profileId\n        displayName\n        location\n        distance\n        similarity\n      }\n      message\n    }\n  }\n": typeof types.CheckPhotoDocument,
    "\n  fragment MyPreferencesFields on MyPreferences {\n    notifications {\n      decisionsInApp\n      decisionsEmail\n      newReportsInApp\n      newReportsEmail\n      sounds\n      decisionsPush\n      newReportsPush\n      flagsInApp\n      flagsPush\n      flagsEmail\n      appealsInApp\n      appealsPush\n      appealsEmail\n      accountInApp\n      accountPush\n      accountEmail\n      watchesInApp\n      watchesPush\n      watchesEmail\n      pushDetails\n      quietHours {\n        enabled\n        start\n        end\n      }\n    }\n    privacy {\n      rememberViewedProfiles\n    }\n    appearance {\n      theme\n      fontSize\n      highContrast\n      reducedMotion\n      largeCursor\n      soundEffects\n      sidebarCollapsed\n      language\n      timeZone\n    }\n    updatedAt\n  }\n": typeof types.MyPreferencesFieldsFragmentDoc,
    "\n  query MyPreferences {\n    myPreferences {\n      ...MyPreferencesFields\n    }\n  }\n": typeof types.MyPreferencesDocument,
    "\n  mutation UpdateMyPreferences($input: UpdatePreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      ...MyPreferencesFields\n    }\n  }\n": typeof types.UpdateMyPreferencesDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n  }\n": typeof types.ProfileCard_ProfileFragmentDoc,
    "\n  fragment ProfileHeader_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n    awaitingReview\n    reportsPaused\n  }\n": typeof types.ProfileHeader_ProfileFragmentDoc,
    "\n  fragment ProfilePicture_image on ProfileImage {\n    url\n    width\n    height\n    variants {\n      width\n      webpUrl\n      jpegUrl\n    }\n  }\n": typeof types.ProfilePicture_ImageFragmentDoc,
    "\n  query MyAddedProfiles {\n    myAddedProfiles {\n      id\n      displayName\n      location\n      awaitingReview\n    }\n  }\n": typeof types.MyAddedProfilesDocument,
    "\n  query ProfileRoute($id: ID!) {\n    profile(id: $id) {\n      id\n      viewerCan {\n        moderate\n      }\n      ...ProfileHeader_profile\n    }\n  }\n": typeof types.ProfileRouteDocument,
    "\n  mutation RecordProfileView($profileId: ID!) {\n    recordProfileView(profileId: $profileId)\n  }\n": typeof types.RecordProfileViewDocument,
    "\n  query RecentlyViewed($limit: Int!) {\n    myInteractions(limit: $limit) {\n      viewCount\n      lastViewedAt\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n": typeof types.RecentlyViewedDocument,
    "\n  query Recommendations {\n    recommendations {\n      score\n      reasons\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n": typeof types.RecommendationsDocument,
    "\n  mutation ConfirmRemovalRequest($token: String!) {\n    confirmRemovalRequest(token: $token) {\n      id\n      contentHidden\n      confirmationSent\n    }\n  }\n": typeof types.ConfirmRemovalRequestDocument,
    "\n  mutation SubmitRemovalRequest($input: SubmitRemovalRequestInput!) {\n    submitRemovalRequest(input: $input) {\n      id\n      contentHidden\n    }\n  }\n": typeof types.SubmitRemovalRequestDocument,
    "\n  fragment MyReportCard_report on MyReport {\n    id\n    profileId\n    profileName\n    reportType\n    title\n    content\n    category\n    rating\n    status\n    approved\n    dateOfInteraction\n    location\n    createdAt\n    rejectionReason\n    rejectionReasonText\n    moderationNote\n  }\n": typeof types.MyReportCard_ReportFragmentDoc,
    "\n  fragment ReportCard_report on Report {\n    id\n    profileId\n    reportType\n    title\n    content\n    category\n    rating\n    dateOfInteraction\n    location\n    createdAt\n    viewerCan {\n      moderate\n    }\n  }\n": typeof types.ReportCard_ReportFragmentDoc,
    "\n  mutation CreateReport($profileId: ID!, $input: CreateReportInput!) {\n    createReport(profileId: $profileId, input: $input) {\n      id\n      ...MyReportCard_report\n    }\n  }\n": typeof types.CreateReportDocument,
    "\n  query MyPendingReports($profileId: ID!) {\n    myPendingReports(profileId: $profileId) {\n      id\n      ...ReportCard_report\n    }\n  }\n": typeof types.MyPendingReportsDocument,
    "\n  query MyReports {\n    myReports {\n      id\n      ...MyReportCard_report\n    }\n  }\n": typeof types.MyReportsDocument,
    "\n  query ProfileReports($profileId: ID!, $first: Int!, $after: String) {\n    profileReports(profileId: $profileId, first: $first, after: $after) {\n      items {\n        id\n        ...ReportCard_report\n      }\n      nextCursor\n    }\n  }\n": typeof types.ProfileReportsDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation DeleteAccount($password: String!, $deletePublishedReports: Boolean!) {\n    deleteAccount(password: $password, deletePublishedReports: $deletePublishedReports)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUsernameDocument,
    "\n  query TransparencyReport($quarter: String) {\n    transparencyReport(quarter: $quarter) {\n      quarter\n      startsAt\n      endsAt\n      final\n      computedAt\n      hasActivity\n      availableQuarters\n      reports {\n        received\n        approved\n        rejected\n        rejectedByReason {\n          reason\n          count\n        }\n      }\n      removed {\n        profiles\n        profilesByReason {\n          reason\n          count\n        }\n        images\n        imagesByReason {\n          reason\n          count\n        }\n      }\n      removalRequests {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n        decided\n        medianHoursToDecision\n      }\n      flags {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n      }\n      appeals {\n        received\n        upheld\n        rejected\n        decisionsReversed\n      }\n      sanctions {\n        kind\n        count\n      }\n      idDocuments {\n        due\n        deletedOnTime\n        onTimeShare\n      }\n    }\n  }\n": typeof types.TransparencyReportDocument,
    "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": typeof types.SetupTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n      passedInThisSession\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  fragment IdVerificationStateFields on IdVerificationState {\n    idVerified\n    status\n    verifiedAt\n    submittedAt\n  }\n": typeof types.IdVerificationStateFieldsFragmentDoc,
    "\n  query IdVerificationStatus {\n    idVerificationStatus {\n      ...IdVerificationStateFields\n    }\n  }\n": typeof types.IdVerificationStatusDocument,
    "\n  mutation SubmitIdVerification($input: IdVerificationInput!, $idImage: Upload!) {\n    submitIdVerification(input: $input, idImage: $idImage) {\n      ...IdVerificationStateFields\n    }\n  }\n": typeof types.SubmitIdVerificationDocument,
    "\n  fragment WatchFields on Watch {\n    id\n    firstName\n    lastName\n    location\n    radius\n    status\n    createdAt\n    expiresAt\n    lastMatchedAt\n  }\n": typeof types.WatchFieldsFragmentDoc,
    "\n  query MyWatches {\n    myWatches {\n      ...WatchFields\n    }\n  }\n": typeof types.MyWatchesDocument,
    "\n  mutation CreateWatch($input: WatchInput!) {\n    createWatch(input: $input) {\n      ...WatchFields\n    }\n  }\n": typeof types.CreateWatchDocument,
    "\n  mutation RenewWatch($id: ID!) {\n    renewWatch(id: $id) {\n      ...WatchFields\n    }\n  }\n": typeof types.RenewWatchDocument,
    "\n  mutation DeleteWatch($id: ID!) {\n    deleteWatch(id: $id)\n  }\n": typeof types.DeleteWatchDocument,
};
const documents: Documents = {
    "\n  mutation CreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      id\n    }\n  }\n": types.CreateProfileDocument,
    "\n  fragment AppealFields on Appeal {\n    id\n    text\n    viaLink\n    submittedAt\n    status\n    decidedAt\n    decidedBy\n    outcomeReason\n    notRestored\n    viewerCanDecide\n    needsSecondLook\n    decision {\n      ...DecisionFields\n      decidedBy\n    }\n  }\n": types.AppealFieldsFragmentDoc,
    "\n  query AdminAppeals($first: Int, $after: String) {\n    adminAppeals(first: $first, after: $after) {\n      items {\n        ...AppealFields\n      }\n      nextCursor\n    }\n  }\n": types.AdminAppealsDocument,
    "\n  mutation DecideAppeal($appealId: ID!, $input: DecideAppealInput!) {\n    decideAppeal(appealId: $appealId, input: $input) {\n      ...AppealFields\n    }\n  }\n": types.DecideAppealDocument,
    "\n  query AuditLog($filter: AuditLogFilter!) {\n    auditLog(filter: $filter) {\n      id\n      action\n      actorLabel\n      targetType\n      targetId\n      targetLabel\n      reasonCode\n      note\n      createdAt\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment ReportPauseAlert_pause on ReportPause {\n    id\n    profileId\n    profileName\n    trigger\n    reportCount\n    newAccountReportCount\n    pendingReportCount\n    startedAt\n    endsAt\n  }\n": types.ReportPauseAlert_PauseFragmentDoc,
    "\n  query AdminDashboard {\n    adminStats {\n      totalUsers\n      usersToday\n      totalProfiles\n      profilesToday\n      totalReports\n      reportsToday\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n      flaggedProfiles\n      bannedUsers\n      automaticHidesLastHour\n      automaticHideCeiling\n      estimated\n    }\n    adminRecentActivity {\n      type\n      description\n      timestamp\n    }\n    adminReportPauses {\n      ...ReportPauseAlert_pause\n    }\n    adminAnalytics(days: 30) {\n      queueSize\n      queueSizeIsExact\n      medianWaitAsOf\n      medianWaitHours\n      medianDecisionHours\n      days {\n        day\n        reports\n        signups\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  mutation LiftReportPause($profileId: ID!) {\n    liftReportPause(profileId: $profileId) {\n      id\n      liftedAt\n    }\n  }\n": types.LiftReportPauseDocument,
    "\n  mutation ExtendReportPause($profileId: ID!, $hours: Int!) {\n    extendReportPause(profileId: $profileId, input: { hours: $hours }) {\n      id\n      endsAt\n    }\n  }\n": types.ExtendReportPauseDocument,
    "\n  fragment FlagCaseFields on FlagCase {\n    id\n    targetType\n    targetId\n    profileId\n    profileName\n    reportTitle\n    excerpt\n    flagCount\n    countedFlags\n    urgent\n    dueAt\n    reasons {\n      reason\n      count\n    }\n    notes\n    openedAt\n    hidden\n    status\n    decidedAt\n    decisionReason\n    decisionRule\n    decisionText\n  }\n": types.FlagCaseFieldsFragmentDoc,
    "\n  query AdminFlags($first: Int, $after: String) {\n    adminFlags(first: $first, after: $after) {\n      items {\n        ...FlagCaseFields\n      }\n      nextCursor\n    }\n  }\n": types.AdminFlagsDocument,
    "\n  mutation UpholdFlags($caseId: ID!, $input: UpholdFlagsInput!) {\n    upholdFlags(caseId: $caseId, input: $input) {\n      ...FlagCaseFields\n    }\n  }\n": types.UpholdFlagsDocument,
    "\n  mutation DismissFlags($caseId: ID!, $note: String) {\n    dismissFlags(caseId: $caseId, note: $note) {\n      ...FlagCaseFields\n    }\n  }\n": types.DismissFlagsDocument,
    "\n  query PendingImages {\n    pendingImages {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      createdAt\n    }\n  }\n": types.PendingImagesDocument,
    "\n  mutation DecideImage($profileId: ID!, $status: ImageDecision!, $reason: ModerationReason, $note: String) {\n    decideImage(profileId: $profileId, status: $status, reason: $reason, note: $note)\n  }\n": types.DecideImageDocument,
    "\n  fragment ModerationProfileFields on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    flagStatus\n    reviewCount\n    averageRating\n    imageApprovalStatus\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    isSample\n    createdAt\n  }\n": types.ModerationProfileFieldsFragmentDoc,
    "\n  query ModerationProfiles($search: String, $page: Int!) {\n    moderationProfiles(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationProfileFields\n      }\n    }\n  }\n": types.ModerationProfilesDocument,
    "\n  mutation AdminUpdateProfile($id: ID!, $input: AdminProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      location\n      latitude\n      longitude\n      bio\n    }\n  }\n": types.AdminUpdateProfileDocument,
    "\n  mutation AdminDeleteProfile($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteProfile(id: $id, reason: $reason, note: $note)\n  }\n": types.AdminDeleteProfileDocument,
    "\n  query RemovalRequests {\n    removalRequests {\n      id\n      targetType\n      targetId\n      targetLabel\n      profileId\n      reason\n      explanation\n      contactEmail\n      contactConfirmed\n      senderDismissedCount\n      status\n      contentHidden\n      decisionReason\n      decidedAt\n      decidedBy\n      createdAt\n    }\n  }\n": types.RemovalRequestsDocument,
    "\n  mutation DecideRemovalRequest($id: ID!, $decision: RemovalDecision!, $reason: String!) {\n    decideRemovalRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      decisionReason\n      decidedAt\n      decidedBy\n    }\n  }\n": types.DecideRemovalRequestDocument,
    "\n  query WatchesMatchingProfile($profileId: ID!) {\n    watchesMatchingProfile(profileId: $profileId) {\n      id\n      firstName\n      lastName\n      location\n      radius\n      status\n    }\n  }\n": types.WatchesMatchingProfileDocument,
    "\n  mutation EndWatch($id: ID!, $note: String) {\n    endWatch(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n": types.EndWatchDocument,
    "\n  fragment ModerationReportFields on Report {\n    id\n    title\n    content\n    reportType\n    status\n    approved\n    category\n    rating\n    createdAt\n    dateOfInteraction\n    location\n    profileId\n    profileName\n    moderatedAt\n    moderationNote\n    rejectionReason\n  }\n": types.ModerationReportFieldsFragmentDoc,
    "\n  query ModerationReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) {\n    moderationReports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationReportFields\n      }\n    }\n  }\n": types.ModerationReportsDocument,
    "\n  query AdminReportsProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n    }\n  }\n": types.AdminReportsProfileDocument,
    "\n  mutation RevealReportAuthor($reportId: ID!) {\n    revealReportAuthor(reportId: $reportId)\n  }\n": types.RevealReportAuthorDocument,
    "\n  mutation ApproveReport($id: ID!, $note: String) {\n    approveReport(id: $id, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n": types.ApproveReportDocument,
    "\n  mutation RejectReport($id: ID!, $reason: ModerationReason!, $note: String) {\n    rejectReport(id: $id, reason: $reason, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n": types.RejectReportDocument,
    "\n  mutation UpdateReport($id: ID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      id\n      title\n      content\n    }\n  }\n": types.UpdateReportDocument,
    "\n  mutation DeleteReport($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteReport(id: $id, reason: $reason, note: $note)\n  }\n": types.DeleteReportDocument,
    "\n  mutation GenerateSampleData($count: Int!) {\n    generateSampleData(count: $count) {\n      profilesCreated\n      reviewsCreated\n    }\n  }\n": types.GenerateSampleDataDocument,
    "\n  mutation RemoveSampleData {\n    removeSampleData {\n      profilesRemoved\n      reviewsRemoved\n    }\n  }\n": types.RemoveSampleDataDocument,
    "\n  query AdminQueueCounts {\n    adminStats {\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n    }\n  }\n": types.AdminQueueCountsDocument,
    "\n  fragment ModerationClaimFields on ModerationClaim {\n    queue\n    itemId\n    adminId\n    adminName\n    expiresAt\n  }\n": types.ModerationClaimFieldsFragmentDoc,
    "\n  query ModerationClaims($queue: ModerationQueue!) {\n    moderationClaims(queue: $queue) {\n      ...ModerationClaimFields\n    }\n  }\n": types.ModerationClaimsDocument,
    "\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      queue\n      itemId\n      change\n      counts {\n        reports\n        images\n        verifications\n        flags\n        removalRequests\n        appeals\n      }\n      claim {\n        ...ModerationClaimFields\n      }\n    }\n  }\n": types.ModerationQueueChangedDocument,
    "\n  mutation ClaimModerationItem($queue: ModerationQueue!, $id: ID!) {\n    claimModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n": types.ClaimModerationItemDocument,
    "\n  mutation TakeOverModerationItem($queue: ModerationQueue!, $id: ID!) {\n    takeOverModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n": types.TakeOverModerationItemDocument,
    "\n  mutation ReleaseModerationItem($queue: ModerationQueue!, $id: ID!) {\n    releaseModerationItem(queue: $queue, id: $id)\n  }\n": types.ReleaseModerationItemDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    isAdmin\n    banned\n    banReason\n    bannedAt\n    ipBanned\n    lastIp\n    phoneVerified\n    idVerificationStatus\n    createdAt\n    suspendedUntil\n    suspensionReason\n    strikes\n    warnings\n    suggestedSanction\n    suggestedSanctionReason\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int!) {\n    adminUsers(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...AdminUserFields\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.BanUserDocument,
    "\n  mutation UnbanUser($userId: ID!, $note: String) {\n    unbanUser(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n": types.UnbanUserDocument,
    "\n  mutation WarnMember($input: SanctionInput!) {\n    warnMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.WarnMemberDocument,
    "\n  mutation SuspendMember($input: SanctionInput!) {\n    suspendMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n": types.SuspendMemberDocument,
    "\n  mutation LiftSuspension($userId: ID!, $note: String) {\n    liftSuspension(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n": types.LiftSuspensionDocument,
    "\n  query MemberSanctionHistory($userId: ID!) {\n    memberSanctionHistory(userId: $userId, first: 50) {\n      items {\n        id\n        kind\n        subjectLabel\n        reasonText\n        text\n        decidedAt\n        decidedBy\n        reversedAt\n      }\n      nextCursor\n    }\n  }\n": types.MemberSanctionHistoryDocument,
    "\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    userId\n    username\n    email\n    idType\n    status\n    submittedAt\n    decidedAt\n    reviewerLabel\n    notes\n    hasDocument\n  }\n": types.VerificationRequestFieldsFragmentDoc,
    "\n  query VerificationRequests($filter: VerificationListFilter!) {\n    verificationRequests(filter: $filter) {\n      pending\n      all\n      items {\n        ...VerificationRequestFields\n      }\n    }\n  }\n": types.VerificationRequestsDocument,
    "\n  mutation OpenIdDocument($requestId: ID!) {\n    openIdDocument(requestId: $requestId) {\n      idType\n      fullName\n      idNumber\n      dateOfBirth\n      url\n      expiresAt\n    }\n  }\n": types.OpenIdDocumentDocument,
    "\n  mutation ApproveVerification($requestId: ID!, $notes: String) {\n    approveVerification(requestId: $requestId, notes: $notes)\n  }\n": types.ApproveVerificationDocument,
    "\n  mutation RejectVerification($requestId: ID!, $notes: String) {\n    rejectVerification(requestId: $requestId, notes: $notes)\n  }\n": types.RejectVerificationDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.MyApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n": types.AppealDecisionDocument,
    "\n  query DecisionForAppeal($token: String!) {\n    decisionForAppeal(token: $token) {\n      ...DecisionFields\n    }\n  }\n": types.DecisionForAppealDocument,
    "\n  fragment DecisionFields on Decision {\n    id\n    kind\n    subjectType\n    subjectId\n    subjectLabel\n    reasonCode\n    reasonText\n    rule\n    ruleTitle\n    text\n    automatic\n    decidedAt\n    appealableUntil\n    reversedAt\n    restoredAt\n    supersededAt\n    viewerCanAppeal\n    appeal {\n      status\n      submittedAt\n      decidedAt\n      outcomeReason\n      notRestored\n    }\n  }\n": types.DecisionFieldsFragmentDoc,
    "\n  query MyDecisions($first: Int, $after: String) {\n    myDecisions(first: $first, after: $after) {\n      items {\n        ...DecisionFields\n      }\n      nextCursor\n    }\n  }\n": types.MyDecisionsDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      ...CurrentUserFields\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    viewerCan {\n      useAdminTools\n      moderate\n      manageUsers\n      viewAuditLog\n      reviewIdDocuments\n      reviewBlockedUploads\n      generateSampleData\n      createProfile\n      createReport\n      flag\n    }\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n    suspendedUntil\n    suspensionReason\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignUp($input: RegisterInput!) {\n    signUp(input: $input) {\n      confirmEmail\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n": types.UnlockAccountDocument,
    "\n  mutation FlagReport($reportId: ID!, $input: FlagInput!) {\n    flagReport(reportId: $reportId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n": types.FlagReportDocument,
    "\n  mutation FlagProfile($profileId: ID!, $input: FlagInput!) {\n    flagProfile(profileId: $profileId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n": types.FlagProfileDocument,
    "\n  query MyFlags($profileId: ID!) {\n    myFlags(profileId: $profileId) {\n      targetType\n      targetId\n    }\n  }\n": types.MyFlagsDocument,
    "\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n": types.BrowseProfilesDocument,
    "\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n": types.LocationsDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileCard_profile\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    read\n    createdAt\n    actionUrl\n    decision {\n      ...DecisionFields\n    }\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query Notifications($unreadOnly: Boolean!) {\n    notifications(unreadOnly: $unreadOnly) {\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      expiresAt\n      maskedPhone\n    }\n  }\n": types.SendPhoneCodeDocument,
    "\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      ...CurrentUserFields\n    }\n  }\n": types.VerifyPhoneDocument,
    "\n  mutation CheckPhoto($image: Upload!) {\n    checkPhoto(image: $image) {\n      matches {\n        profileId\n        displayName\n        location\n        distance\n        similarity\n      }\n      message\n    }\n  }\n": types.CheckPhotoDocument,
    "\n  fragment MyPreferencesFields on MyPreferences {\n    notifications {\n      decisionsInApp\n      decisionsEmail\n      newReportsInApp\n      newReportsEmail\n      sounds\n      decisionsPush\n      newReportsPush\n      flagsInApp\n      flagsPush\n      flagsEmail\n      appealsInApp\n      appealsPush\n      appealsEmail\n      accountInApp\n      accountPush\n      accountEmail\n      watchesInApp\n      watchesPush\n      watchesEmail\n      pushDetails\n      quietHours {\n        enabled\n        start\n        end\n      }\n    }\n    privacy {\n      rememberViewedProfiles\n    }\n    appearance {\n      theme\n      fontSize\n      highContrast\n      reducedMotion\n      largeCursor\n      soundEffects\n      sidebarCollapsed\n      language\n      timeZone\n    }\n    updatedAt\n  }\n": types.MyPreferencesFieldsFragmentDoc,
    "\n  query MyPreferences {\n    myPreferences {\n      ...MyPreferencesFields\n    }\n  }\n": types.MyPreferencesDocument,
    "\n  mutation UpdateMyPreferences($input: UpdatePreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      ...MyPreferencesFields\n    }\n  }\n": types.UpdateMyPreferencesDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n  }\n": types.ProfileCard_ProfileFragmentDoc,
    "\n  fragment ProfileHeader_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n    awaitingReview\n    reportsPaused\n  }\n": types.ProfileHeader_ProfileFragmentDoc,
    "\n  fragment ProfilePicture_image on ProfileImage {\n    url\n    width\n    height\n    variants {\n      width\n      webpUrl\n      jpegUrl\n    }\n  }\n": types.ProfilePicture_ImageFragmentDoc,
    "\n  query MyAddedProfiles {\n    myAddedProfiles {\n      id\n      displayName\n      location\n      awaitingReview\n    }\n  }\n": types.MyAddedProfilesDocument,
    "\n  query ProfileRoute($id: ID!) {\n    profile(id: $id) {\n      id\n      viewerCan {\n        moderate\n      }\n      ...ProfileHeader_profile\n    }\n  }\n": types.ProfileRouteDocument,
    "\n  mutation RecordProfileView($profileId: ID!) {\n    recordProfileView(profileId: $profileId)\n  }\n": types.RecordProfileViewDocument,
    "\n  query RecentlyViewed($limit: Int!) {\n    myInteractions(limit: $limit) {\n      viewCount\n      lastViewedAt\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n": types.RecentlyViewedDocument,
    "\n  query Recommendations {\n    recommendations {\n      score\n      reasons\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n": types.RecommendationsDocument,
    "\n  mutation ConfirmRemovalRequest($token: String!) {\n    confirmRemovalRequest(token: $token) {\n      id\n      contentHidden\n      confirmationSent\n    }\n  }\n": types.ConfirmRemovalRequestDocument,
    "\n  mutation SubmitRemovalRequest($input: SubmitRemovalRequestInput!) {\n    submitRemovalRequest(input: $input) {\n      id\n      contentHidden\n    }\n  }\n": types.SubmitRemovalRequestDocument,
    "\n  fragment MyReportCard_report on MyReport {\n    id\n    profileId\n    profileName\n    reportType\n    title\n    content\n    category\n    rating\n    status\n    approved\n    dateOfInteraction\n    location\n    createdAt\n    rejectionReason\n    rejectionReasonText\n    moderationNote\n  }\n": types.MyReportCard_ReportFragmentDoc,
    "\n  fragment ReportCard_report on Report {\n    id\n    profileId\n    reportType\n    title\n    content\n    category\n    rating\n    dateOfInteraction\n    location\n    createdAt\n    viewerCan {\n      moderate\n    }\n  }\n": types.ReportCard_ReportFragmentDoc,
    "\n  mutation CreateReport($profileId: ID!, $input: CreateReportInput!) {\n    createReport(profileId: $profileId, input: $input) {\n      id\n      ...MyReportCard_report\n    }\n  }\n": types.CreateReportDocument,
    "\n  query MyPendingReports($profileId: ID!) {\n    myPendingReports(profileId: $profileId) {\n      id\n      ...ReportCard_report\n    }\n  }\n": types.MyPendingReportsDocument,
    "\n  query MyReports {\n    myReports {\n      id\n      ...MyReportCard_report\n    }\n  }\n": types.MyReportsDocument,
    "\n  query ProfileReports($profileId: ID!, $first: Int!, $after: String) {\n    profileReports(profileId: $profileId, first: $first, after: $after) {\n      items {\n        id\n        ...ReportCard_report\n      }\n      nextCursor\n    }\n  }\n": types.ProfileReportsDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation DeleteAccount($password: String!, $deletePublishedReports: Boolean!) {\n    deleteAccount(password: $password, deletePublishedReports: $deletePublishedReports)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUsernameDocument,
    "\n  query TransparencyReport($quarter: String) {\n    transparencyReport(quarter: $quarter) {\n      quarter\n      startsAt\n      endsAt\n      final\n      computedAt\n      hasActivity\n      availableQuarters\n      reports {\n        received\n        approved\n        rejected\n        rejectedByReason {\n          reason\n          count\n        }\n      }\n      removed {\n        profiles\n        profilesByReason {\n          reason\n          count\n        }\n        images\n        imagesByReason {\n          reason\n          count\n        }\n      }\n      removalRequests {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n        decided\n        medianHoursToDecision\n      }\n      flags {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n      }\n      appeals {\n        received\n        upheld\n        rejected\n        decisionsReversed\n      }\n      sanctions {\n        kind\n        count\n      }\n      idDocuments {\n        due\n        deletedOnTime\n        onTimeShare\n      }\n    }\n  }\n": types.TransparencyReportDocument,
    "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": types.SetupTwoFactorDocument,
    "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n": types.DisableTwoFactorDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n      passedInThisSession\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      ...CurrentUserFields\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  fragment IdVerificationStateFields on IdVerificationState {\n    idVerified\n    status\n    verifiedAt\n    submittedAt\n  }\n": types.IdVerificationStateFieldsFragmentDoc,
    "\n  query IdVerificationStatus {\n    idVerificationStatus {\n      ...IdVerificationStateFields\n    }\n  }\n": types.IdVerificationStatusDocument,
    "\n  mutation SubmitIdVerification($input: IdVerificationInput!, $idImage: Upload!) {\n    submitIdVerification(input: $input, idImage: $idImage) {\n      ...IdVerificationStateFields\n    }\n  }\n": types.SubmitIdVerificationDocument,
    "\n  fragment WatchFields on Watch {\n    id\n    firstName\n    lastName\n    location\n    radius\n    status\n    createdAt\n    expiresAt\n    lastMatchedAt\n  }\n": types.WatchFieldsFragmentDoc,
    "\n  query MyWatches {\n    myWatches {\n      ...WatchFields\n    }\n  }\n": types.MyWatchesDocument,
    "\n  mutation CreateWatch($input: WatchInput!) {\n    createWatch(input: $input) {\n      ...WatchFields\n    }\n  }\n": types.CreateWatchDocument,
    "\n  mutation RenewWatch($id: ID!) {\n    renewWatch(id: $id) {\n      ...WatchFields\n    }\n  }\n": types.RenewWatchDocument,
    "\n  mutation DeleteWatch($id: ID!) {\n    deleteWatch(id: $id)\n  }\n": types.DeleteWatchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProfile($input: CreateProfileInput!, $profileImage: Upload) {\n    createProfile(input: $input, profileImage: $profileImage) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppealFields on Appeal {\n    id\n    text\n    viaLink\n    submittedAt\n    status\n    decidedAt\n    decidedBy\n    outcomeReason\n    notRestored\n    viewerCanDecide\n    needsSecondLook\n    decision {\n      ...DecisionFields\n      decidedBy\n    }\n  }\n"): (typeof documents)["\n  fragment AppealFields on Appeal {\n    id\n    text\n    viaLink\n    submittedAt\n    status\n    decidedAt\n    decidedBy\n    outcomeReason\n    notRestored\n    viewerCanDecide\n    needsSecondLook\n    decision {\n      ...DecisionFields\n      decidedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAppeals($first: Int, $after: String) {\n    adminAppeals(first: $first, after: $after) {\n      items {\n        ...AppealFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminAppeals($first: Int, $after: String) {\n    adminAppeals(first: $first, after: $after) {\n      items {\n        ...AppealFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideAppeal($appealId: ID!, $input: DecideAppealInput!) {\n    decideAppeal(appealId: $appealId, input: $input) {\n      ...AppealFields\n    }\n  }\n"): (typeof documents)["\n  mutation DecideAppeal($appealId: ID!, $input: DecideAppealInput!) {\n    decideAppeal(appealId: $appealId, input: $input) {\n      ...AppealFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditLogFilter!) {\n    auditLog(filter: $filter) {\n      id\n      action\n      actorLabel\n      targetType\n      targetId\n      targetLabel\n      reasonCode\n      note\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditLogFilter!) {\n    auditLog(filter: $filter) {\n      id\n      action\n      actorLabel\n      targetType\n      targetId\n      targetLabel\n      reasonCode\n      note\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportPauseAlert_pause on ReportPause {\n    id\n    profileId\n    profileName\n    trigger\n    reportCount\n    newAccountReportCount\n    pendingReportCount\n    startedAt\n    endsAt\n  }\n"): (typeof documents)["\n  fragment ReportPauseAlert_pause on ReportPause {\n    id\n    profileId\n    profileName\n    trigger\n    reportCount\n    newAccountReportCount\n    pendingReportCount\n    startedAt\n    endsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminStats {\n      totalUsers\n      usersToday\n      totalProfiles\n      profilesToday\n      totalReports\n      reportsToday\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n      flaggedProfiles\n      bannedUsers\n      automaticHidesLastHour\n      automaticHideCeiling\n      estimated\n    }\n    adminRecentActivity {\n      type\n      description\n      timestamp\n    }\n    adminReportPauses {\n      ...ReportPauseAlert_pause\n    }\n    adminAnalytics(days: 30) {\n      queueSize\n      queueSizeIsExact\n      medianWaitAsOf\n      medianWaitHours\n      medianDecisionHours\n      days {\n        day\n        reports\n        signups\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminStats {\n      totalUsers\n      usersToday\n      totalProfiles\n      profilesToday\n      totalReports\n      reportsToday\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n      flaggedProfiles\n      bannedUsers\n      automaticHidesLastHour\n      automaticHideCeiling\n      estimated\n    }\n    adminRecentActivity {\n      type\n      description\n      timestamp\n    }\n    adminReportPauses {\n      ...ReportPauseAlert_pause\n    }\n    adminAnalytics(days: 30) {\n      queueSize\n      queueSizeIsExact\n      medianWaitAsOf\n      medianWaitHours\n      medianDecisionHours\n      days {\n        day\n        reports\n        signups\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftReportPause($profileId: ID!) {\n    liftReportPause(profileId: $profileId) {\n      id\n      liftedAt\n    }\n  }\n"): (typeof documents)["\n  mutation LiftReportPause($profileId: ID!) {\n    liftReportPause(profileId: $profileId) {\n      id\n      liftedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendReportPause($profileId: ID!, $hours: Int!) {\n    extendReportPause(profileId: $profileId, input: { hours: $hours }) {\n      id\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendReportPause($profileId: ID!, $hours: Int!) {\n    extendReportPause(profileId: $profileId, input: { hours: $hours }) {\n      id\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlagCaseFields on FlagCase {\n    id\n    targetType\n    targetId\n    profileId\n    profileName\n    reportTitle\n    excerpt\n    flagCount\n    countedFlags\n    urgent\n    dueAt\n    reasons {\n      reason\n      count\n    }\n    notes\n    openedAt\n    hidden\n    status\n    decidedAt\n    decisionReason\n    decisionRule\n    decisionText\n  }\n"): (typeof documents)["\n  fragment FlagCaseFields on FlagCase {\n    id\n    targetType\n    targetId\n    profileId\n    profileName\n    reportTitle\n    excerpt\n    flagCount\n    countedFlags\n    urgent\n    dueAt\n    reasons {\n      reason\n      count\n    }\n    notes\n    openedAt\n    hidden\n    status\n    decidedAt\n    decisionReason\n    decisionRule\n    decisionText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlags($first: Int, $after: String) {\n    adminFlags(first: $first, after: $after) {\n      items {\n        ...FlagCaseFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminFlags($first: Int, $after: String) {\n    adminFlags(first: $first, after: $after) {\n      items {\n        ...FlagCaseFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpholdFlags($caseId: ID!, $input: UpholdFlagsInput!) {\n    upholdFlags(caseId: $caseId, input: $input) {\n      ...FlagCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpholdFlags($caseId: ID!, $input: UpholdFlagsInput!) {\n    upholdFlags(caseId: $caseId, input: $input) {\n      ...FlagCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissFlags($caseId: ID!, $note: String) {\n    dismissFlags(caseId: $caseId, note: $note) {\n      ...FlagCaseFields\n    }\n  }\n"): (typeof documents)["\n  mutation DismissFlags($caseId: ID!, $note: String) {\n    dismissFlags(caseId: $caseId, note: $note) {\n      ...FlagCaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingImages {\n    pendingImages {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PendingImages {\n    pendingImages {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideImage($profileId: ID!, $status: ImageDecision!, $reason: ModerationReason, $note: String) {\n    decideImage(profileId: $profileId, status: $status, reason: $reason, note: $note)\n  }\n"): (typeof documents)["\n  mutation DecideImage($profileId: ID!, $status: ImageDecision!, $reason: ModerationReason, $note: String) {\n    decideImage(profileId: $profileId, status: $status, reason: $reason, note: $note)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationProfileFields on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    flagStatus\n    reviewCount\n    averageRating\n    imageApprovalStatus\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    isSample\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ModerationProfileFields on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    flagStatus\n    reviewCount\n    averageRating\n    imageApprovalStatus\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    isSample\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationProfiles($search: String, $page: Int!) {\n    moderationProfiles(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationProfiles($search: String, $page: Int!) {\n    moderationProfiles(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProfile($id: ID!, $input: AdminProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      location\n      latitude\n      longitude\n      bio\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProfile($id: ID!, $input: AdminProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      displayName\n      location\n      latitude\n      longitude\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProfile($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteProfile(id: $id, reason: $reason, note: $note)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProfile($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteProfile(id: $id, reason: $reason, note: $note)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemovalRequests {\n    removalRequests {\n      id\n      targetType\n      targetId\n      targetLabel\n      profileId\n      reason\n      explanation\n      contactEmail\n      contactConfirmed\n      senderDismissedCount\n      status\n      contentHidden\n      decisionReason\n      decidedAt\n      decidedBy\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query RemovalRequests {\n    removalRequests {\n      id\n      targetType\n      targetId\n      targetLabel\n      profileId\n      reason\n      explanation\n      contactEmail\n      contactConfirmed\n      senderDismissedCount\n      status\n      contentHidden\n      decisionReason\n      decidedAt\n      decidedBy\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideRemovalRequest($id: ID!, $decision: RemovalDecision!, $reason: String!) {\n    decideRemovalRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      decisionReason\n      decidedAt\n      decidedBy\n    }\n  }\n"): (typeof documents)["\n  mutation DecideRemovalRequest($id: ID!, $decision: RemovalDecision!, $reason: String!) {\n    decideRemovalRequest(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n      decisionReason\n      decidedAt\n      decidedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchesMatchingProfile($profileId: ID!) {\n    watchesMatchingProfile(profileId: $profileId) {\n      id\n      firstName\n      lastName\n      location\n      radius\n      status\n    }\n  }\n"): (typeof documents)["\n  query WatchesMatchingProfile($profileId: ID!) {\n    watchesMatchingProfile(profileId: $profileId) {\n      id\n      firstName\n      lastName\n      location\n      radius\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndWatch($id: ID!, $note: String) {\n    endWatch(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EndWatch($id: ID!, $note: String) {\n    endWatch(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationReportFields on Report {\n    id\n    title\n    content\n    reportType\n    status\n    approved\n    category\n    rating\n    createdAt\n    dateOfInteraction\n    location\n    profileId\n    profileName\n    moderatedAt\n    moderationNote\n    rejectionReason\n  }\n"): (typeof documents)["\n  fragment ModerationReportFields on Report {\n    id\n    title\n    content\n    reportType\n    status\n    approved\n    category\n    rating\n    createdAt\n    dateOfInteraction\n    location\n    profileId\n    profileName\n    moderatedAt\n    moderationNote\n    rejectionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) {\n    moderationReports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationReports($filter: AdminReportFilter!, $page: Int!, $pageSize: Int!) {\n    moderationReports(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...ModerationReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportsProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query AdminReportsProfile($id: ID!) {\n    profile(id: $id) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealReportAuthor($reportId: ID!) {\n    revealReportAuthor(reportId: $reportId)\n  }\n"): (typeof documents)["\n  mutation RevealReportAuthor($reportId: ID!) {\n    revealReportAuthor(reportId: $reportId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReport($id: ID!, $note: String) {\n    approveReport(id: $id, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReport($id: ID!, $note: String) {\n    approveReport(id: $id, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReport($id: ID!, $reason: ModerationReason!, $note: String) {\n    rejectReport(id: $id, reason: $reason, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReport($id: ID!, $reason: ModerationReason!, $note: String) {\n    rejectReport(id: $id, reason: $reason, note: $note) {\n      id\n      status\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReport($id: ID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      id\n      title\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReport($id: ID!, $input: UpdateReportInput!) {\n    updateReport(id: $id, input: $input) {\n      id\n      title\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReport($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteReport(id: $id, reason: $reason, note: $note)\n  }\n"): (typeof documents)["\n  mutation DeleteReport($id: ID!, $reason: ModerationReason, $note: String) {\n    deleteReport(id: $id, reason: $reason, note: $note)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateSampleData($count: Int!) {\n    generateSampleData(count: $count) {\n      profilesCreated\n      reviewsCreated\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateSampleData($count: Int!) {\n    generateSampleData(count: $count) {\n      profilesCreated\n      reviewsCreated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSampleData {\n    removeSampleData {\n      profilesRemoved\n      reviewsRemoved\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSampleData {\n    removeSampleData {\n      profilesRemoved\n      reviewsRemoved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQueueCounts {\n    adminStats {\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n    }\n  }\n"): (typeof documents)["\n  query AdminQueueCounts {\n    adminStats {\n      pendingReports\n      pendingImages\n      pendingVerifications\n      pendingFlagCases\n      pendingRemovalRequests\n      pendingAppeals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationClaimFields on ModerationClaim {\n    queue\n    itemId\n    adminId\n    adminName\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment ModerationClaimFields on ModerationClaim {\n    queue\n    itemId\n    adminId\n    adminName\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationClaims($queue: ModerationQueue!) {\n    moderationClaims(queue: $queue) {\n      ...ModerationClaimFields\n    }\n  }\n"): (typeof documents)["\n  query ModerationClaims($queue: ModerationQueue!) {\n    moderationClaims(queue: $queue) {\n      ...ModerationClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      queue\n      itemId\n      change\n      counts {\n        reports\n        images\n        verifications\n        flags\n        removalRequests\n        appeals\n      }\n      claim {\n        ...ModerationClaimFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ModerationQueueChanged {\n    moderationQueueChanged {\n      queue\n      itemId\n      change\n      counts {\n        reports\n        images\n        verifications\n        flags\n        removalRequests\n        appeals\n      }\n      claim {\n        ...ModerationClaimFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimModerationItem($queue: ModerationQueue!, $id: ID!) {\n    claimModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimModerationItem($queue: ModerationQueue!, $id: ID!) {\n    claimModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeOverModerationItem($queue: ModerationQueue!, $id: ID!) {\n    takeOverModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation TakeOverModerationItem($queue: ModerationQueue!, $id: ID!) {\n    takeOverModerationItem(queue: $queue, id: $id) {\n      ...ModerationClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseModerationItem($queue: ModerationQueue!, $id: ID!) {\n    releaseModerationItem(queue: $queue, id: $id)\n  }\n"): (typeof documents)["\n  mutation ReleaseModerationItem($queue: ModerationQueue!, $id: ID!) {\n    releaseModerationItem(queue: $queue, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    isAdmin\n    banned\n    banReason\n    bannedAt\n    ipBanned\n    lastIp\n    phoneVerified\n    idVerificationStatus\n    createdAt\n    suspendedUntil\n    suspensionReason\n    strikes\n    warnings\n    suggestedSanction\n    suggestedSanctionReason\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    email\n    firstName\n    lastName\n    role\n    isAdmin\n    banned\n    banReason\n    bannedAt\n    ipBanned\n    lastIp\n    phoneVerified\n    idVerificationStatus\n    createdAt\n    suspendedUntil\n    suspensionReason\n    strikes\n    warnings\n    suggestedSanction\n    suggestedSanctionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $page: Int!) {\n    adminUsers(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...AdminUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $page: Int!) {\n    adminUsers(search: $search, page: $page) {\n      total\n      totalIsExact\n      page\n      pageSize\n      items {\n        ...AdminUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanUser($userId: ID!, $note: String) {\n    unbanUser(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnbanUser($userId: ID!, $note: String) {\n    unbanUser(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WarnMember($input: SanctionInput!) {\n    warnMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation WarnMember($input: SanctionInput!) {\n    warnMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendMember($input: SanctionInput!) {\n    suspendMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendMember($input: SanctionInput!) {\n    suspendMember(input: $input) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftSuspension($userId: ID!, $note: String) {\n    liftSuspension(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation LiftSuspension($userId: ID!, $note: String) {\n    liftSuspension(userId: $userId, note: $note) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberSanctionHistory($userId: ID!) {\n    memberSanctionHistory(userId: $userId, first: 50) {\n      items {\n        id\n        kind\n        subjectLabel\n        reasonText\n        text\n        decidedAt\n        decidedBy\n        reversedAt\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MemberSanctionHistory($userId: ID!) {\n    memberSanctionHistory(userId: $userId, first: 50) {\n      items {\n        id\n        kind\n        subjectLabel\n        reasonText\n        text\n        decidedAt\n        decidedBy\n        reversedAt\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    userId\n    username\n    email\n    idType\n    status\n    submittedAt\n    decidedAt\n    reviewerLabel\n    notes\n    hasDocument\n  }\n"): (typeof documents)["\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    userId\n    username\n    email\n    idType\n    status\n    submittedAt\n    decidedAt\n    reviewerLabel\n    notes\n    hasDocument\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationRequests($filter: VerificationListFilter!) {\n    verificationRequests(filter: $filter) {\n      pending\n      all\n      items {\n        ...VerificationRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerificationRequests($filter: VerificationListFilter!) {\n    verificationRequests(filter: $filter) {\n      pending\n      all\n      items {\n        ...VerificationRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenIdDocument($requestId: ID!) {\n    openIdDocument(requestId: $requestId) {\n      idType\n      fullName\n      idNumber\n      dateOfBirth\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation OpenIdDocument($requestId: ID!) {\n    openIdDocument(requestId: $requestId) {\n      idType\n      fullName\n      idNumber\n      dateOfBirth\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveVerification($requestId: ID!, $notes: String) {\n    approveVerification(requestId: $requestId, notes: $notes)\n  }\n"): (typeof documents)["\n  mutation ApproveVerification($requestId: ID!, $notes: String) {\n    approveVerification(requestId: $requestId, notes: $notes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectVerification($requestId: ID!, $notes: String) {\n    rejectVerification(requestId: $requestId, notes: $notes)\n  }\n"): (typeof documents)["\n  mutation RejectVerification($requestId: ID!, $notes: String) {\n    rejectVerification(requestId: $requestId, notes: $notes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query MyApiTokens {\n    myApiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppealDecision($input: AppealDecisionInput!) {\n    appealDecision(input: $input) {\n      ...DecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecisionForAppeal($token: String!) {\n    decisionForAppeal(token: $token) {\n      ...DecisionFields\n    }\n  }\n"): (typeof documents)["\n  query DecisionForAppeal($token: String!) {\n    decisionForAppeal(token: $token) {\n      ...DecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DecisionFields on Decision {\n    id\n    kind\n    subjectType\n    subjectId\n    subjectLabel\n    reasonCode\n    reasonText\n    rule\n    ruleTitle\n    text\n    automatic\n    decidedAt\n    appealableUntil\n    reversedAt\n    restoredAt\n    supersededAt\n    viewerCanAppeal\n    appeal {\n      status\n      submittedAt\n      decidedAt\n      outcomeReason\n      notRestored\n    }\n  }\n"): (typeof documents)["\n  fragment DecisionFields on Decision {\n    id\n    kind\n    subjectType\n    subjectId\n    subjectLabel\n    reasonCode\n    reasonText\n    rule\n    ruleTitle\n    text\n    automatic\n    decidedAt\n    appealableUntil\n    reversedAt\n    restoredAt\n    supersededAt\n    viewerCanAppeal\n    appeal {\n      status\n      submittedAt\n      decidedAt\n      outcomeReason\n      notRestored\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDecisions($first: Int, $after: String) {\n    myDecisions(first: $first, after: $after) {\n      items {\n        ...DecisionFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query MyDecisions($first: Int, $after: String) {\n    myDecisions(first: $first, after: $after) {\n      items {\n        ...DecisionFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    viewerCan {\n      useAdminTools\n      moderate\n      manageUsers\n      viewAuditLog\n      reviewIdDocuments\n      reviewBlockedUploads\n      generateSampleData\n      createProfile\n      createReport\n      flag\n    }\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n    suspendedUntil\n    suspensionReason\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    viewerCan {\n      useAdminTools\n      moderate\n      manageUsers\n      viewAuditLog\n      reviewIdDocuments\n      reviewBlockedUploads\n      generateSampleData\n      createProfile\n      createReport\n      flag\n    }\n    idVerificationStatus\n    profileImageUrl\n    phoneVerified\n    usernameChangeAvailableAt\n    suspendedUntil\n    suspensionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: RegisterInput!) {\n    signUp(input: $input) {\n      confirmEmail\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: RegisterInput!) {\n    signUp(input: $input) {\n      confirmEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagReport($reportId: ID!, $input: FlagInput!) {\n    flagReport(reportId: $reportId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n"): (typeof documents)["\n  mutation FlagReport($reportId: ID!, $input: FlagInput!) {\n    flagReport(reportId: $reportId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FlagProfile($profileId: ID!, $input: FlagInput!) {\n    flagProfile(profileId: $profileId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n"): (typeof documents)["\n  mutation FlagProfile($profileId: ID!, $input: FlagInput!) {\n    flagProfile(profileId: $profileId, input: $input) {\n      targetType\n      targetId\n      contentHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFlags($profileId: ID!) {\n    myFlags(profileId: $profileId) {\n      targetType\n      targetId\n    }\n  }\n"): (typeof documents)["\n  query MyFlags($profileId: ID!) {\n    myFlags(profileId: $profileId) {\n      targetType\n      targetId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n"): (typeof documents)["\n  query BrowseProfiles($filter: ProfileFilter, $page: Int!, $pageSize: Int!) {\n    profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...ProfileCard_profile\n      }\n      total\n      totalIsExact\n      page\n      pageSize\n      pageCount\n      hasNextPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query Locations {\n    locations {\n      name\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileCard_profile\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileCard_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    read\n    createdAt\n    actionUrl\n    decision {\n      ...DecisionFields\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    message\n    read\n    createdAt\n    actionUrl\n    decision {\n      ...DecisionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($unreadOnly: Boolean!) {\n    notifications(unreadOnly: $unreadOnly) {\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  query Notifications($unreadOnly: Boolean!) {\n    notifications(unreadOnly: $unreadOnly) {\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      expiresAt\n      maskedPhone\n    }\n  }\n"): (typeof documents)["\n  mutation SendPhoneCode($phone: String!) {\n    sendPhoneCode(phone: $phone) {\n      expiresAt\n      maskedPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPhone($phone: String!, $code: String!) {\n    verifyPhone(phone: $phone, code: $code) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckPhoto($image: Upload!) {\n    checkPhoto(image: $image) {\n      matches {\n        profileId\n        displayName\n        location\n        distance\n        similarity\n      }\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CheckPhoto($image: Upload!) {\n    checkPhoto(image: $image) {\n      matches {\n        profileId\n        displayName\n        location\n        distance\n        similarity\n      }\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyPreferencesFields on MyPreferences {\n    notifications {\n      decisionsInApp\n      decisionsEmail\n      newReportsInApp\n      newReportsEmail\n      sounds\n      decisionsPush\n      newReportsPush\n      flagsInApp\n      flagsPush\n      flagsEmail\n      appealsInApp\n      appealsPush\n      appealsEmail\n      accountInApp\n      accountPush\n      accountEmail\n      watchesInApp\n      watchesPush\n      watchesEmail\n      pushDetails\n      quietHours {\n        enabled\n        start\n        end\n      }\n    }\n    privacy {\n      rememberViewedProfiles\n    }\n    appearance {\n      theme\n      fontSize\n      highContrast\n      reducedMotion\n      largeCursor\n      soundEffects\n      sidebarCollapsed\n      language\n      timeZone\n    }\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment MyPreferencesFields on MyPreferences {\n    notifications {\n      decisionsInApp\n      decisionsEmail\n      newReportsInApp\n      newReportsEmail\n      sounds\n      decisionsPush\n      newReportsPush\n      flagsInApp\n      flagsPush\n      flagsEmail\n      appealsInApp\n      appealsPush\n      appealsEmail\n      accountInApp\n      accountPush\n      accountEmail\n      watchesInApp\n      watchesPush\n      watchesEmail\n      pushDetails\n      quietHours {\n        enabled\n        start\n        end\n      }\n    }\n    privacy {\n      rememberViewedProfiles\n    }\n    appearance {\n      theme\n      fontSize\n      highContrast\n      reducedMotion\n      largeCursor\n      soundEffects\n      sidebarCollapsed\n      language\n      timeZone\n    }\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPreferences {\n    myPreferences {\n      ...MyPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query MyPreferences {\n    myPreferences {\n      ...MyPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyPreferences($input: UpdatePreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      ...MyPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyPreferences($input: UpdatePreferencesInput!) {\n    updateMyPreferences(input: $input) {\n      ...MyPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProfileCard_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    location\n    latitude\n    longitude\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n    awaitingReview\n    reportsPaused\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_profile on Profile {\n    id\n    firstName\n    lastName\n    displayName\n    age\n    bio\n    location\n    category\n    profileImageUrl\n    profileImage {\n      ...ProfilePicture_image\n    }\n    imageApprovalStatus\n    flagStatus\n    flagShown\n    averageRating\n    reviewCount\n    awaitingReview\n    reportsPaused\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilePicture_image on ProfileImage {\n    url\n    width\n    height\n    variants {\n      width\n      webpUrl\n      jpegUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ProfilePicture_image on ProfileImage {\n    url\n    width\n    height\n    variants {\n      width\n      webpUrl\n      jpegUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddedProfiles {\n    myAddedProfiles {\n      id\n      displayName\n      location\n      awaitingReview\n    }\n  }\n"): (typeof documents)["\n  query MyAddedProfiles {\n    myAddedProfiles {\n      id\n      displayName\n      location\n      awaitingReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileRoute($id: ID!) {\n    profile(id: $id) {\n      id\n      viewerCan {\n        moderate\n      }\n      ...ProfileHeader_profile\n    }\n  }\n"): (typeof documents)["\n  query ProfileRoute($id: ID!) {\n    profile(id: $id) {\n      id\n      viewerCan {\n        moderate\n      }\n      ...ProfileHeader_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordProfileView($profileId: ID!) {\n    recordProfileView(profileId: $profileId)\n  }\n"): (typeof documents)["\n  mutation RecordProfileView($profileId: ID!) {\n    recordProfileView(profileId: $profileId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyViewed($limit: Int!) {\n    myInteractions(limit: $limit) {\n      viewCount\n      lastViewedAt\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecentlyViewed($limit: Int!) {\n    myInteractions(limit: $limit) {\n      viewCount\n      lastViewedAt\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recommendations {\n    recommendations {\n      score\n      reasons\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  query Recommendations {\n    recommendations {\n      score\n      reasons\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRemovalRequest($token: String!) {\n    confirmRemovalRequest(token: $token) {\n      id\n      contentHidden\n      confirmationSent\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRemovalRequest($token: String!) {\n    confirmRemovalRequest(token: $token) {\n      id\n      contentHidden\n      confirmationSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRemovalRequest($input: SubmitRemovalRequestInput!) {\n    submitRemovalRequest(input: $input) {\n      id\n      contentHidden\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRemovalRequest($input: SubmitRemovalRequestInput!) {\n    submitRemovalRequest(input: $input) {\n      id\n      contentHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyReportCard_report on MyReport {\n    id\n    profileId\n    profileName\n    reportType\n    title\n    content\n    category\n    rating\n    status\n    approved\n    dateOfInteraction\n    location\n    createdAt\n    rejectionReason\n    rejectionReasonText\n    moderationNote\n  }\n"): (typeof documents)["\n  fragment MyReportCard_report on MyReport {\n    id\n    profileId\n    profileName\n    reportType\n    title\n    content\n    category\n    rating\n    status\n    approved\n    dateOfInteraction\n    location\n    createdAt\n    rejectionReason\n    rejectionReasonText\n    moderationNote\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportCard_report on Report {\n    id\n    profileId\n    reportType\n    title\n    content\n    category\n    rating\n    dateOfInteraction\n    location\n    createdAt\n    viewerCan {\n      moderate\n    }\n  }\n"): (typeof documents)["\n  fragment ReportCard_report on Report {\n    id\n    profileId\n    reportType\n    title\n    content\n    category\n    rating\n    dateOfInteraction\n    location\n    createdAt\n    viewerCan {\n      moderate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReport($profileId: ID!, $input: CreateReportInput!) {\n    createReport(profileId: $profileId, input: $input) {\n      id\n      ...MyReportCard_report\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReport($profileId: ID!, $input: CreateReportInput!) {\n    createReport(profileId: $profileId, input: $input) {\n      id\n      ...MyReportCard_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPendingReports($profileId: ID!) {\n    myPendingReports(profileId: $profileId) {\n      id\n      ...ReportCard_report\n    }\n  }\n"): (typeof documents)["\n  query MyPendingReports($profileId: ID!) {\n    myPendingReports(profileId: $profileId) {\n      id\n      ...ReportCard_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReports {\n    myReports {\n      id\n      ...MyReportCard_report\n    }\n  }\n"): (typeof documents)["\n  query MyReports {\n    myReports {\n      id\n      ...MyReportCard_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileReports($profileId: ID!, $first: Int!, $after: String) {\n    profileReports(profileId: $profileId, first: $first, after: $after) {\n      items {\n        id\n        ...ReportCard_report\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ProfileReports($profileId: ID!, $first: Int!, $after: String) {\n    profileReports(profileId: $profileId, first: $first, after: $after) {\n      items {\n        id\n        ...ReportCard_report\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      signedInAt\n      lastSeenAt\n      expiresAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!, $deletePublishedReports: Boolean!) {\n    deleteAccount(password: $password, deletePublishedReports: $deletePublishedReports)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!, $deletePublishedReports: Boolean!) {\n    deleteAccount(password: $password, deletePublishedReports: $deletePublishedReports)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUsername($username: String!) {\n    updateUsername(username: $username) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransparencyReport($quarter: String) {\n    transparencyReport(quarter: $quarter) {\n      quarter\n      startsAt\n      endsAt\n      final\n      computedAt\n      hasActivity\n      availableQuarters\n      reports {\n        received\n        approved\n        rejected\n        rejectedByReason {\n          reason\n          count\n        }\n      }\n      removed {\n        profiles\n        profilesByReason {\n          reason\n          count\n        }\n        images\n        imagesByReason {\n          reason\n          count\n        }\n      }\n      removalRequests {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n        decided\n        medianHoursToDecision\n      }\n      flags {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n      }\n      appeals {\n        received\n        upheld\n        rejected\n        decisionsReversed\n      }\n      sanctions {\n        kind\n        count\n      }\n      idDocuments {\n        due\n        deletedOnTime\n        onTimeShare\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransparencyReport($quarter: String) {\n    transparencyReport(quarter: $quarter) {\n      quarter\n      startsAt\n      endsAt\n      final\n      computedAt\n      hasActivity\n      availableQuarters\n      reports {\n        received\n        approved\n        rejected\n        rejectedByReason {\n          reason\n          count\n        }\n      }\n      removed {\n        profiles\n        profilesByReason {\n          reason\n          count\n        }\n        images\n        imagesByReason {\n          reason\n          count\n        }\n      }\n      removalRequests {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n        decided\n        medianHoursToDecision\n      }\n      flags {\n        received\n        byReasonAndOutcome {\n          reason\n          outcome\n          count\n        }\n      }\n      appeals {\n        received\n        upheld\n        rejected\n        decisionsReversed\n      }\n      sanctions {\n        kind\n        count\n      }\n      idDocuments {\n        due\n        deletedOnTime\n        onTimeShare\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($code: String!) {\n    enableTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($code: String!) {\n    disableTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n      passedInThisSession\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n      passedInThisSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($code: String!) {\n    verifySecondFactor(code: $code) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdVerificationStateFields on IdVerificationState {\n    idVerified\n    status\n    verifiedAt\n    submittedAt\n  }\n"): (typeof documents)["\n  fragment IdVerificationStateFields on IdVerificationState {\n    idVerified\n    status\n    verifiedAt\n    submittedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdVerificationStatus {\n    idVerificationStatus {\n      ...IdVerificationStateFields\n    }\n  }\n"): (typeof documents)["\n  query IdVerificationStatus {\n    idVerificationStatus {\n      ...IdVerificationStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitIdVerification($input: IdVerificationInput!, $idImage: Upload!) {\n    submitIdVerification(input: $input, idImage: $idImage) {\n      ...IdVerificationStateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitIdVerification($input: IdVerificationInput!, $idImage: Upload!) {\n    submitIdVerification(input: $input, idImage: $idImage) {\n      ...IdVerificationStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchFields on Watch {\n    id\n    firstName\n    lastName\n    location\n    radius\n    status\n    createdAt\n    expiresAt\n    lastMatchedAt\n  }\n"): (typeof documents)["\n  fragment WatchFields on Watch {\n    id\n    firstName\n    lastName\n    location\n    radius\n    status\n    createdAt\n    expiresAt\n    lastMatchedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWatches {\n    myWatches {\n      ...WatchFields\n    }\n  }\n"): (typeof documents)["\n  query MyWatches {\n    myWatches {\n      ...WatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWatch($input: WatchInput!) {\n    createWatch(input: $input) {\n      ...WatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWatch($input: WatchInput!) {\n    createWatch(input: $input) {\n      ...WatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewWatch($id: ID!) {\n    renewWatch(id: $id) {\n      ...WatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenewWatch($id: ID!) {\n    renewWatch(id: $id) {\n      ...WatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWatch($id: ID!) {\n    deleteWatch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWatch($id: ID!) {\n    deleteWatch(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;