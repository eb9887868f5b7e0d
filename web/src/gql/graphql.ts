/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Admin edit of a profile. Fields left out keep their value. */
export type AdminProfileInput = {
  /** New bio, at most 500 characters; null or an empty string clears it. */
  bio?: string | null | undefined;
  /** New first name, 1 to 60 characters. */
  firstName?: string | null | undefined;
  /** New last name, at most 60 characters; null or an empty string clears it. */
  lastName?: string | null | undefined;
  /** New location, at most 120 characters: a gazetteer name also sets the city-centroid coordinates, other text clears them; null or an empty string clears it. */
  location?: string | null | undefined;
};

/** Filters of the admin report list. The default is the moderation queue: pending, oldest first. */
export type AdminReportFilter = {
  /** Only reports about this profile. */
  profileId?: string | number | null | undefined;
  /** Only reports of this kind. */
  reportType?: ReportKind | null | undefined;
  /** Matches title, content or the profile name. */
  search?: string | null | undefined;
  /** Moderation state to list (default PENDING, the queue). */
  status?: ReportStatusFilter | null | undefined;
};

/** What an API token may do. Requests with a token are refused anything its scopes do not cover. */
export type ApiTokenScope =
  /** Admin tools. Admins only, created within 5 minutes of the admin's second factor; stops working if she is no longer an admin. */
  | 'MODERATE'
  /** Public reads and her own data (`me`, her reports, notifications, settings). */
  | 'READ'
  /** Posting as her (reports, people, settings), with the same rules and limits as the web app. */
  | 'WRITE';

/** An appeal against a decision: once per decision, within 6 months of it. */
export type AppealDecisionInput = {
  /** The decision (Decision.id). */
  decisionId: string | number;
  /** Why the decision is wrong, 1 to 2,000 characters. Moderators read it; it is never shown to anyone else. */
  text: string;
  /** The token of the link in the decision e-mail, for someone without a session (a removal requester, a banned member). */
  token?: string | null | undefined;
};

/** A moderator's decision on an appeal. */
export type AppealOutcome =
  /** The decision stands. */
  | 'REJECT'
  /** The appeal is right: the decision is undone in one transaction (what cannot be restored is said). */
  | 'UPHOLD';

/** Where an appeal against a moderation decision stands. */
export type AppealStatus =
  /** Waiting for a moderator other than the one who decided first (with a single moderator, her second look). */
  | 'PENDING'
  /** Rejected: the decision stands, with the second moderator's reason. */
  | 'REJECTED'
  /** Upheld: the decision was undone (what could not be restored is said). */
  | 'UPHELD';

/** Theme and accessibility choices. Leave a field out to keep its saved value. */
export type AppearancePreferencesInput = {
  /** Root font size in pixels, 12 to 20. */
  fontSize?: number | null | undefined;
  /** High-contrast colours. */
  highContrast?: boolean | null | undefined;
  /** Her language: en, es, fr or de. E-mails and texts follow it too. */
  language?: string | null | undefined;
  /** A large mouse cursor. */
  largeCursor?: boolean | null | undefined;
  /** Fewer animations. */
  reducedMotion?: boolean | null | undefined;
  /** The admin sidebar shows icons only. */
  sidebarCollapsed?: boolean | null | undefined;
  /** Interface sounds. */
  soundEffects?: boolean | null | undefined;
  /** Colour theme. */
  theme?: Theme | null | undefined;
  /** The time zone dates are shown in, as an IANA name: UTC, America/Los_Angeles, America/New_York or America/Chicago. */
  timeZone?: string | null | undefined;
};

/** Filters of the audit log (newest first). Omitted fields do not filter. */
export type AuditLogFilter = {
  /** Only this action, e.g. "user.ban". */
  action?: string | null | undefined;
  /** Only entries made by this account. */
  actorId?: string | number | null | undefined;
  /** Cursor: entries with a smaller id. */
  before?: string | null | undefined;
  /** How many entries, 1 to 200 (values outside are clamped). */
  limit?: number | null | undefined;
  /** Matches the target label, the actor label or the note (ignoring case). */
  search?: string | null | undefined;
  /** Only this kind of target, e.g. "report". */
  targetType?: string | null | undefined;
};

/** A ban: who, why, and optionally an IP ban. */
export type BanUserInput = {
  /** Also ban the user's last sign-in address (or `cidr`). */
  banIP?: boolean;
  /** An address or CIDR range to ban instead of her last address, e.g. 203.0.113.0/24. */
  cidr?: string | null | undefined;
  /** When the IP ban ends; none = until lifted. */
  ipBanExpiresAt?: string | null | undefined;
  /** Required: shown in the Users list and kept in the audit log. */
  reason: string;
  /** The reason code of the statement of reasons she receives (default OTHER). */
  reasonCode?: ModerationReason | null | undefined;
  /** The rule of the community guidelines the ban applies (default: the usual rule of the reason code). */
  rule?: GuidelineRule | null | undefined;
  /** The account to ban: not her own, and not an admin (FORBIDDEN). */
  userId: string | number;
};

/** The kind of connection: dating or friends. */
export type Category =
  /** Dating or romantic (Dating/Romantic). */
  | 'DATING'
  /** Friendship or social (Friends/Social). */
  | 'FRIENDS';

/** A new personal access token. */
export type CreateApiTokenInput = {
  /** Days until it stops working, 1 to 365; null = no expiry. */
  expiresInDays?: number | null | undefined;
  /** A name to recognise it by: 1 to 60 characters (trimmed). */
  name: string;
  /** One to three different scopes. MODERATE: admins only, within 5 minutes of the second factor. */
  scopes: Array<ApiTokenScope>;
};

/** Adds a person and, usually, her first report, in one transaction. */
export type CreateProfileInput = {
  /** Age in years, 18 to 100. */
  age?: number | null | undefined;
  /** At most 500 characters; phone numbers, e-mail and street addresses and social-media handles are refused. */
  bio?: string | null | undefined;
  /** The kind of connection: dating or friends. */
  category: Category;
  /** The poster confirms the person is an adult (18 or older). Required. */
  confirmAdult: boolean;
  /** Ignored: built from first and last name. */
  displayName?: string | null | undefined;
  /** Required, 1 to 60 characters. */
  firstName: string;
  /** At most 60 characters. */
  lastName?: string | null | undefined;
  /** A gazetteer location gives the profile city-centroid coordinates. */
  location?: string | null | undefined;
  /** Category of the first report; defaults to `category`. */
  reportCategory?: Category | null | undefined;
  /** Text of the first report, 20 to 5,000 characters. Required once reportType or reportTitle is given. */
  reportContent?: string | null | undefined;
  /** 1 to 5; defaults from reportType (positive 5, neutral 3, negative 1). */
  reportRating?: number | null | undefined;
  /** Title of the first report, 5 to 120 characters. Required once reportType or reportContent is given; leave all three out to add her without a report. */
  reportTitle?: string | null | undefined;
  /** Kind of the first report (NEUTRAL when left out but a title or content is given). */
  reportType?: ReportKind | null | undefined;
};

/** A report about a profile. Reports are always anonymous and reviewed before publishing. */
export type CreateReportInput = {
  /** Whether the experience was dating or friendship. */
  category: Category;
  /** At least 20 characters. */
  content: string;
  /** ISO date (YYYY-MM-DD) of the interaction, not in the future. */
  dateOfInteraction?: string | null | undefined;
  /** Ignored: reports are always anonymous. */
  isAnonymous?: boolean | null | undefined;
  /** Where it took place, free text of at most 120 characters. */
  location?: string | null | undefined;
  /** 1 to 5 stars; defaults from reportType (positive 5, neutral 3, negative 1). */
  rating?: number | null | undefined;
  /** Positive, negative or neutral experience. */
  reportType: ReportKind;
  /** At least 5 characters. */
  title: string;
};

/** A moderator's decision on an appeal, with the reason the appellant reads. */
export type DecideAppealInput = {
  /** Uphold (undo the decision) or reject (it stands). */
  outcome: AppealOutcome;
  /** The reason, 1 to 2,000 characters, sent to the person who appealed. */
  reason: string;
  /** Required only when `Appeal.needsSecondLook` is true (the moderator who made the decision decides its appeal because no other moderator can): what she looked at again and why she decides as she does, up to 2,000 characters, kept in the audit log. Ignored otherwise. */
  secondLookNote?: string | null | undefined;
};

/** Where the flags about one item stand. */
export type FlagCaseStatus =
  /** Dismissed: the item stays (and is shown again if the flags had hidden it). */
  | 'DISMISSED'
  /** Waiting for a moderator. */
  | 'PENDING'
  /** Upheld: the item was removed, with a statement of reasons to its author. */
  | 'UPHELD';

/** A member's flag about a published report or a profile. */
export type FlagInput = {
  /** What is wrong, at most 500 characters; required with OTHER. Only moderators read it. */
  note?: string | null | undefined;
  /** Why it should be reviewed. */
  reason: FlagReason;
};

/** Why a member flags a report or a profile for moderators. */
export type FlagReason =
  /** It is false or defamatory. */
  | 'FALSE_OR_DEFAMATORY'
  /** It is harassment or hate. */
  | 'HARASSMENT'
  /** It shows an intimate image; a trusted member's flag hides the item until a moderator decides, anyone else's puts it at the top of the queue. */
  | 'INTIMATE_IMAGE'
  /** It concerns a minor; a trusted member's flag hides the item until a moderator decides, anyone else's puts it at the top of the queue. */
  | 'MINOR'
  /** Another reason, given in the note (required). */
  | 'OTHER'
  /** It contains personal information. */
  | 'PERSONAL_INFORMATION'
  /** It is spam or advertising. */
  | 'SPAM';

/** Bucket of the average rating: green >= 3.5, neutral >= 2.5, red < 2.5; neutral while approved reports come from fewer distinct members than the threshold (see `Profile.flagShown`). */
export type FlagStatus =
  /** Average rating of 3.5 or more. */
  | 'GREEN'
  /** Average rating from 2.5 to below 3.5, or not enough reports (see `Profile.flagShown`). */
  | 'NEUTRAL'
  /** Average rating below 2.5. */
  | 'RED'
  /** Listed by the SPEC but never assigned by the server at present. */
  | 'YELLOW';

/** What a community flag is about. */
export type FlagTargetType =
  /** A profile. */
  | 'PROFILE'
  /** A published report. */
  | 'REPORT';

/** The section of the community guidelines (/guidelines) a moderation decision applies. */
export type GuidelineRule =
  /** "Be fair and kind": no harassment, hate, false claims, spam or off-topic content. */
  | 'FAIR_AND_KIND'
  /** "Naming people": the name she goes by and her city, no insults or jokes in a name. */
  | 'NAMING_PEOPLE'
  /** "Share your own experience": first-hand, honest, one report per experience. */
  | 'OWN_EXPERIENCE'
  /** "Keep personal information out": nothing that tells people how to contact or find someone. */
  | 'PERSONAL_INFORMATION'
  /** "Photos": only her, only shareable, never explicit or intimate images or children. */
  | 'PHOTOS'
  /** "Zero tolerance": people under 18, explicit images, defamation. */
  | 'ZERO_TOLERANCE';

/** Kind of identity document: driver's license, passport, state ID or military ID. */
export type IdType =
  /** A driver's license. */
  | 'DRIVERS_LICENSE'
  /** A military ID. */
  | 'MILITARY_ID'
  /** A passport. */
  | 'PASSPORT'
  /** A state ID card. */
  | 'STATE_ID';

/** The ID verification form (SPEC). All fields are required. */
export type IdVerificationInput = {
  /** YYYY-MM-DD; members must be 18 or older. */
  dateOfBirth: string;
  /** Full name as on the document, at most 120 characters. */
  fullName: string;
  /** The number on the document, at most 40 characters. */
  idNumber: string;
  /** Kind of document. */
  idType: IdType;
};

/** State of an ID verification request. */
export type IdVerificationStatus =
  /** Verified by an admin. */
  | 'APPROVED'
  /** Submitted and waiting for an admin (usually 24-48 hours). */
  | 'PENDING'
  /** Not approved, or expired unreviewed after 30 days; she may submit again. */
  | 'REJECTED';

