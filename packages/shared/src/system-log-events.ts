import { registrationStatuses, userRoles, userStatuses } from './auth-enums';
import { bookingStatuses, claimStatuses, paymentMethods, paymentStatuses } from './care-records';
import { doctorStatuses } from './enums';
import { specialDateKinds } from './schemas/special-dates';

/**
 * Issue 36: every system log entry names its event (a key below) and the values of its sentence, so the
 * back-office can say it in the reader's language (admin catalog, `systemLogEvents.<key>`). The stored
 * English `message` stays what search, the CSV export and older rows use.
 */

/**
 * Codes a param may hold that the reader sees in words: the admin catalog's `systemLogValues.<group>.<code>`
 * (a test checks every code of every group has its words in both languages).
 */
export const systemLogCodes = {
  role: userRoles,
  accountStatus: userStatuses,
  registrationStatus: registrationStatuses,
  doctorStatus: doctorStatuses,
  paymentStatus: paymentStatuses,
  paymentMethod: paymentMethods,
  bookingStatus: bookingStatuses,
  claimStatus: claimStatuses,
  specialDateKind: specialDateKinds,
} as const;
export type SystemLogCodeGroup = keyof typeof systemLogCodes;

/**
 * How the back-office shows a param: `text` and `id` as they are (an e-mail, a name, a reference, a record
 * number), `number` in the reader's digits (a count, an amount; `count` chooses the plural form), `time`
 * an instant (ISO) in Douala time, `date` a calendar day (yyyy-mm-dd), or the words of a code group.
 */
export type SystemLogParamKind = 'text' | 'id' | 'number' | 'time' | 'date' | SystemLogCodeGroup;

/** A record by its number and name: a facility, a duty group. */
const namedRecord = { id: 'id', name: 'text' } as const;
const dutyPeriodEvent = { facilityId: 'id', periodId: 'id', startsAt: 'time', endsAt: 'time', name: 'text' } as const;
const specialDateEvent = {
  facilityId: 'id',
  name: 'text',
  startsOn: 'date',
  endsOn: 'date',
  kind: 'specialDateKind',
} as const;
const signInFailure = { identifier: 'text' } as const;
/** A payment as its English sentence describes it: reference, amount (CFA), method and booking. */
const paymentRecord = { reference: 'text', amount: 'number', method: 'paymentMethod', booking: 'text' } as const;
/** A payment provider's notification: the provider is named by its payment method. */
const notificationEvent = { provider: 'paymentMethod', eventId: 'text', notificationStatus: 'paymentStatus' } as const;

