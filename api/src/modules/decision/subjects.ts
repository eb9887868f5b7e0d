import { ref, type MessageRef } from '../../core/i18n.js';
import { SUBJECT_MESSAGES } from './decision.messages.js';

// What a decision is about, as wording (DecisionStatement.subjectLabel): stored in English and as wording, read in the
// reader's language. Names and titles stay as written.

/** 'Account ann_lee'. */
export const accountSubject = (username: string): MessageRef => ref(SUBJECT_MESSAGES.account, { name: username });
/** 'Profile of Ann Lee'. */
export const profileSubject = (displayName: string): MessageRef => ref(SUBJECT_MESSAGES.profile, { name: displayName });
/** 'Profile of Ann Lee (Leeds)': a profile with the place it gives. */
export const profileAtSubject = (displayName: string, location: string): MessageRef => ref(SUBJECT_MESSAGES.profileAt, { name: displayName, location });
/** 'Photo of Ann Lee'. */
export const photoSubject = (displayName: string): MessageRef => ref(SUBJECT_MESSAGES.photo, { name: displayName });
/** 'Report "A bad date" about Ann Lee'. */
export const reportSubject = (title: string, displayName: string): MessageRef => ref(SUBJECT_MESSAGES.report, { title, name: displayName });
/** '"A bad date" about Ann Lee' (a report named by its title only). */
export const reportTitleSubject = (title: string, displayName: string): MessageRef => ref(SUBJECT_MESSAGES.reportTitle, { title, name: displayName });