/** An admin's decision about a pending profile image. */
export type ImageDecision =
  /** Show the image to everyone. */
  | 'APPROVED'
  /** Refuse the image; its files are deleted. */
  | 'REJECTED';

/** Moderation state of a profile image. Only APPROVED images are shown publicly. */
export type ImageStatus =
  /** Approved by an admin; visible to everyone. */
  | 'APPROVED'
  /** Waiting for an admin; visible only to admins and the member who uploaded it. */
  | 'PENDING'
  /** Rejected by an admin or removed on a removal request; the file is deleted. */
  | 'REJECTED';

/** Sign-in with a username or an e-mail address. */
export type LoginInput = {
  /** Her password. */
  password: string;
  /** Username or e-mail address. */
  username: string;
};

/** A moderation queue of the admin console. */
export type ModerationQueue =
  /** Appeals waiting for a decision (item id: the appeal id). */
  | 'APPEALS'
  /** Flag cases waiting for a moderator (item id: the case id). */
  | 'FLAGS'
  /** Profile images waiting for review (item id: the profile id). */
  | 'IMAGES'
  /** Removal requests waiting for a decision (item id: the request id). */
  | 'REMOVAL_REQUESTS'
  /** Reports waiting for approval (item id: the report id). */
  | 'REPORTS'
  /** ID verification requests waiting for review (item id: the request id). */
  | 'VERIFICATIONS';

/** What happened to an item of a moderation queue. */
export type ModerationQueueChange =
  /** It came in (a member submitted it, or it waits again). */
  | 'ADDED'
  /** It changed while waiting (edited, more flags, a new image). */
  | 'CHANGED'
  /** A moderator claimed it, renewed her claim or took it over. */
  | 'CLAIMED'
  /** Its claim was let go (closed or decided). */
  | 'RELEASED'
  /** It left the queue (decided, withdrawn or deleted). */
  | 'REMOVED';

/** Reason code recorded with a moderation decision. */
export type ModerationReason =
  /** It may be false or defamatory. */
  | 'DEFAMATION'
  /** It duplicates another report. */
  | 'DUPLICATE'
  /** It contains explicit content. */
  | 'EXPLICIT'
  /** It is harassing or abusive. */
  | 'HARASSMENT'
  /** It is an intimate image shared without consent: a removed photo is blocklisted, and near-identical copies cannot be uploaded again. */
  | 'INTIMATE_IMAGE'
  /** It concerns a minor (a removed photo is blocklisted: near-identical copies cannot be uploaded again). */
  | 'MINOR'
  /** It is not about a dating or friendship experience. */
  | 'OFF_TOPIC'
  /** It does not meet the community guidelines. */
  | 'OTHER'
  /** It contains personal information. */
  | 'PERSONAL_INFORMATION'
  /** It looks like spam. */
  | 'SPAM';

/** Which notifications to get, and how. Leave a field out to keep its saved value. */
export type NotificationPreferencesInput = {
  /** E-mail about her account. Security e-mails (password reset, sign-in codes) and legal notices go whatever this says. */
  accountEmail?: boolean | null | undefined;
  /** In-app notification about her account and its security (ID checks, a suspension ending). */
  accountInApp?: boolean | null | undefined;
  /** Push about her account and its security. */
  accountPush?: boolean | null | undefined;
  /** E-mail of the outcome of her appeal (an appeal decision is a legal notice: it is e-mailed whatever this says). */
  appealsEmail?: boolean | null | undefined;
  /** In-app notification of the outcome of her appeal. */
  appealsInApp?: boolean | null | undefined;
  /** Push of the outcome of her appeal. */
  appealsPush?: boolean | null | undefined;
  /** E-mail when a moderator decides about her report or a photo she added. */
  decisionsEmail?: boolean | null | undefined;
  /** In-app notification when a moderator decides about her report or a photo she added. */
  decisionsInApp?: boolean | null | undefined;
  /** Push to her browsers when a moderator decides about her report or a photo she added. */
  decisionsPush?: boolean | null | undefined;
  /** E-mail of the outcome of a flag she raised. */
  flagsEmail?: boolean | null | undefined;
  /** In-app notification of the outcome of a flag she raised. */
  flagsInApp?: boolean | null | undefined;
  /** Push of the outcome of a flag she raised. */
  flagsPush?: boolean | null | undefined;
  /** E-mail when a new report about a person she added is published. */
  newReportsEmail?: boolean | null | undefined;
  /** In-app notification when a new report about a person she added is published. */
  newReportsInApp?: boolean | null | undefined;
  /** Push to her browsers when a new report about a person she added is published. */
  newReportsPush?: boolean | null | undefined;
  /** Show the notification's title and text on her lock screen, not only that there is one. */
  pushDetails?: boolean | null | undefined;
  /** Quiet hours: pushes wait until they end. Leave out to keep them. */
  quietHours?: QuietHoursInput | null | undefined;
  /** A short sound when a notification arrives while the app is open. */
  sounds?: boolean | null | undefined;
  /** E-mail when a profile matching one of her name watches is published, or a watch is ended. */
  watchesEmail?: boolean | null | undefined;
  /** In-app notification when a profile matching one of her name watches is published, or a watch is ended. */
  watchesInApp?: boolean | null | undefined;
  /** Push when a profile matching one of her name watches is published, or a watch is ended. */
  watchesPush?: boolean | null | undefined;
};

/** What a notification is about. */
export type NotificationType =
  /** A new connection (in the SPEC; not sent at present). */
  | 'CONNECTION'
  /** Anything else, e.g. a decision about a photo she added or about her ID verification. */
  | 'OTHER'
  /** A person was added (in the SPEC; not sent at present). */
  | 'PROFILE_ADDED'
  /** A new report about a person she added was published. */
  | 'REPORT_SUBMITTED'
  /** A moderator approved, rejected or removed one of her reports. */
  | 'REVIEW';

/** Privacy choices. Leave a field out to keep its saved value. */
export type PrivacyPreferencesInput = {
  /** Remember the profiles she opens (Recently viewed, Smart Matches). Turning it off also forgets the ones already remembered. */
  rememberViewedProfiles?: boolean | null | undefined;
};

/** Browse filters (SPEC "Filter state"). Omitted fields do not filter. */
export type ProfileFilter = {
  /** Maximum distance in miles from latitude/longitude (5, 10, 25, 50 or 100). Excludes profiles without coordinates. */
  distance?: number | null | undefined;
  /** The viewer's latitude (used for this query only, never stored). */
  latitude?: number | null | undefined;
  /** Exact location, e.g. "Austin, TX". */
  location?: string | null | undefined;
  /** The viewer's longitude (used for this query only, never stored); give it together with latitude. */
  longitude?: number | null | undefined;
  /** Minimum average rating (1 to 5); unrated profiles are excluded when set. */
  minRating?: number | null | undefined;
  /** Free text over first, last and display name and location. 3+ characters match anywhere; 1-2 characters match the start of the first name. */
  search?: string | null | undefined;
  /** Order of the results (default REPORTS_HIGH: most reports first). */
  sortBy?: ProfileSort | null | undefined;
};

/** Browse order. DISTANCE needs latitude/longitude (otherwise NEWEST is used); profiles without coordinates come last. */
export type ProfileSort =
  /** By first name, A to Z (ignoring case). */
  | 'ALPHABETICAL'
  /** By first name, Z to A (ignoring case). */
  | 'ALPHABETICAL_DESC'
  /** Nearest city first from latitude/longitude, newest first within a city; NEWEST without them. */
  | 'DISTANCE'
  /** Most recently added first. */
  | 'NEWEST'
  /** Earliest added first. */
  | 'OLDEST'
  /** Highest average rating first; unrated profiles last. */
  | 'RATING'
  /** Lowest average rating first; unrated profiles last. */
  | 'RATING_LOW'
  /** Most approved reports first (the default). */
  | 'REPORTS_HIGH'
  /** Fewest approved reports first. */
  | 'REPORTS_LOW';

/** Quiet hours in her time zone. Leave a field out to keep its saved value. */
export type QuietHoursInput = {
  /** Hold pushes during quiet hours. */
  enabled?: boolean | null | undefined;
  /** When quiet hours end, HH:MM on a 24-hour clock in her time zone (e.g. 07:00). */
  end?: string | null | undefined;
  /** When quiet hours start, HH:MM on a 24-hour clock in her time zone (e.g. 22:00). */
  start?: string | null | undefined;
};

/** A new account. A taken username is CONFLICT "Username already taken"; a taken e-mail address gets the same answer as a new one (its owner is told by e-mail). */
export type RegisterInput = {
  /** E-mail address (at most 254 characters); one account per address. */
  email: string;
  /** Optional, at most 60 characters. */
  firstName?: string | null | undefined;
  /** Optional, at most 60 characters. */
  lastName?: string | null | undefined;
  /** At least 6 characters. */
  password: string;
  /** Public handle: 3 to 30 letters, digits, dots, dashes or underscores, unique regardless of case. Names that pass for staff (admin, moderator, support, tea_support, ...) are refused. */
  username: string;
};

/** UPHOLD removes the content; DISMISS keeps (and unhides) it. */
export type RemovalDecision =
  /** Keep the content and unhide it. */
  | 'DISMISS'
  /** Remove the content; for a whole profile, the person can't be added again. */
  | 'UPHOLD';

/** Why the content should be removed. */
export type RemovalReason =
  /** It infringes copyright. */
  | 'COPYRIGHT'
  /** It is false or defamatory. */
  | 'FALSE_OR_DEFAMATORY'
  /** It is harassment. */
  | 'HARASSMENT'
  /** It is an intimate image; the content is hidden at once until an admin decides. */
  | 'INTIMATE_IMAGE'
  /** It concerns a minor; the content is hidden at once until an admin decides. */
  | 'MINOR'
  /** Another reason, given in the explanation. */
  | 'OTHER'
  /** It contains personal information. */
  | 'PERSONAL_INFORMATION';

/** State of a removal request. */
export type RemovalStatus =
  /** Dismissed: the content stays (and is unhidden). */
  | 'DISMISSED'
  /** Waiting for an admin. */
  | 'PENDING'
  /** Upheld: the content was removed. */
  | 'UPHELD';

/** What a removal request is about. */
export type RemovalTargetType =
  /** The approved image of a profile. */
  | 'IMAGE'
  /** A whole profile, with its reports and image. */
  | 'PROFILE'
  /** One published report. */
  | 'REPORT';

/** The kind of experience a report describes. */
export type ReportKind =
  /** A concerning experience (default rating 1). */
  | 'NEGATIVE'
  /** A neutral experience (default rating 3). */
  | 'NEUTRAL'
  /** A good experience (default rating 5). */
  | 'POSITIVE';

/** What paused new reports on a profile. */
export type ReportPauseTrigger =
  /** New reports from more accounts younger than PILE_ON_NEW_ACCOUNT_DAYS than PILE_ON_MAX_NEW_ACCOUNT_REPORTS. */
  | 'NEW_ACCOUNTS'
  /** New reports from more members within the window than PILE_ON_MAX_REPORTS. */
  | 'VOLUME';

/** Moderation state: reports are public only once APPROVED. */
export type ReportStatus =
  /** Published: public and counted in the profile's rating and report count. */
  | 'APPROVED'
  /** Waiting for review; seen only by its author and admins. */
  | 'PENDING'
  /** Not published; its author sees the reason in My Reports. */
  | 'REJECTED';

/** Which reports the admin report list shows, by moderation state. */
export type ReportStatusFilter =
  /** Every report, newest first. */
  | 'ALL'
  /** Published reports, newest first. */
  | 'APPROVED'
  /** Waiting for review (the queue), oldest first. */
  | 'PENDING'
  /** Rejected reports, newest first. */
  | 'REJECTED';

/** What an account may do: members use the community, admins moderate it. */
export type Role =
  /** A moderator; admin rights apply once the session has passed two-step sign-in. */
  | 'ADMIN'
  /** A community member: browses, adds people, posts reports. */
  | 'MEMBER';