/** Each event's key and its params with their kinds: one event per kind of sentence the server writes. */
export const systemLogEventParams = {
  'auth.signedIn': { email: 'text' },
  'auth.signedInWithRecoveryCode': { email: 'text' },
  'auth.signInFailedWrongPassword': signInFailure,
  'auth.signInFailedUnknownAccount': signInFailure,
  'auth.signInFailedAccountBarred': { identifier: 'text', status: 'accountStatus' },
  'auth.signInFailedWrongCode': signInFailure,
  'auth.signInBlocked': { identifier: 'text', ip: 'text', minutes: 'number', failures: 'number' },
  'auth.signInBlockedUnknownAddress': { identifier: 'text', minutes: 'number', failures: 'number' },
  'auth.signInSlowedDown': { identifier: 'text', failures: 'number' },
  'auth.signInHeldBack': { identifier: 'text' },
  'auth.accountCreated': { email: 'text', role: 'role' },
  'auth.doctorAccountCreated': { email: 'text' },
  'auth.signedOut': { email: 'text' },
  'auth.passwordResetRequested': { email: 'text' },
  'auth.passwordResetCompleted': {},
  'auth.invitationAccepted': { email: 'text' },

  'profile.emailChangeRefused': {},
  'profile.passwordChangeRefused': {},
  'profile.twoFactorOffRefused': {},
  'profile.recoveryCodesRenewalRefused': {},
  'profile.emailChanged': { previousEmail: 'text', email: 'text' },
  'profile.updated': {},
  'profile.notificationsUpdated': {},
  'profile.passwordChanged': {},
  'profile.twoFactorOn': {},
  'profile.twoFactorOff': {},
  'profile.recoveryCodesRenewed': {},
  'profile.otherSessionsEnded': { sessions: 'number' },
  'profile.sessionEnded': {},

  'patient.created': { patient: 'text' },
  'patient.updated': { patient: 'text', fields: 'text' },
  'patient.deleted': { patient: 'text' },

  'employee.created': { email: 'text', role: 'role', employeeId: 'text' },
  'employee.createdWithoutId': { email: 'text', role: 'role' },
  'employee.updated': { email: 'text', fields: 'text' },
  'employee.updatedAndSignedOut': { email: 'text', fields: 'text' },
  'employee.deleted': { email: 'text', role: 'role', employeeId: 'text' },
  'employee.deletedWithoutId': { email: 'text', role: 'role' },
  'employee.invitationResent': { email: 'text' },

  'registration.deleted': { email: 'text', id: 'id', role: 'role', registrationStatus: 'registrationStatus' },

  'facility.created': namedRecord,
  'facility.updated': namedRecord,
  'facility.approved': namedRecord,
  'facility.suspended': namedRecord,
  'facility.reactivated': namedRecord,
  'facility.archived': namedRecord,
  'facility.restored': namedRecord,
  'facility.corrected': namedRecord,
  /** A facility change of a kind the keys above do not name (`action`: its history action). */
  'facility.changed': { ...namedRecord, action: 'text' },
  'facility.createdFromDutyList': namedRecord,
  'facility.createdByClaim': { ...namedRecord, userId: 'id', claimId: 'id' },
  'facility.updatedByManager': namedRecord,
  'facility.confirmedByManager': namedRecord,
  'facility.confirmedByLink': namedRecord,
  'facility.confirmationsRequested': { count: 'number' },
  'facility.bulkApproved': { selected: 'number', done: 'number', refused: 'number' },
  'facility.bulkSuspended': { selected: 'number', done: 'number', refused: 'number' },
  'facility.imported': { created: 'number', updated: 'number', unchanged: 'number', kept: 'number' },
  'facility.markedNotDuplicates': { id: 'id', otherId: 'id', name: 'text', otherName: 'text' },
  'facility.merged': { duplicateId: 'id', keptId: 'id', duplicateName: 'text', keptName: 'text' },

  'correction.droppedRobot': { facilityId: 'id' },
  'correction.proposed': { id: 'id', facilityId: 'id', fields: 'text' },
  'correction.proposedByManager': { id: 'id', facilityId: 'id', fields: 'text' },
  'correction.rejected': { id: 'id', facilityId: 'id', reason: 'text' },

  'facilityClaim.filed': { id: 'id', userId: 'id', facilityId: 'id', name: 'text' },
  'facilityClaim.approved': { id: 'id', userId: 'id', facilityId: 'id', name: 'text' },
  'facilityClaim.rejected': { id: 'id', facilityId: 'id', name: 'text', reason: 'text' },
  'facilityManager.removed': { id: 'id', userId: 'id', facilityId: 'id', name: 'text', reason: 'text' },

  'specialDate.added': specialDateEvent,
  'specialDate.changed': specialDateEvent,
  'specialDate.removed': specialDateEvent,

  'rota.periodAdded': dutyPeriodEvent,
  'rota.periodChanged': dutyPeriodEvent,
  'rota.periodEnded': dutyPeriodEvent,
  'rota.periodSwapped': { periodId: 'id', fromFacilityId: 'id', toFacilityId: 'id' },
  'rota.periodCancelled': { periodId: 'id', facilityId: 'id' },
  'rota.generated': { from: 'date', to: 'date', created: 'number', existing: 'number', warnings: 'number' },
  'rota.dutyListImported': { periods: 'number', newPharmacies: 'number', skipped: 'number', unreadable: 'number' },
  'dutyGroup.created': namedRecord,
  'dutyGroup.updated': namedRecord,
  'dutyGroup.deleted': namedRecord,

  'doctor.created': { id: 'id', email: 'text' },
  'doctor.updated': { id: 'id' },
  'doctor.updatedWithStatus': { id: 'id', from: 'doctorStatus', to: 'doctorStatus' },
  'doctor.approved': { id: 'id' },
  'doctor.deleted': { id: 'id', status: 'doctorStatus' },
  'doctor.deletedWithAccount': { id: 'id', status: 'doctorStatus' },
  'doctor.verificationSubmitted': { id: 'id' },
  'doctor.verified': { id: 'id' },

  'booking.recorded': {
    reference: 'text',
    patient: 'text',
    doctorId: 'id',
    facility: 'text',
    startsAt: 'time',
    amount: 'number',
  },
  'booking.moved': { reference: 'text', from: 'bookingStatus', to: 'bookingStatus' },
  'booking.movedWithReason': { reference: 'text', from: 'bookingStatus', to: 'bookingStatus', reason: 'text' },

  'claim.filed': { reference: 'text', booking: 'text', doctorId: 'id', patient: 'text' },
  'claim.moved': { reference: 'text', from: 'claimStatus', to: 'claimStatus' },

  'payment.recorded': { ...paymentRecord, status: 'paymentStatus' },
  'payment.markedByStaff': { ...paymentRecord, status: 'paymentStatus' },
  'payment.markedByStaffWithNote': { ...paymentRecord, status: 'paymentStatus', note: 'text' },
  'payment.refunded': { ...paymentRecord, payment: 'text', note: 'text' },
  'payment.notificationSignatureRefused': { provider: 'paymentMethod' },
  'payment.notificationUnknownPayment': { provider: 'paymentMethod', providerReference: 'text' },
  'payment.notificationAmountMismatch': {
    ...paymentRecord,
    provider: 'paymentMethod',
    eventId: 'text',
    notifiedAmount: 'number',
  },
  'payment.notificationApplied': { ...notificationEvent, ...paymentRecord },
  'payment.notificationAlreadyFinal': { ...notificationEvent, reference: 'text', status: 'paymentStatus' },
  'payment.notificationReplayed': notificationEvent,

  'crashReport.resolved': { id: 'id', summary: 'text' },
  'crashReport.reopened': { id: 'id', summary: 'text' },

  'server.error': { route: 'text', kind: 'text' },
} as const satisfies Record<string, Readonly<Record<string, SystemLogParamKind>>>;

type EventParamKinds = typeof systemLogEventParams;
export type SystemLogEventKey = keyof EventParamKinds;
export const systemLogEvents = Object.keys(systemLogEventParams) as [SystemLogEventKey, ...SystemLogEventKey[]];

export const isSystemLogEventKey = (key: string): key is SystemLogEventKey =>
  Object.prototype.hasOwnProperty.call(systemLogEventParams, key);

// A record number may be missing where the English sentence already says `#null`.
type ParamValue<Kind> = Kind extends 'text' | 'time' | 'date'
  ? string
  : Kind extends 'id'
    ? number | null
    : Kind extends 'number'
      ? number
      : Kind extends SystemLogCodeGroup
        ? (typeof systemLogCodes)[Kind][number]
        : never;

export type SystemLogEventParams<K extends SystemLogEventKey> = {
  -readonly [P in keyof EventParamKinds[K]]: ParamValue<EventParamKinds[K][P]>;
};

/** An event as a writer gives it: its key and exactly the params that key names, each of its kind. */
export type SystemLogEvent = {
  [K in SystemLogEventKey]: keyof EventParamKinds[K] extends never
    ? { key: K; params?: Record<string, never> }
    : { key: K; params: SystemLogEventParams<K> };
}[SystemLogEventKey];