/** A warning or a suspension: who, why (the statement of reasons she receives) and, for a suspension, for how long. */
export type SanctionInput = {
  /** For a suspension: 1, 7 or 30 days (required there, ignored for a warning). */
  days?: number | null | undefined;
  /** The moderator's explanation, at most 1,000 characters: stated to her and kept in the audit log. */
  note?: string | null | undefined;
  /** The reason code of the statement of reasons she receives. */
  reason: ModerationReason;
  /** The rule of the community guidelines it applies (default: the usual rule of the reason). */
  rule?: GuidelineRule | null | undefined;
  /** The member: not the admin herself, not an admin, not a banned member (BAD_INPUT / FORBIDDEN). */
  userId: string | number;
};

/** The next step of the sanctions ladder (a removal, a warning, after 3 warnings a suspension, then a ban) the admin's view suggests. */
export type SanctionStep =
  /** A ban: she was suspended before, or a violation was zero-tolerance (a minor, an explicit or intimate image). */
  | 'BAN'
  /** Nothing to suggest: no upheld violations, or she is banned already. */
  | 'NONE'
  /** A suspension (1, 7 or 30 days): she has 3 or more warnings. */
  | 'SUSPENSION'
  /** A warning: she has upheld violations and fewer than 3 warnings. */
  | 'WARNING';

/** A removal request (SAFETY 12). Anyone may send one; the contact e-mail receives the acknowledgement and the decision. */
export type SubmitRemovalRequestInput = {
  /** The sender's e-mail address (at most 254 characters) for the acknowledgement and the decision. */
  contactEmail: string;
  /** 20 to 2,000 characters. */
  explanation: string;
  /** Must be true: the sender states the request is made in good faith and is accurate. */
  goodFaith: boolean;
  /** Why it should be removed. */
  reason: RemovalReason;
  /** The profile id (for PROFILE and IMAGE) or the report id (for REPORT). */
  targetId: string | number;
  /** What is to be removed. Only published reports and approved images can be named. */
  targetType: RemovalTargetType;
};

/** One of the six colour themes. */
export type Theme =
  /** Easy on the eyes. */
  | 'DARK'
  /** Clean and professional (the default). */
  | 'DEFAULT'
  /** Vibrant blues and purples. */
  | 'ELECTRIC'
  /** Earth tones and greens. */
  | 'NATURE'
  /** Soft pinks and roses. */
  | 'ROMANTIC'
  /** Warm oranges and pinks. */
  | 'SUNSET';

/** A change to her saved settings: any of the three groups, any of their fields. */
export type UpdatePreferencesInput = {
  /** Theme and accessibility choices to change; leave out to keep them all. */
  appearance?: AppearancePreferencesInput | null | undefined;
  /** Notification choices to change; leave out to keep them all. */
  notifications?: NotificationPreferencesInput | null | undefined;
  /** Privacy choices to change; leave out to keep them all. */
  privacy?: PrivacyPreferencesInput | null | undefined;
};

/** Admin edit of a report. */
export type UpdateReportInput = {
  /** New report text, 20 to 5,000 characters. */
  content: string;
  /** New title, 5 to 120 characters. */
  title: string;
};

/** Upholding the flags about an item: it is removed, and its author gets this statement of reasons. */
export type UpholdFlagsInput = {
  /** The reason code of the decision. */
  reason: ModerationReason;
  /** The rule of the community guidelines the item breaks. */
  rule: GuidelineRule;
  /** The explanation sent to the author, 1 to 2,000 characters. */
  text: string;
};

/** Which ID verification requests to list. */
export type VerificationListFilter =
  /** Every request, newest first. */
  | 'ALL'
  /** Requests waiting for review, oldest first. */
  | 'PENDING';

/** A name to watch: a first name, an optional last name or initial, and a place with a radius. */
export type WatchInput = {
  /** The first name, 1 to 60 characters (any case: names match as browse matches them, ignoring case). */
  firstName: string;
  /** A last name, or one letter for its initial; null or empty for any last name. */
  lastName?: string | null | undefined;
  /** A city from the list of places (`locations`), e.g. 'Austin, TX'. */
  location: string;
  /** The radius around the city in miles: 5, 10, 25, 50, 100. */
  radius: number;
};

/** Where a name watch stands. */
export type WatchStatus =
  /** Matching: published profiles with this name near the place notify her. */
  | 'ACTIVE'
  /** A moderator ended it (the person asked for removal); it cannot be renewed. */
  | 'ENDED'
  /** Its 30 days are over: it matches nothing until she renews it. */
  | 'EXPIRED';

export type CreateProfileMutationVariables = Exact<{
  input: CreateProfileInput;
  profileImage?: File | null | undefined;
}>;


export type CreateProfileMutation = { createProfile: { id: string } };

export type AppealFieldsFragment = { id: string, text: string, viaLink: boolean, submittedAt: string, status: AppealStatus, decidedAt: string | null, decidedBy: string | null, outcomeReason: string | null, notRestored: Array<string>, viewerCanDecide: boolean, needsSecondLook: boolean, decision: { decidedBy: string | null, id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } };

export type AdminAppealsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAppealsQuery = { adminAppeals: { nextCursor: string | null, items: Array<{ id: string, text: string, viaLink: boolean, submittedAt: string, status: AppealStatus, decidedAt: string | null, decidedBy: string | null, outcomeReason: string | null, notRestored: Array<string>, viewerCanDecide: boolean, needsSecondLook: boolean, decision: { decidedBy: string | null, id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } }> } };

export type DecideAppealMutationVariables = Exact<{
  appealId: string | number;
  input: DecideAppealInput;
}>;


export type DecideAppealMutation = { decideAppeal: { id: string, text: string, viaLink: boolean, submittedAt: string, status: AppealStatus, decidedAt: string | null, decidedBy: string | null, outcomeReason: string | null, notRestored: Array<string>, viewerCanDecide: boolean, needsSecondLook: boolean, decision: { decidedBy: string | null, id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } } };

export type AuditLogQueryVariables = Exact<{
  filter: AuditLogFilter;
}>;


export type AuditLogQuery = { auditLog: Array<{ id: string, action: string, actorLabel: string, targetType: string, targetId: string | null, targetLabel: string, reasonCode: string | null, note: string | null, createdAt: string }> };

export type ReportPauseAlert_PauseFragment = { id: string, profileId: string, profileName: string, trigger: ReportPauseTrigger, reportCount: number, newAccountReportCount: number, pendingReportCount: number, startedAt: string, endsAt: string };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { adminStats: { totalUsers: number, usersToday: number, totalProfiles: number, profilesToday: number, totalReports: number, reportsToday: number, pendingReports: number, pendingImages: number, pendingVerifications: number, pendingFlagCases: number, pendingRemovalRequests: number, pendingAppeals: number, flaggedProfiles: number, bannedUsers: number, automaticHidesLastHour: number, automaticHideCeiling: number, estimated: Array<string> }, adminRecentActivity: Array<{ type: string, description: string, timestamp: string }>, adminReportPauses: Array<{ id: string, profileId: string, profileName: string, trigger: ReportPauseTrigger, reportCount: number, newAccountReportCount: number, pendingReportCount: number, startedAt: string, endsAt: string }>, adminAnalytics: { queueSize: number, queueSizeIsExact: boolean, medianWaitAsOf: string | null, medianWaitHours: number | null, medianDecisionHours: number | null, days: Array<{ day: string, reports: number, signups: number }> } };

export type LiftReportPauseMutationVariables = Exact<{
  profileId: string | number;
}>;


export type LiftReportPauseMutation = { liftReportPause: { id: string, liftedAt: string | null } };

export type ExtendReportPauseMutationVariables = Exact<{
  profileId: string | number;
  hours: number;
}>;


export type ExtendReportPauseMutation = { extendReportPause: { id: string, endsAt: string } };

export type FlagCaseFieldsFragment = { id: string, targetType: FlagTargetType, targetId: string, profileId: string, profileName: string, reportTitle: string | null, excerpt: string | null, flagCount: number, countedFlags: number, urgent: boolean, dueAt: string | null, notes: Array<string>, openedAt: string, hidden: boolean, status: FlagCaseStatus, decidedAt: string | null, decisionReason: ModerationReason | null, decisionRule: GuidelineRule | null, decisionText: string | null, reasons: Array<{ reason: FlagReason, count: number }> };

export type AdminFlagsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminFlagsQuery = { adminFlags: { nextCursor: string | null, items: Array<{ id: string, targetType: FlagTargetType, targetId: string, profileId: string, profileName: string, reportTitle: string | null, excerpt: string | null, flagCount: number, countedFlags: number, urgent: boolean, dueAt: string | null, notes: Array<string>, openedAt: string, hidden: boolean, status: FlagCaseStatus, decidedAt: string | null, decisionReason: ModerationReason | null, decisionRule: GuidelineRule | null, decisionText: string | null, reasons: Array<{ reason: FlagReason, count: number }> }> } };

export type UpholdFlagsMutationVariables = Exact<{
  caseId: string | number;
  input: UpholdFlagsInput;
}>;


export type UpholdFlagsMutation = { upholdFlags: { id: string, targetType: FlagTargetType, targetId: string, profileId: string, profileName: string, reportTitle: string | null, excerpt: string | null, flagCount: number, countedFlags: number, urgent: boolean, dueAt: string | null, notes: Array<string>, openedAt: string, hidden: boolean, status: FlagCaseStatus, decidedAt: string | null, decisionReason: ModerationReason | null, decisionRule: GuidelineRule | null, decisionText: string | null, reasons: Array<{ reason: FlagReason, count: number }> } };

export type DismissFlagsMutationVariables = Exact<{
  caseId: string | number;
  note?: string | null | undefined;
}>;


export type DismissFlagsMutation = { dismissFlags: { id: string, targetType: FlagTargetType, targetId: string, profileId: string, profileName: string, reportTitle: string | null, excerpt: string | null, flagCount: number, countedFlags: number, urgent: boolean, dueAt: string | null, notes: Array<string>, openedAt: string, hidden: boolean, status: FlagCaseStatus, decidedAt: string | null, decisionReason: ModerationReason | null, decisionRule: GuidelineRule | null, decisionText: string | null, reasons: Array<{ reason: FlagReason, count: number }> } };

export type PendingImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingImagesQuery = { pendingImages: Array<{ id: string, firstName: string, lastName: string | null, profileImageUrl: string, createdAt: string }> };

export type DecideImageMutationVariables = Exact<{
  profileId: string | number;
  status: ImageDecision;
  reason?: ModerationReason | null | undefined;
  note?: string | null | undefined;
}>;


export type DecideImageMutation = { decideImage: boolean };

export type ModerationProfileFieldsFragment = { id: string, firstName: string, lastName: string | null, displayName: string, age: number | null, bio: string | null, location: string | null, category: Category, flagStatus: FlagStatus, reviewCount: number, averageRating: string | null, imageApprovalStatus: ImageStatus | null, profileImageUrl: string | null, isSample: boolean | null, createdAt: string, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null };

export type ModerationProfilesQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
}>;


export type ModerationProfilesQuery = { moderationProfiles: { total: number, totalIsExact: boolean, page: number, pageSize: number, items: Array<{ id: string, firstName: string, lastName: string | null, displayName: string, age: number | null, bio: string | null, location: string | null, category: Category, flagStatus: FlagStatus, reviewCount: number, averageRating: string | null, imageApprovalStatus: ImageStatus | null, profileImageUrl: string | null, isSample: boolean | null, createdAt: string, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null }> } };

export type AdminUpdateProfileMutationVariables = Exact<{
  id: string | number;
  input: AdminProfileInput;
}>;


export type AdminUpdateProfileMutation = { updateProfile: { id: string, firstName: string, lastName: string | null, displayName: string, location: string | null, latitude: string | null, longitude: string | null, bio: string | null } };

export type AdminDeleteProfileMutationVariables = Exact<{
  id: string | number;
  reason?: ModerationReason | null | undefined;
  note?: string | null | undefined;
}>;


export type AdminDeleteProfileMutation = { deleteProfile: boolean };

export type RemovalRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RemovalRequestsQuery = { removalRequests: Array<{ id: string, targetType: RemovalTargetType, targetId: string, targetLabel: string, profileId: string | null, reason: RemovalReason, explanation: string, contactEmail: string, contactConfirmed: boolean, senderDismissedCount: number, status: RemovalStatus, contentHidden: boolean, decisionReason: string | null, decidedAt: string | null, decidedBy: string | null, createdAt: string }> };

export type DecideRemovalRequestMutationVariables = Exact<{
  id: string | number;
  decision: RemovalDecision;
  reason: string;
}>;


export type DecideRemovalRequestMutation = { decideRemovalRequest: { id: string, status: RemovalStatus, decisionReason: string | null, decidedAt: string | null, decidedBy: string | null } };

export type WatchesMatchingProfileQueryVariables = Exact<{
  profileId: string | number;
}>;


export type WatchesMatchingProfileQuery = { watchesMatchingProfile: Array<{ id: string, firstName: string, lastName: string | null, location: string, radius: number, status: WatchStatus }> };

export type EndWatchMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type EndWatchMutation = { endWatch: { id: string, status: WatchStatus } };

export type ModerationReportFieldsFragment = { id: string, title: string, content: string, reportType: ReportKind, status: ReportStatus, approved: boolean | null, category: Category, rating: number, createdAt: string, dateOfInteraction: string | null, location: string | null, profileId: string, profileName: string, moderatedAt: string | null, moderationNote: string | null, rejectionReason: string | null };

export type ModerationReportsQueryVariables = Exact<{
  filter: AdminReportFilter;
  page: number;
  pageSize: number;
}>;


export type ModerationReportsQuery = { moderationReports: { total: number, totalIsExact: boolean, page: number, pageSize: number, items: Array<{ id: string, title: string, content: string, reportType: ReportKind, status: ReportStatus, approved: boolean | null, category: Category, rating: number, createdAt: string, dateOfInteraction: string | null, location: string | null, profileId: string, profileName: string, moderatedAt: string | null, moderationNote: string | null, rejectionReason: string | null }> } };

export type AdminReportsProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminReportsProfileQuery = { profile: { id: string, displayName: string } | null };

export type RevealReportAuthorMutationVariables = Exact<{
  reportId: string | number;
}>;


export type RevealReportAuthorMutation = { revealReportAuthor: string | null };

export type ApproveReportMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type ApproveReportMutation = { approveReport: { id: string, status: ReportStatus, approved: boolean | null } };

export type RejectReportMutationVariables = Exact<{
  id: string | number;
  reason: ModerationReason;
  note?: string | null | undefined;
}>;


export type RejectReportMutation = { rejectReport: { id: string, status: ReportStatus, approved: boolean | null } };

export type UpdateReportMutationVariables = Exact<{
  id: string | number;
  input: UpdateReportInput;
}>;


export type UpdateReportMutation = { updateReport: { id: string, title: string, content: string } };

export type DeleteReportMutationVariables = Exact<{
  id: string | number;
  reason?: ModerationReason | null | undefined;
  note?: string | null | undefined;
}>;


export type DeleteReportMutation = { deleteReport: boolean };

export type GenerateSampleDataMutationVariables = Exact<{
  count: number;
}>;


export type GenerateSampleDataMutation = { generateSampleData: { profilesCreated: number, reviewsCreated: number } };

export type RemoveSampleDataMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveSampleDataMutation = { removeSampleData: { profilesRemoved: number, reviewsRemoved: number } };

export type AdminQueueCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQueueCountsQuery = { adminStats: { pendingReports: number, pendingImages: number, pendingVerifications: number, pendingFlagCases: number, pendingRemovalRequests: number, pendingAppeals: number } };

export type ModerationClaimFieldsFragment = { queue: ModerationQueue, itemId: string, adminId: string, adminName: string, expiresAt: string };

export type ModerationClaimsQueryVariables = Exact<{
  queue: ModerationQueue;
}>;


export type ModerationClaimsQuery = { moderationClaims: Array<{ queue: ModerationQueue, itemId: string, adminId: string, adminName: string, expiresAt: string }> };

export type ModerationQueueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ModerationQueueChangedSubscription = { moderationQueueChanged: { queue: ModerationQueue, itemId: string, change: ModerationQueueChange, counts: { reports: number, images: number, verifications: number, flags: number, removalRequests: number, appeals: number }, claim: { queue: ModerationQueue, itemId: string, adminId: string, adminName: string, expiresAt: string } | null } };

export type ClaimModerationItemMutationVariables = Exact<{
  queue: ModerationQueue;
  id: string | number;
}>;


export type ClaimModerationItemMutation = { claimModerationItem: { queue: ModerationQueue, itemId: string, adminId: string, adminName: string, expiresAt: string } };

export type TakeOverModerationItemMutationVariables = Exact<{
  queue: ModerationQueue;
  id: string | number;
}>;


export type TakeOverModerationItemMutation = { takeOverModerationItem: { queue: ModerationQueue, itemId: string, adminId: string, adminName: string, expiresAt: string } };

export type ReleaseModerationItemMutationVariables = Exact<{
  queue: ModerationQueue;
  id: string | number;
}>;


export type ReleaseModerationItemMutation = { releaseModerationItem: boolean };

export type AdminUserFieldsFragment = { id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
}>;


export type AdminUsersQuery = { adminUsers: { total: number, totalIsExact: boolean, page: number, pageSize: number, items: Array<{ id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string }> } };

export type BanUserMutationVariables = Exact<{
  input: BanUserInput;
}>;


export type BanUserMutation = { banUser: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string } };

export type UnbanUserMutationVariables = Exact<{
  userId: string | number;
  note?: string | null | undefined;
}>;


export type UnbanUserMutation = { unbanUser: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string } };

export type WarnMemberMutationVariables = Exact<{
  input: SanctionInput;
}>;


export type WarnMemberMutation = { warnMember: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string } };

export type SuspendMemberMutationVariables = Exact<{
  input: SanctionInput;
}>;


export type SuspendMemberMutation = { suspendMember: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string } };

export type LiftSuspensionMutationVariables = Exact<{
  userId: string | number;
  note?: string | null | undefined;
}>;


export type LiftSuspensionMutation = { liftSuspension: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, role: Role, isAdmin: boolean, banned: boolean, banReason: string | null, bannedAt: string | null, ipBanned: boolean, lastIp: string | null, phoneVerified: boolean, idVerificationStatus: IdVerificationStatus | null, createdAt: string, suspendedUntil: string | null, suspensionReason: string | null, strikes: number, warnings: number, suggestedSanction: SanctionStep, suggestedSanctionReason: string } };

export type MemberSanctionHistoryQueryVariables = Exact<{
  userId: string | number;
}>;


export type MemberSanctionHistoryQuery = { memberSanctionHistory: { nextCursor: string | null, items: Array<{ id: string, kind: string, subjectLabel: string, reasonText: string, text: string, decidedAt: string, decidedBy: string | null, reversedAt: string | null }> } };

export type VerificationRequestFieldsFragment = { id: string, userId: string, username: string, email: string, idType: IdType, status: IdVerificationStatus, submittedAt: string, decidedAt: string | null, reviewerLabel: string | null, notes: string | null, hasDocument: boolean };

export type VerificationRequestsQueryVariables = Exact<{
  filter: VerificationListFilter;
}>;


export type VerificationRequestsQuery = { verificationRequests: { pending: number, all: number, items: Array<{ id: string, userId: string, username: string, email: string, idType: IdType, status: IdVerificationStatus, submittedAt: string, decidedAt: string | null, reviewerLabel: string | null, notes: string | null, hasDocument: boolean }> } };

export type OpenIdDocumentMutationVariables = Exact<{
  requestId: string | number;
}>;


export type OpenIdDocumentMutation = { openIdDocument: { idType: IdType, fullName: string, idNumber: string, dateOfBirth: string, url: string, expiresAt: string } };

export type ApproveVerificationMutationVariables = Exact<{
  requestId: string | number;
  notes?: string | null | undefined;
}>;


export type ApproveVerificationMutation = { approveVerification: boolean };

export type RejectVerificationMutationVariables = Exact<{
  requestId: string | number;
  notes?: string | null | undefined;
}>;


export type RejectVerificationMutation = { rejectVerification: boolean };

export type ApiTokenFieldsFragment = { id: string, name: string, scopes: Array<ApiTokenScope>, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { myApiTokens: Array<{ id: string, name: string, scopes: Array<ApiTokenScope>, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { secret: string, token: { id: string, name: string, scopes: Array<ApiTokenScope>, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: boolean };

export type AppealDecisionMutationVariables = Exact<{
  input: AppealDecisionInput;
}>;


export type AppealDecisionMutation = { appealDecision: { id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } };

export type DecisionForAppealQueryVariables = Exact<{
  token: string;
}>;


export type DecisionForAppealQuery = { decisionForAppeal: { id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } };

export type DecisionFieldsFragment = { id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null };

export type MyDecisionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyDecisionsQuery = { myDecisions: { nextCursor: string | null, items: Array<{ id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null }> } };

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } } };

export type CurrentUserFieldsFragment = { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SignUpMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type SignUpMutation = { signUp: { confirmEmail: boolean } };

export type UnlockAccountMutationVariables = Exact<{
  token: string;
}>;


export type UnlockAccountMutation = { unlockAccount: boolean };

export type FlagReportMutationVariables = Exact<{
  reportId: string | number;
  input: FlagInput;
}>;


export type FlagReportMutation = { flagReport: { targetType: FlagTargetType, targetId: string, contentHidden: boolean } };

export type FlagProfileMutationVariables = Exact<{
  profileId: string | number;
  input: FlagInput;
}>;


export type FlagProfileMutation = { flagProfile: { targetType: FlagTargetType, targetId: string, contentHidden: boolean } };

export type MyFlagsQueryVariables = Exact<{
  profileId: string | number;
}>;


export type MyFlagsQuery = { myFlags: Array<{ targetType: FlagTargetType, targetId: string }> };

export type BrowseProfilesQueryVariables = Exact<{
  filter?: ProfileFilter | null | undefined;
  page: number;
  pageSize: number;
}>;


export type BrowseProfilesQuery = { profiles: { total: number, totalIsExact: boolean, page: number, pageSize: number, pageCount: number, hasNextPage: boolean, items: Array<{ id: string, firstName: string, lastName: string | null, displayName: string, location: string | null, latitude: string | null, longitude: string | null, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null }> } };

export type LocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationsQuery = { locations: Array<{ name: string, latitude: number, longitude: number }> };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { id: string, firstName: string, lastName: string | null, displayName: string, location: string | null, latitude: string | null, longitude: string | null, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null } | null };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, read: boolean } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type DeleteNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNotificationMutation = { deleteNotification: boolean };

export type NotificationItem_NotificationFragment = { id: string, type: NotificationType, title: string, message: string, read: boolean, createdAt: string, actionUrl: string | null, decision: { id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } | null };

export type NotificationsQueryVariables = Exact<{
  unreadOnly: boolean;
}>;


export type NotificationsQuery = { notifications: Array<{ id: string, type: NotificationType, title: string, message: string, read: boolean, createdAt: string, actionUrl: string | null, decision: { id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } | null }> };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, type: NotificationType, title: string, message: string, read: boolean, createdAt: string, actionUrl: string | null, decision: { id: string, kind: string, subjectType: string, subjectId: string, subjectLabel: string, reasonCode: string, reasonText: string, rule: GuidelineRule | null, ruleTitle: string | null, text: string, automatic: boolean, decidedAt: string, appealableUntil: string, reversedAt: string | null, restoredAt: string | null, supersededAt: string | null, viewerCanAppeal: boolean, appeal: { status: AppealStatus, submittedAt: string, decidedAt: string | null, outcomeReason: string | null, notRestored: Array<string> } | null } | null } };

export type SendPhoneCodeMutationVariables = Exact<{
  phone: string;
}>;


export type SendPhoneCodeMutation = { sendPhoneCode: { expiresAt: string, maskedPhone: string } };

export type VerifyPhoneMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type VerifyPhoneMutation = { verifyPhone: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } } };

export type CheckPhotoMutationVariables = Exact<{
  image: File;
}>;


export type CheckPhotoMutation = { checkPhoto: { message: string | null, matches: Array<{ profileId: string, displayName: string, location: string | null, distance: number, similarity: number }> } };

export type MyPreferencesFieldsFragment = { updatedAt: string | null, notifications: { decisionsInApp: boolean, decisionsEmail: boolean, newReportsInApp: boolean, newReportsEmail: boolean, sounds: boolean, decisionsPush: boolean, newReportsPush: boolean, flagsInApp: boolean, flagsPush: boolean, flagsEmail: boolean, appealsInApp: boolean, appealsPush: boolean, appealsEmail: boolean, accountInApp: boolean, accountPush: boolean, accountEmail: boolean, watchesInApp: boolean, watchesPush: boolean, watchesEmail: boolean, pushDetails: boolean, quietHours: { enabled: boolean, start: string, end: string } }, privacy: { rememberViewedProfiles: boolean }, appearance: { theme: Theme, fontSize: number, highContrast: boolean, reducedMotion: boolean, largeCursor: boolean, soundEffects: boolean, sidebarCollapsed: boolean, language: string | null, timeZone: string | null } };

export type MyPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPreferencesQuery = { myPreferences: { updatedAt: string | null, notifications: { decisionsInApp: boolean, decisionsEmail: boolean, newReportsInApp: boolean, newReportsEmail: boolean, sounds: boolean, decisionsPush: boolean, newReportsPush: boolean, flagsInApp: boolean, flagsPush: boolean, flagsEmail: boolean, appealsInApp: boolean, appealsPush: boolean, appealsEmail: boolean, accountInApp: boolean, accountPush: boolean, accountEmail: boolean, watchesInApp: boolean, watchesPush: boolean, watchesEmail: boolean, pushDetails: boolean, quietHours: { enabled: boolean, start: string, end: string } }, privacy: { rememberViewedProfiles: boolean }, appearance: { theme: Theme, fontSize: number, highContrast: boolean, reducedMotion: boolean, largeCursor: boolean, soundEffects: boolean, sidebarCollapsed: boolean, language: string | null, timeZone: string | null } } };

export type UpdateMyPreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdateMyPreferencesMutation = { updateMyPreferences: { updatedAt: string | null, notifications: { decisionsInApp: boolean, decisionsEmail: boolean, newReportsInApp: boolean, newReportsEmail: boolean, sounds: boolean, decisionsPush: boolean, newReportsPush: boolean, flagsInApp: boolean, flagsPush: boolean, flagsEmail: boolean, appealsInApp: boolean, appealsPush: boolean, appealsEmail: boolean, accountInApp: boolean, accountPush: boolean, accountEmail: boolean, watchesInApp: boolean, watchesPush: boolean, watchesEmail: boolean, pushDetails: boolean, quietHours: { enabled: boolean, start: string, end: string } }, privacy: { rememberViewedProfiles: boolean }, appearance: { theme: Theme, fontSize: number, highContrast: boolean, reducedMotion: boolean, largeCursor: boolean, soundEffects: boolean, sidebarCollapsed: boolean, language: string | null, timeZone: string | null } } };

export type ProfileCard_ProfileFragment = { id: string, firstName: string, lastName: string | null, displayName: string, location: string | null, latitude: string | null, longitude: string | null, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null };

export type ProfileHeader_ProfileFragment = { id: string, firstName: string, lastName: string | null, displayName: string, age: number | null, bio: string | null, location: string | null, category: Category, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, awaitingReview: boolean, reportsPaused: boolean, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null };

export type ProfilePicture_ImageFragment = { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> };

export type MyAddedProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddedProfilesQuery = { myAddedProfiles: Array<{ id: string, displayName: string, location: string | null, awaitingReview: boolean }> };

export type ProfileRouteQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfileRouteQuery = { profile: { id: string, firstName: string, lastName: string | null, displayName: string, age: number | null, bio: string | null, location: string | null, category: Category, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, awaitingReview: boolean, reportsPaused: boolean, viewerCan: { moderate: boolean }, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null } | null };

export type RecordProfileViewMutationVariables = Exact<{
  profileId: string | number;
}>;


export type RecordProfileViewMutation = { recordProfileView: boolean };

export type RecentlyViewedQueryVariables = Exact<{
  limit: number;
}>;


export type RecentlyViewedQuery = { myInteractions: Array<{ viewCount: number, lastViewedAt: string, profile: { id: string, firstName: string, lastName: string | null, displayName: string, location: string | null, latitude: string | null, longitude: string | null, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null } }> };

export type RecommendationsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecommendationsQuery = { recommendations: Array<{ score: number, reasons: Array<string>, profile: { id: string, firstName: string, lastName: string | null, displayName: string, location: string | null, latitude: string | null, longitude: string | null, profileImageUrl: string | null, imageApprovalStatus: ImageStatus | null, flagStatus: FlagStatus, flagShown: boolean, averageRating: string | null, reviewCount: number, profileImage: { url: string, width: number | null, height: number | null, variants: Array<{ width: number, webpUrl: string, jpegUrl: string }> } | null } }> };

export type ConfirmRemovalRequestMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmRemovalRequestMutation = { confirmRemovalRequest: { id: string, contentHidden: boolean, confirmationSent: boolean } };

export type SubmitRemovalRequestMutationVariables = Exact<{
  input: SubmitRemovalRequestInput;
}>;


export type SubmitRemovalRequestMutation = { submitRemovalRequest: { id: string, contentHidden: boolean } };

export type MyReportCard_ReportFragment = { id: string, profileId: string, profileName: string, reportType: ReportKind, title: string, content: string, category: Category, rating: number, status: ReportStatus, approved: boolean | null, dateOfInteraction: string | null, location: string | null, createdAt: string, rejectionReason: ModerationReason | null, rejectionReasonText: string | null, moderationNote: string | null };

export type ReportCard_ReportFragment = { id: string, profileId: string, reportType: ReportKind, title: string, content: string, category: Category, rating: number, dateOfInteraction: string | null, location: string | null, createdAt: string, viewerCan: { moderate: boolean } };

export type CreateReportMutationVariables = Exact<{
  profileId: string | number;
  input: CreateReportInput;
}>;


export type CreateReportMutation = { createReport: { id: string, profileId: string, profileName: string, reportType: ReportKind, title: string, content: string, category: Category, rating: number, status: ReportStatus, approved: boolean | null, dateOfInteraction: string | null, location: string | null, createdAt: string, rejectionReason: ModerationReason | null, rejectionReasonText: string | null, moderationNote: string | null } };

export type MyPendingReportsQueryVariables = Exact<{
  profileId: string | number;
}>;


export type MyPendingReportsQuery = { myPendingReports: Array<{ id: string, profileId: string, reportType: ReportKind, title: string, content: string, category: Category, rating: number, dateOfInteraction: string | null, location: string | null, createdAt: string, viewerCan: { moderate: boolean } }> };

export type MyReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReportsQuery = { myReports: Array<{ id: string, profileId: string, profileName: string, reportType: ReportKind, title: string, content: string, category: Category, rating: number, status: ReportStatus, approved: boolean | null, dateOfInteraction: string | null, location: string | null, createdAt: string, rejectionReason: ModerationReason | null, rejectionReasonText: string | null, moderationNote: string | null }> };

export type ProfileReportsQueryVariables = Exact<{
  profileId: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type ProfileReportsQuery = { profileReports: { nextCursor: string | null, items: Array<{ id: string, profileId: string, reportType: ReportKind, title: string, content: string, category: Category, rating: number, dateOfInteraction: string | null, location: string | null, createdAt: string, viewerCan: { moderate: boolean } }> } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, device: string, signedInAt: string | null, lastSeenAt: string | null, expiresAt: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: number };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
  deletePublishedReports: boolean;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type UpdateUsernameMutationVariables = Exact<{
  username: string;
}>;


export type UpdateUsernameMutation = { updateUsername: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } } };

export type TransparencyReportQueryVariables = Exact<{
  quarter?: string | null | undefined;
}>;


export type TransparencyReportQuery = { transparencyReport: { quarter: string, startsAt: string, endsAt: string, final: boolean, computedAt: string, hasActivity: boolean, availableQuarters: Array<string>, reports: { received: number, approved: number, rejected: number, rejectedByReason: Array<{ reason: string, count: number }> }, removed: { profiles: number, images: number, profilesByReason: Array<{ reason: string, count: number }>, imagesByReason: Array<{ reason: string, count: number }> }, removalRequests: { received: number, decided: number, medianHoursToDecision: number | null, byReasonAndOutcome: Array<{ reason: string, outcome: string, count: number }> }, flags: { received: number, byReasonAndOutcome: Array<{ reason: string, outcome: string, count: number }> }, appeals: { received: number, upheld: number, rejected: number, decisionsReversed: number }, sanctions: Array<{ kind: string, count: number }>, idDocuments: { due: number, deletedOnTime: number, onTimeShare: number | null } } };

export type SetupTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type SetupTwoFactorMutation = { setupTwoFactor: { secret: string, otpauthUrl: string, qrCodeDataUrl: string } };

export type EnableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type EnableTwoFactorMutation = { enableTwoFactor: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enabled: boolean, required: boolean, recoveryCodesLeft: number, passedInThisSession: boolean } };

export type VerifySecondFactorMutationVariables = Exact<{
  code: string;
}>;


export type VerifySecondFactorMutation = { verifySecondFactor: { id: string, username: string, email: string, firstName: string | null, lastName: string | null, idVerificationStatus: IdVerificationStatus | null, profileImageUrl: string | null, phoneVerified: boolean, usernameChangeAvailableAt: string | null, suspendedUntil: string | null, suspensionReason: string | null, viewerCan: { useAdminTools: boolean, moderate: boolean, manageUsers: boolean, viewAuditLog: boolean, reviewIdDocuments: boolean, reviewBlockedUploads: boolean, generateSampleData: boolean, createProfile: boolean, createReport: boolean, flag: boolean } } };

export type IdVerificationStateFieldsFragment = { idVerified: boolean, status: IdVerificationStatus | null, verifiedAt: string | null, submittedAt: string | null };

export type IdVerificationStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type IdVerificationStatusQuery = { idVerificationStatus: { idVerified: boolean, status: IdVerificationStatus | null, verifiedAt: string | null, submittedAt: string | null } };

export type SubmitIdVerificationMutationVariables = Exact<{
  input: IdVerificationInput;
  idImage: File;
}>;


export type SubmitIdVerificationMutation = { submitIdVerification: { idVerified: boolean, status: IdVerificationStatus | null, verifiedAt: string | null, submittedAt: string | null } };

export type WatchFieldsFragment = { id: string, firstName: string, lastName: string | null, location: string, radius: number, status: WatchStatus, createdAt: string, expiresAt: string, lastMatchedAt: string | null };

export type MyWatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWatchesQuery = { myWatches: Array<{ id: string, firstName: string, lastName: string | null, location: string, radius: number, status: WatchStatus, createdAt: string, expiresAt: string, lastMatchedAt: string | null }> };

export type CreateWatchMutationVariables = Exact<{
  input: WatchInput;
}>;


export type CreateWatchMutation = { createWatch: { id: string, firstName: string, lastName: string | null, location: string, radius: number, status: WatchStatus, createdAt: string, expiresAt: string, lastMatchedAt: string | null } };

export type RenewWatchMutationVariables = Exact<{
  id: string | number;
}>;


export type RenewWatchMutation = { renewWatch: { id: string, firstName: string, lastName: string | null, location: string, radius: number, status: WatchStatus, createdAt: string, expiresAt: string, lastMatchedAt: string | null } };

export type DeleteWatchMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWatchMutation = { deleteWatch: boolean };

export const DecisionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode<DecisionFieldsFragment, unknown>;
export const AppealFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viaLink"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDecide"}},{"kind":"Field","name":{"kind":"Name","value":"needsSecondLook"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode<AppealFieldsFragment, unknown>;
export const ReportPauseAlert_PauseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportPauseAlert_pause"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPause"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"reportCount"}},{"kind":"Field","name":{"kind":"Name","value":"newAccountReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]} as unknown as DocumentNode<ReportPauseAlert_PauseFragment, unknown>;
export const FlagCaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlagCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlagCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportTitle"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"flagCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedFlags"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decisionRule"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}}]}}]} as unknown as DocumentNode<FlagCaseFieldsFragment, unknown>;
export const ProfilePicture_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}}]} as unknown as DocumentNode<ProfilePicture_ImageFragment, unknown>;
export const ModerationProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}}]} as unknown as DocumentNode<ModerationProfileFieldsFragment, unknown>;
export const ModerationReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderationNote"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<ModerationReportFieldsFragment, unknown>;
export const ModerationClaimFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ModerationClaimFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const VerificationRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerificationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"hasDocument"}}]}}]} as unknown as DocumentNode<VerificationRequestFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode<NotificationItem_NotificationFragment, unknown>;
export const MyPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sounds"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsPush"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsPush"}},{"kind":"Field","name":{"kind":"Name","value":"flagsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"flagsPush"}},{"kind":"Field","name":{"kind":"Name","value":"flagsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"appealsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"appealsPush"}},{"kind":"Field","name":{"kind":"Name","value":"appealsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountInApp"}},{"kind":"Field","name":{"kind":"Name","value":"accountPush"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"watchesInApp"}},{"kind":"Field","name":{"kind":"Name","value":"watchesPush"}},{"kind":"Field","name":{"kind":"Name","value":"watchesEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pushDetails"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rememberViewedProfiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"highContrast"}},{"kind":"Field","name":{"kind":"Name","value":"reducedMotion"}},{"kind":"Field","name":{"kind":"Name","value":"largeCursor"}},{"kind":"Field","name":{"kind":"Name","value":"soundEffects"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarCollapsed"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyPreferencesFieldsFragment, unknown>;
export const ProfileCard_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}}]} as unknown as DocumentNode<ProfileCard_ProfileFragment, unknown>;
export const ProfileHeader_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingReview"}},{"kind":"Field","name":{"kind":"Name","value":"reportsPaused"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}}]} as unknown as DocumentNode<ProfileHeader_ProfileFragment, unknown>;
export const MyReportCard_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReportCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"moderationNote"}}]}}]} as unknown as DocumentNode<MyReportCard_ReportFragment, unknown>;
export const ReportCard_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderate"}}]}}]}}]} as unknown as DocumentNode<ReportCard_ReportFragment, unknown>;
export const IdVerificationStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdVerificationStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdVerificationState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idVerified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<IdVerificationStateFieldsFragment, unknown>;
export const WatchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMatchedAt"}}]}}]} as unknown as DocumentNode<WatchFieldsFragment, unknown>;
export const CreateProfileDocument = {"__meta__":{"hash":"88b98726ef635243faea08f6189aa9b9f68462ffc8c2bd6c0129fa8332a6559b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"profileImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileImage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProfileMutation, CreateProfileMutationVariables>;
export const AdminAppealsDocument = {"__meta__":{"hash":"089e4c5f6c106521cecee2dce07b1f99603a388fe474f228f52edca8b09a301b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAppeals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAppeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppealFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viaLink"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDecide"}},{"kind":"Field","name":{"kind":"Name","value":"needsSecondLook"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<AdminAppealsQuery, AdminAppealsQueryVariables>;
export const DecideAppealDocument = {"__meta__":{"hash":"b9b9de0772edee05135c40fa448d4fb5dbe59cfc6e872b2b94e93c20dd247ffd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideAppeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appealId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideAppealInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideAppeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appealId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appealId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppealFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppealFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appeal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"viaLink"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDecide"}},{"kind":"Field","name":{"kind":"Name","value":"needsSecondLook"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<DecideAppealMutation, DecideAppealMutationVariables>;
export const AuditLogDocument = {"__meta__":{"hash":"408f2519ff2ef4ad2beb130a62b58e47dfcc912d61c70e6cde3ff55d5b4343b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminDashboardDocument = {"__meta__":{"hash":"e803280939510ff1c84ec2e5a361466d99c3f7440c37a0a46a05acc59e73a8a9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"usersToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfiles"}},{"kind":"Field","name":{"kind":"Name","value":"profilesToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalReports"}},{"kind":"Field","name":{"kind":"Name","value":"reportsToday"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReports"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImages"}},{"kind":"Field","name":{"kind":"Name","value":"pendingVerifications"}},{"kind":"Field","name":{"kind":"Name","value":"pendingFlagCases"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemovalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAppeals"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedProfiles"}},{"kind":"Field","name":{"kind":"Name","value":"bannedUsers"}},{"kind":"Field","name":{"kind":"Name","value":"automaticHidesLastHour"}},{"kind":"Field","name":{"kind":"Name","value":"automaticHideCeiling"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminRecentActivity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminReportPauses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportPauseAlert_pause"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queueSize"}},{"kind":"Field","name":{"kind":"Name","value":"queueSizeIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"medianWaitAsOf"}},{"kind":"Field","name":{"kind":"Name","value":"medianWaitHours"}},{"kind":"Field","name":{"kind":"Name","value":"medianDecisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"signups"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportPauseAlert_pause"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPause"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"reportCount"}},{"kind":"Field","name":{"kind":"Name","value":"newAccountReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const LiftReportPauseDocument = {"__meta__":{"hash":"a9360965a2e2846dbc84d3480d5c92c57055314f4e5e3cda4429eccd7bcbbf49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftReportPause"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftReportPause"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liftedAt"}}]}}]}}]} as unknown as DocumentNode<LiftReportPauseMutation, LiftReportPauseMutationVariables>;
export const ExtendReportPauseDocument = {"__meta__":{"hash":"608e25f956a07ec3702f0ac5fdce6ea43f3a3032e6faf7a6fd567c9ca21ef2f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendReportPause"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hours"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendReportPause"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hours"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]} as unknown as DocumentNode<ExtendReportPauseMutation, ExtendReportPauseMutationVariables>;
export const AdminFlagsDocument = {"__meta__":{"hash":"c263998dbe6a6f9390741beb95fd85e356614c3d2edc6417b3e6bf8b84c8f5dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlagCaseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlagCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlagCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportTitle"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"flagCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedFlags"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decisionRule"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}}]}}]} as unknown as DocumentNode<AdminFlagsQuery, AdminFlagsQueryVariables>;
export const UpholdFlagsDocument = {"__meta__":{"hash":"4ed71c2caa50995539bcce7470fd196150c810c528440a58b187c7884e711b71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpholdFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpholdFlagsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upholdFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlagCaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlagCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlagCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportTitle"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"flagCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedFlags"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decisionRule"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}}]}}]} as unknown as DocumentNode<UpholdFlagsMutation, UpholdFlagsMutationVariables>;
export const DismissFlagsDocument = {"__meta__":{"hash":"bb98d9564550bb4c093fac3ce2d94fc7b46249e5cbad05dcaa4c55a6c985c0f9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlagCaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlagCaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlagCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportTitle"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"flagCount"}},{"kind":"Field","name":{"kind":"Name","value":"countedFlags"}},{"kind":"Field","name":{"kind":"Name","value":"urgent"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decisionRule"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}}]}}]} as unknown as DocumentNode<DismissFlagsMutation, DismissFlagsMutationVariables>;
export const PendingImagesDocument = {"__meta__":{"hash":"e810939a8136f9cedb3b76366de34f11e1503dc3969fe0653ffaab4ca17980cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PendingImagesQuery, PendingImagesQueryVariables>;
export const DecideImageDocument = {"__meta__":{"hash":"c557d5eeaac6a13b1cbd623ed90a3dff7dbb4e9b51e43e55dfa19b67c18f4901"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationReason"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}]}]}}]} as unknown as DocumentNode<DecideImageMutation, DecideImageMutationVariables>;
export const ModerationProfilesDocument = {"__meta__":{"hash":"85a8a7531d386413c17d144babebdbecdf8796a6939288c307fd7db72b5d42dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isSample"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ModerationProfilesQuery, ModerationProfilesQueryVariables>;
export const AdminUpdateProfileDocument = {"__meta__":{"hash":"06627de01d88f285d318f5bd12362716762b2978b42cd27d69f8fb6f3dc43ce2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateProfileMutation, AdminUpdateProfileMutationVariables>;
export const AdminDeleteProfileDocument = {"__meta__":{"hash":"262831b52e85c349647ef21bdef1b34bc94e320d2152e6fd79444fa6119d2569"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationReason"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteProfileMutation, AdminDeleteProfileMutationVariables>;
export const RemovalRequestsDocument = {"__meta__":{"hash":"fb443196e53c5918b7ef8c6914744659cfe4a5395b78e87dfec1c8d1aa77fcaf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemovalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"senderDismissedCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contentHidden"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RemovalRequestsQuery, RemovalRequestsQueryVariables>;
export const DecideRemovalRequestDocument = {"__meta__":{"hash":"be89210cdbec6fd47a608bd91579123e4326d34e18f59305773a6d4d94d64701"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideRemovalRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovalDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideRemovalRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<DecideRemovalRequestMutation, DecideRemovalRequestMutationVariables>;
export const WatchesMatchingProfileDocument = {"__meta__":{"hash":"5d2a89ebcae8bda70fe2fe3eedc582b4bfe3d883710540b648382d25fc0850d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchesMatchingProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchesMatchingProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WatchesMatchingProfileQuery, WatchesMatchingProfileQueryVariables>;
export const EndWatchDocument = {"__meta__":{"hash":"3ce7183181bd4049cb63d893c09c6134c3aab6e7d3440a73092bb7d557ad3eb1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endWatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EndWatchMutation, EndWatchMutationVariables>;
export const ModerationReportsDocument = {"__meta__":{"hash":"614631737d346e69be34b89ef3afaa4ffae8f0c63fc6446bd6a5aef63e80e58c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminReportFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationReportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"moderatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"moderationNote"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}}]}}]} as unknown as DocumentNode<ModerationReportsQuery, ModerationReportsQueryVariables>;
export const AdminReportsProfileDocument = {"__meta__":{"hash":"cef4fcf8af20afc7ecee4de2d909ff2ff2b4c0bb6331b46c7f2c709704f7da8d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReportsProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AdminReportsProfileQuery, AdminReportsProfileQueryVariables>;
export const RevealReportAuthorDocument = {"__meta__":{"hash":"94809f3686157c687c515cdf9c232526306b9195595b77b2fe5b2b7c27b2dd39"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealReportAuthor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealReportAuthor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}}]}]}}]} as unknown as DocumentNode<RevealReportAuthorMutation, RevealReportAuthorMutationVariables>;
export const ApproveReportDocument = {"__meta__":{"hash":"fb4baaf58e8057843a3e2ec55b9237c38ca86ce5ba186406192ec0e45330d283"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}}]} as unknown as DocumentNode<ApproveReportMutation, ApproveReportMutationVariables>;
export const RejectReportDocument = {"__meta__":{"hash":"e83fd3cbd97a8d3f15e996a08261b909669543c570f4830a645cfa8f35191b7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}}]}}]} as unknown as DocumentNode<RejectReportMutation, RejectReportMutationVariables>;
export const UpdateReportDocument = {"__meta__":{"hash":"5ace400bb08e4ae9dabc012486b146fb4cf602d580f882519fb61a656127d033"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<UpdateReportMutation, UpdateReportMutationVariables>;
export const DeleteReportDocument = {"__meta__":{"hash":"29f497003b5f8cef6b15307c5ed80a6f70e76bca0069fa1e15fd5d4ac9b00989"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationReason"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}]}]}}]} as unknown as DocumentNode<DeleteReportMutation, DeleteReportMutationVariables>;
export const GenerateSampleDataDocument = {"__meta__":{"hash":"bdb632ec655923155a8bfe9da59b0add45cf038af286f5efe8c21bc5a405d866"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateSampleData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilesCreated"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCreated"}}]}}]}}]} as unknown as DocumentNode<GenerateSampleDataMutation, GenerateSampleDataMutationVariables>;
export const RemoveSampleDataDocument = {"__meta__":{"hash":"2912a672140e306ef0c04ac9a4da000a3a2fe3c4a20f101119689521f525760b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profilesRemoved"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsRemoved"}}]}}]}}]} as unknown as DocumentNode<RemoveSampleDataMutation, RemoveSampleDataMutationVariables>;
export const AdminQueueCountsDocument = {"__meta__":{"hash":"2cc5055c0ce40fd5493cb4caaee5a7bf246e7d3444def771904e05c74a92a61e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminQueueCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingReports"}},{"kind":"Field","name":{"kind":"Name","value":"pendingImages"}},{"kind":"Field","name":{"kind":"Name","value":"pendingVerifications"}},{"kind":"Field","name":{"kind":"Name","value":"pendingFlagCases"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemovalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAppeals"}}]}}]}}]} as unknown as DocumentNode<AdminQueueCountsQuery, AdminQueueCountsQueryVariables>;
export const ModerationClaimsDocument = {"__meta__":{"hash":"b088dac535ad27512fdc3ab8092f77acd95603e15002848a31ec5ec0000fb684"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationQueue"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ModerationClaimsQuery, ModerationClaimsQueryVariables>;
export const ModerationQueueChangedDocument = {"__meta__":{"hash":"a45da28f53dee98e7b05a632fe44587c25919e4fb9828ed08de2fd5f504ffee8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ModerationQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationQueueChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"verifications"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"removalRequests"}},{"kind":"Field","name":{"kind":"Name","value":"appeals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationClaimFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ModerationQueueChangedSubscription, ModerationQueueChangedSubscriptionVariables>;
export const ClaimModerationItemDocument = {"__meta__":{"hash":"38fccdbe0ada003b49f0829d5776ff6d6e2516444cbd13f61a9fdbc9c86fc0b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimModerationItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationQueue"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimModerationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ClaimModerationItemMutation, ClaimModerationItemMutationVariables>;
export const TakeOverModerationItemDocument = {"__meta__":{"hash":"996b2087da92c0e4f3145511866493146d08b03192c02a34149e8c09298f2258"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeOverModerationItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationQueue"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeOverModerationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModerationClaimFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModerationClaimFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<TakeOverModerationItemMutation, TakeOverModerationItemMutationVariables>;
export const ReleaseModerationItemDocument = {"__meta__":{"hash":"b0ae36fb77f8cd22793fe415f3cabe0734d304fb7501ae168cd3897f4387ff08"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseModerationItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationQueue"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseModerationItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ReleaseModerationItemMutation, ReleaseModerationItemMutationVariables>;
export const AdminUsersDocument = {"__meta__":{"hash":"396051a61c72785ad03d23ad5efb56b87328ffc463bb2aae31b995c1a5d118aa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const BanUserDocument = {"__meta__":{"hash":"60d11b59f0284b4e766d9af30aad54d6f24cd464f77333c23585f0d882c94156"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BanUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<BanUserMutation, BanUserMutationVariables>;
export const UnbanUserDocument = {"__meta__":{"hash":"810e03fdda659e675849486c264d53b127b5ac5136ddcb0d33d842d2ee4ae125"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbanUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<UnbanUserMutation, UnbanUserMutationVariables>;
export const WarnMemberDocument = {"__meta__":{"hash":"8a03ff50b9461a8c91833a63c1f640902c5378d7c44604024fd7254d6c33fc18"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WarnMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SanctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<WarnMemberMutation, WarnMemberMutationVariables>;
export const SuspendMemberDocument = {"__meta__":{"hash":"8345c170f6f8d769f5bee0ccd93fbbf2fe060aa1c32553b54f7b2e051c513a05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SanctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<SuspendMemberMutation, SuspendMemberMutationVariables>;
export const LiftSuspensionDocument = {"__meta__":{"hash":"6fab73d42863a650cb20cb38bd8224d5c9fadd47cde589f499fbc39a17321cdb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"banReason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipBanned"}},{"kind":"Field","name":{"kind":"Name","value":"lastIp"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}},{"kind":"Field","name":{"kind":"Name","value":"strikes"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanction"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedSanctionReason"}}]}}]} as unknown as DocumentNode<LiftSuspensionMutation, LiftSuspensionMutationVariables>;
export const MemberSanctionHistoryDocument = {"__meta__":{"hash":"721586fa8dc5cacb61854d8ac63e1bfffbfb873dcc6554f6bc05e08aad9d5287"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberSanctionHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberSanctionHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<MemberSanctionHistoryQuery, MemberSanctionHistoryQueryVariables>;
export const VerificationRequestsDocument = {"__meta__":{"hash":"ebf15b37a1af58c4854160ecc55b7e61ef01b901c594739af90d20b5661ca88a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationListFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VerificationRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerificationRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"hasDocument"}}]}}]} as unknown as DocumentNode<VerificationRequestsQuery, VerificationRequestsQueryVariables>;
export const OpenIdDocumentDocument = {"__meta__":{"hash":"8e81aeae37d8889903ed7f3b789391f12e9d42208059c6eb6b5f397ae8664fda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenIdDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openIdDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<OpenIdDocumentMutation, OpenIdDocumentMutationVariables>;
export const ApproveVerificationDocument = {"__meta__":{"hash":"811353f5e17eabb3669c189e7d20631bde45f0d31f9970d8bf9d824da31b5715"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}]}]}}]} as unknown as DocumentNode<ApproveVerificationMutation, ApproveVerificationMutationVariables>;
export const RejectVerificationDocument = {"__meta__":{"hash":"445387bf41df6fa5d1e7f50cbb66457ee2fa6655ae22f8ff2813797ed666fb04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}}]}]}}]} as unknown as DocumentNode<RejectVerificationMutation, RejectVerificationMutationVariables>;
export const MyApiTokensDocument = {"__meta__":{"hash":"a08d6b61ffabc8d83fd94feb81f4beba3815d1ef1c412fba1bf46f08f62d2397"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"__meta__":{"hash":"f6d10761aba942b8fea91d3f5635e6955e5922cfe4c56ad1a5687279cf629fde"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"__meta__":{"hash":"760484427514c6721d03239fdea331b31205ecf6f781c374aee629364524b315"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const AppealDecisionDocument = {"__meta__":{"hash":"6ac0c94a196dc07723a833bbe7ef710f40cfc75a34cafd217febd2b03dc48e58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppealDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppealDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appealDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode<AppealDecisionMutation, AppealDecisionMutationVariables>;
export const DecisionForAppealDocument = {"__meta__":{"hash":"ca55703eed153533c4c1e09b318215ba89d924aa280d33182976081bd3ee69fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecisionForAppeal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionForAppeal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode<DecisionForAppealQuery, DecisionForAppealQueryVariables>;
export const MyDecisionsDocument = {"__meta__":{"hash":"83856e2ab0a41d5b894302988338f2dfa97785a821aab0fa8818594a7025c1b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDecisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDecisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}}]} as unknown as DocumentNode<MyDecisionsQuery, MyDecisionsQueryVariables>;
export const ConfirmEmailDocument = {"__meta__":{"hash":"4b83244872b0472c357d262136ae7231ebeafffca6d132401c936eed7753269d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const CurrentUserDocument = {"__meta__":{"hash":"d42300fb9302a60276d7a813a0a0aca46ff3874ff3106f950fee0d71bbb0c247"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LoginDocument = {"__meta__":{"hash":"e5f1e72bb41fcbf6d3cc0fb998ff01e224de2f4d8296de920ca0e3a5ccae4c4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"cb1d14c1cc99a25294cfa4376de2402364cb32e6c038a11fb36cf0ebb3a5ce91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"hash":"5ac89982dc149995bab85b93caab9976bbc3fd5994fbf4173153f8686dba9d72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"fcd8b0640d108e400f8a2d2783dc20649cdf30f65537f0197699e574fabab128"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignUpDocument = {"__meta__":{"hash":"e74a3cfc92001d545a7999f041d8549268af88a31ef20f86705e09913de254b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const UnlockAccountDocument = {"__meta__":{"hash":"56b88add8f10faacff5f90d2f0f02f5a97e909f1bd28195c2a03194e18c45170"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnlockAccountMutation, UnlockAccountMutationVariables>;
export const FlagReportDocument = {"__meta__":{"hash":"01e82f2a3a1e587f09c7cd37431895c046e61158537271751e0063aff5fc16c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flagReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reportId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reportId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"contentHidden"}}]}}]}}]} as unknown as DocumentNode<FlagReportMutation, FlagReportMutationVariables>;
export const FlagProfileDocument = {"__meta__":{"hash":"6a2695645f0869cb79da52af04e1f54834e8ab57d9f3b6b2c05d0f2b84293a7d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlagProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flagProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"contentHidden"}}]}}]}}]} as unknown as DocumentNode<FlagProfileMutation, FlagProfileMutationVariables>;
export const MyFlagsDocument = {"__meta__":{"hash":"1d45c2c2ef5cfd49537d6e6ff715a6ce46b5f956ad86afbdc8330833f6646774"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}}]}}]}}]} as unknown as DocumentNode<MyFlagsQuery, MyFlagsQueryVariables>;
export const BrowseProfilesDocument = {"__meta__":{"hash":"ede153a82301692b9f367a1acb682d41e35665b303196fd6cffb1da5d0a145a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowseProfiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCard_profile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalIsExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]} as unknown as DocumentNode<BrowseProfilesQuery, BrowseProfilesQueryVariables>;
export const LocationsDocument = {"__meta__":{"hash":"01b2ef2642931beefc51d9393191a6c9680fd8b2b92ba0b57c7845621542b1b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<LocationsQuery, LocationsQueryVariables>;
export const MyProfileDocument = {"__meta__":{"hash":"00cf171a59d0cf9c9062d2d7c1415662f1fc35ecade48c7d27b8839d672cbe6a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCard_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const MarkNotificationReadDocument = {"__meta__":{"hash":"a56eb7c96fbac45ceb71af810adc252e210fb142b749bc6772c2c5378d3d306c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"__meta__":{"hash":"e919497b911d73638f8329785ecb0b4b48a247bb6d037bf89b2a498c5bca336d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const DeleteNotificationDocument = {"__meta__":{"hash":"a264203907012eee525bd4e15586136cfbf6d4d7771bc717b420a45ef8eeeaa8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const NotificationsDocument = {"__meta__":{"hash":"b1782a40aee1cff817670f817b5e76f53fc732dbab8a2b414fadc75bf52b0d7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = {"__meta__":{"hash":"dcaff2ad9c68794a7528d4ec7ed97809a40f2fbb54acd15c6586b339adef7bac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationAddedDocument = {"__meta__":{"hash":"b208e88cd7af75c9ccbd40921b8933ced95d9a25bb670aaa13025be9a4edd5a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasonText"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"ruleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appealableUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reversedAt"}},{"kind":"Field","name":{"kind":"Name","value":"restoredAt"}},{"kind":"Field","name":{"kind":"Name","value":"supersededAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanAppeal"}},{"kind":"Field","name":{"kind":"Name","value":"appeal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"notRestored"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DecisionFields"}}]}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const SendPhoneCodeDocument = {"__meta__":{"hash":"2423eb90d4c4fc0270e2e9709c2412257a1b89de1f7b5a5a22ed6dd6851259db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPhoneCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maskedPhone"}}]}}]}}]} as unknown as DocumentNode<SendPhoneCodeMutation, SendPhoneCodeMutationVariables>;
export const VerifyPhoneDocument = {"__meta__":{"hash":"b40f3fb4e2ab35bc4cf07d100eb4ea113d768da527a35ad4ce926e8d6736539c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const CheckPhotoDocument = {"__meta__":{"hash":"eacfdd7c2c762fb54db16d3500d831135e896ad58718a1c7e23f2dd79a8da612"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"similarity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckPhotoMutation, CheckPhotoMutationVariables>;
export const MyPreferencesDocument = {"__meta__":{"hash":"a3109978fab110dcb40be44175564aadd2d0079027d2bc8f41f0bca9744f350b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sounds"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsPush"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsPush"}},{"kind":"Field","name":{"kind":"Name","value":"flagsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"flagsPush"}},{"kind":"Field","name":{"kind":"Name","value":"flagsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"appealsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"appealsPush"}},{"kind":"Field","name":{"kind":"Name","value":"appealsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountInApp"}},{"kind":"Field","name":{"kind":"Name","value":"accountPush"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"watchesInApp"}},{"kind":"Field","name":{"kind":"Name","value":"watchesPush"}},{"kind":"Field","name":{"kind":"Name","value":"watchesEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pushDetails"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rememberViewedProfiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"highContrast"}},{"kind":"Field","name":{"kind":"Name","value":"reducedMotion"}},{"kind":"Field","name":{"kind":"Name","value":"largeCursor"}},{"kind":"Field","name":{"kind":"Name","value":"soundEffects"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarCollapsed"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyPreferencesQuery, MyPreferencesQueryVariables>;
export const UpdateMyPreferencesDocument = {"__meta__":{"hash":"2318a3e6e260851c00a2963bce995c419daf01ae4c2df805144ed2d84b23870e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decisionsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sounds"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsPush"}},{"kind":"Field","name":{"kind":"Name","value":"newReportsPush"}},{"kind":"Field","name":{"kind":"Name","value":"flagsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"flagsPush"}},{"kind":"Field","name":{"kind":"Name","value":"flagsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"appealsInApp"}},{"kind":"Field","name":{"kind":"Name","value":"appealsPush"}},{"kind":"Field","name":{"kind":"Name","value":"appealsEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accountInApp"}},{"kind":"Field","name":{"kind":"Name","value":"accountPush"}},{"kind":"Field","name":{"kind":"Name","value":"accountEmail"}},{"kind":"Field","name":{"kind":"Name","value":"watchesInApp"}},{"kind":"Field","name":{"kind":"Name","value":"watchesPush"}},{"kind":"Field","name":{"kind":"Name","value":"watchesEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pushDetails"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rememberViewedProfiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"highContrast"}},{"kind":"Field","name":{"kind":"Name","value":"reducedMotion"}},{"kind":"Field","name":{"kind":"Name","value":"largeCursor"}},{"kind":"Field","name":{"kind":"Name","value":"soundEffects"}},{"kind":"Field","name":{"kind":"Name","value":"sidebarCollapsed"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateMyPreferencesMutation, UpdateMyPreferencesMutationVariables>;
export const MyAddedProfilesDocument = {"__meta__":{"hash":"5e64b277dab7ad7f4afe25f0589470ba72cf3dfb534003481b54364a1872b8ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAddedProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddedProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingReview"}}]}}]}}]} as unknown as DocumentNode<MyAddedProfilesQuery, MyAddedProfilesQueryVariables>;
export const ProfileRouteDocument = {"__meta__":{"hash":"68bf32f6ec6101b8d96fb85bbe9dfcabc83448dcde9e94a166aae6211efd11f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderate"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileHeader_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileHeader_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingReview"}},{"kind":"Field","name":{"kind":"Name","value":"reportsPaused"}}]}}]} as unknown as DocumentNode<ProfileRouteQuery, ProfileRouteQueryVariables>;
export const RecordProfileViewDocument = {"__meta__":{"hash":"162b502e312971c60a7d0d6d806e083488260e7ae061b9b6e1b4a8c3250a399b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordProfileView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordProfileView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}]}]}}]} as unknown as DocumentNode<RecordProfileViewMutation, RecordProfileViewMutationVariables>;
export const RecentlyViewedDocument = {"__meta__":{"hash":"cea1e3b4c25a4446135914b4e5d7920820d24d0718c94ba33b314a1a0c74b6a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentlyViewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInteractions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastViewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCard_profile"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]} as unknown as DocumentNode<RecentlyViewedQuery, RecentlyViewedQueryVariables>;
export const RecommendationsDocument = {"__meta__":{"hash":"6f462ec5497de36d1a619f1ad3e08a67cd1fb02f49105ffd3c1bdf0136037567"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileCard_profile"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfilePicture_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"webpUrl"}},{"kind":"Field","name":{"kind":"Name","value":"jpegUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfilePicture_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageApprovalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagStatus"}},{"kind":"Field","name":{"kind":"Name","value":"flagShown"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}}]}}]} as unknown as DocumentNode<RecommendationsQuery, RecommendationsQueryVariables>;
export const ConfirmRemovalRequestDocument = {"__meta__":{"hash":"b55a833c903ceaac9736aacebf1b73d8d98ca4d8bd3103afc2a7067d8dc7a9a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRemovalRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRemovalRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentHidden"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationSent"}}]}}]}}]} as unknown as DocumentNode<ConfirmRemovalRequestMutation, ConfirmRemovalRequestMutationVariables>;
export const SubmitRemovalRequestDocument = {"__meta__":{"hash":"aaaed22bb84481e7598dc3f0d0903d3946ecf74aa136a3e77a7c22ed1f2dd599"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRemovalRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitRemovalRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRemovalRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentHidden"}}]}}]}}]} as unknown as DocumentNode<SubmitRemovalRequestMutation, SubmitRemovalRequestMutationVariables>;
export const CreateReportDocument = {"__meta__":{"hash":"51a760272e1f0cbdaf2634b5b6cfe50c8a3def5d5ae01e1339124d046b9e14cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyReportCard_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReportCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"moderationNote"}}]}}]} as unknown as DocumentNode<CreateReportMutation, CreateReportMutationVariables>;
export const MyPendingReportsDocument = {"__meta__":{"hash":"9b07fd9352f9f3a61ce984062a20b02a4958b9e735fd30ce8df50a7fc0f25650"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPendingReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPendingReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportCard_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderate"}}]}}]}}]} as unknown as DocumentNode<MyPendingReportsQuery, MyPendingReportsQueryVariables>;
export const MyReportsDocument = {"__meta__":{"hash":"5d2ea44509bf82133df005353648c26c690e2706afc2900f2a0eec75ce3d53ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyReportCard_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyReportCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReasonText"}},{"kind":"Field","name":{"kind":"Name","value":"moderationNote"}}]}}]} as unknown as DocumentNode<MyReportsQuery, MyReportsQueryVariables>;
export const ProfileReportsDocument = {"__meta__":{"hash":"f031f5a7b165c30b9d91bdbb570ff62fd5ee990f69c85ab37725a5ae2117da47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"profileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportCard_report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"reportType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfInteraction"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderate"}}]}}]}}]} as unknown as DocumentNode<ProfileReportsQuery, ProfileReportsQueryVariables>;
export const MySessionsDocument = {"__meta__":{"hash":"432c1cccf9de1d12b66c4799f8a297fba0b72c2c039dade6237fa61109f6dbdf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = {"__meta__":{"hash":"67188c8e2ce8c2ea48c1bd4d57c0a8a15dc811c26d6565548a58888de31ab5fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"__meta__":{"hash":"67b9d217f1a7046b0e8a24ba56df4486ddbbf515af38fc1152d732ee649f5b66"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const DeleteAccountDocument = {"__meta__":{"hash":"84b448f46b6e4043989ef898baef6fe4694326b10488c4bf796f3a4673fa0bab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deletePublishedReports"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"deletePublishedReports"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deletePublishedReports"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const UpdateUsernameDocument = {"__meta__":{"hash":"0a6da00f34d5ed8807f92345041bf72a6ae3b07c35a59f11405997d6bf2ea0eb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUsername"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<UpdateUsernameMutation, UpdateUsernameMutationVariables>;
export const TransparencyReportDocument = {"__meta__":{"hash":"af8b036a3d0cbdb7c161181e71ee21c8dd6609e16e79baa35829a13643e6ba82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransparencyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quarter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transparencyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quarter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quarter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quarter"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasActivity"}},{"kind":"Field","name":{"kind":"Name","value":"availableQuarters"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"}},{"kind":"Field","name":{"kind":"Name","value":"profilesByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"imagesByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"removalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"byReasonAndOutcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decided"}},{"kind":"Field","name":{"kind":"Name","value":"medianHoursToDecision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"byReasonAndOutcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appeals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"upheld"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"decisionsReversed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sanctions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}},{"kind":"Field","name":{"kind":"Name","value":"deletedOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"onTimeShare"}}]}}]}}]}}]} as unknown as DocumentNode<TransparencyReportQuery, TransparencyReportQueryVariables>;
export const SetupTwoFactorDocument = {"__meta__":{"hash":"6b0c5945c44e851dae9177010679ad67b85e5f8f103a6126f637ceb62c714c9e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<SetupTwoFactorMutation, SetupTwoFactorMutationVariables>;
export const EnableTwoFactorDocument = {"__meta__":{"hash":"8d1872289825d739312a64068ebd52d5cc012f75b93ed46822015f6e3bddfe65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"__meta__":{"hash":"f36df6f06a2487d444d9a984e134b95cb166331d241c5580c40292023912b6ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const TwoFactorStatusDocument = {"__meta__":{"hash":"4faadc16d2ec65756a37a1711b053477e4d916d25194fe40b3fa7493a917ddcc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"passedInThisSession"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const VerifySecondFactorDocument = {"__meta__":{"hash":"be5ba0e96bde4e2e5a33ee98174bbe8faab1fd498a60942e3d8354b140d4d230"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useAdminTools"}},{"kind":"Field","name":{"kind":"Name","value":"moderate"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewAuditLog"}},{"kind":"Field","name":{"kind":"Name","value":"reviewIdDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewBlockedUploads"}},{"kind":"Field","name":{"kind":"Name","value":"generateSampleData"}},{"kind":"Field","name":{"kind":"Name","value":"createProfile"}},{"kind":"Field","name":{"kind":"Name","value":"createReport"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"usernameChangeAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"suspensionReason"}}]}}]} as unknown as DocumentNode<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const IdVerificationStatusDocument = {"__meta__":{"hash":"1d5ae2ccbb51db8017f3434ed8aab5ee2ab7ec70c2ac4d4e4dd08cb047a88270"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdVerificationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdVerificationStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdVerificationStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdVerificationState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idVerified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<IdVerificationStatusQuery, IdVerificationStatusQueryVariables>;
export const SubmitIdVerificationDocument = {"__meta__":{"hash":"c620978035dc3eadc0bdc8cd099909d02e411ede42d9830405cbecdad1e45a13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitIdVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdVerificationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idImage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitIdVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idImage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IdVerificationStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IdVerificationStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IdVerificationState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idVerified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<SubmitIdVerificationMutation, SubmitIdVerificationMutationVariables>;
export const MyWatchesDocument = {"__meta__":{"hash":"b7565e18e278048dea6d2c763d105712251b9f3212188b03fc5ef73aa4e748d9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMatchedAt"}}]}}]} as unknown as DocumentNode<MyWatchesQuery, MyWatchesQueryVariables>;
export const CreateWatchDocument = {"__meta__":{"hash":"a64cd637ddbd9eb94875a5d6f334a6e5aa81f442b98e40056ea06368d3f1b233"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMatchedAt"}}]}}]} as unknown as DocumentNode<CreateWatchMutation, CreateWatchMutationVariables>;
export const RenewWatchDocument = {"__meta__":{"hash":"0ec2dc576e217cd6364b4020d2e3e0f4cdfb91d45c06126172b8146651f2b4a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewWatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Watch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMatchedAt"}}]}}]} as unknown as DocumentNode<RenewWatchMutation, RenewWatchMutationVariables>;
export const DeleteWatchDocument = {"__meta__":{"hash":"d3ee573001b0e5ac0d6a05172fbd76846a2534ab17560ccc3a7c5032a91a6b1c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWatchMutation, DeleteWatchMutationVariables>;