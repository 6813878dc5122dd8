import type { Db } from '@hc/db';
import {
  ADMIN_PAGE_SIZE,
  bookingActions,
  bookingTransitions,
  fieldError,
  formatPatientId,
  isAllowedTransition,
  publicDoctorStatuses,
  referenceOf,
  type Booking,
  type BookingAction,
  type BookingCreate,
  type BookingDetail,
  type BookingDoctorChoice,
  type BookingDoctorChoicesQuery,
  type BookingListQuery,
  type DoctorStatus,
  type FieldError,
} from '@hc/shared';
import { AppError, conflictingField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { createVersionMemo } from '../../lib/version-memo';
import { regionScopeOf, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import {
  findBookingParties,
  findBookingRow,
  findFacilityRegion,
  findPersonName,
  insertBooking,
  insertBookingEvent,
  listBookingClaims,
  listBookingEvents,
  listBookingPayments,
  listBookings,
  listDoctorChoices,
  lockBooking,
  updateBookingStatus,
  type BookingRow,
} from './bookings.repository';

const place = (id: number | null, nameEn: string | null, nameFr: string | null) =>
  id === null || nameEn === null ? null : { id, nameEn, nameFr: nameFr ?? nameEn };

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    reference: referenceOf('booking', row.id),
    patient: {
      id: row.patientId,
      number: formatPatientId(row.patientId),
      name: `${row.patientFirstName} ${row.patientLastName}`.trim(),
    },
    doctor: { id: row.doctorId, name: row.doctorName },
    specialty: place(row.specialtyId, row.specialtyEn, row.specialtyFr),
    facility: { id: row.facilityId, name: row.facilityName },
    region: place(row.regionId, row.regionEn, row.regionFr),
    division: place(row.divisionId, row.divisionEn, row.divisionFr),
    subdivision: place(row.subdivisionId, row.subdivisionEn, row.subdivisionFr),
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    amountCfa: row.amountCfa,
    paidCfa: row.paidCfa,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A slot as people read it in the log: `2026-11-25 09:30` in Douala time. */
const doualaSlot = (at: Date) => new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');

const isBookableDoctor = (status: DoctorStatus) => (publicDoctorStatuses as readonly DoctorStatus[]).includes(status);

/**
 * The back-office Bookings section (spec 02 "Bookings", issue 12): bookings staff record for a patient
 * with a doctor at a facility, and their status transitions (`bookingTransitions`, an illegal one is
 * 409). A doctor's slot is held by at most one live booking: the partial unique index
 * `bookings_doctor_slot_uq` refuses the second, however many requests race (409 `slot_taken`). Every
 * change writes the booking's history (booking_events) and the system log (source BOOKING). A
 * region-limited account sees and changes only its region's bookings.
 */
export function createBookingsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  // Totals are remembered per condition for one version of the bookings; each list reads the version in
  // its page's statement, so a booking written by any process or script is counted at once.
  const listTotals = createVersionMemo<number>();

  async function loadDetail(source: Db, id: number, scope: number | null): Promise<BookingDetail> {
    const row = await findBookingRow(source, id, scope);
    if (!row) throw notFound('Booking');
    const [events, payments, claims, createdByName] = await Promise.all([
      listBookingEvents(source, id),
      listBookingPayments(source, id),
      listBookingClaims(source, id),
      row.createdBy === null ? null : findPersonName(source, row.createdBy),
    ]);
    return {
      ...toBooking(row),
      note: row.note,
      createdBy: row.createdBy !== null && createdByName !== null ? { id: row.createdBy, name: createdByName } : null,
      history: events.map((event) => ({
        id: event.id,
        from: event.from,
        to: event.to,
        reason: event.reason,
        who: event.userId !== null && event.userName !== null ? { id: event.userId, name: event.userName } : null,
        at: event.at.toISOString(),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        reference: referenceOf('payment', payment.id),
        kind: payment.kind,
        method: payment.method,
        amountCfa: payment.amountCfa,
        status: payment.status,
        createdAt: payment.createdAt.toISOString(),
      })),
      claims: claims.map((claim) => ({
        id: claim.id,
        reference: referenceOf('claim', claim.id),
        status: claim.status,
      })),
    };
  }

  /** The parties of a new booking hold together, or a 400 names every field that does not. */
  async function checkParties(source: Db, input: BookingCreate) {
    const { patient, doctor, facility, practisesThere } = await findBookingParties(source, input);
    const fields: FieldError[] = [];
    if (!patient || patient.role !== 'patient') fields.push(fieldError('patientId', 'not_a_patient'));
    if (!doctor || !isBookableDoctor(doctor.status)) fields.push(fieldError('doctorId', 'invalid'));
    if (!facility) fields.push(fieldError('facilityId', 'invalid'));
    if (doctor && facility && !practisesThere) fields.push(fieldError('doctorId', 'doctor_not_at_facility'));
    if (fields.length > 0 || !doctor || !facility)
      throw new AppError('validation_failed', 'The booking does not hold together', fields);
    return { doctor, facility };
  }

  /** The unique index refused the row: the doctor's slot is taken (perhaps by a request that raced this one). */
  function slotConflict(error: unknown): never {
    if (isUniqueViolation(error))
      throw conflictingField('startsAt', 'slot_taken', 'This doctor is already booked for this slot');
    throw error;
  }

  return {
    async list(context: RequestContext, query: BookingListQuery) {
      const { rows, total, page } = await listBookings(db, query, regionScopeOf(context.session), listTotals);
      return { data: rows.map(toBooking), meta: { total, page, pageSize: ADMIN_PAGE_SIZE } };
    },

    get: (context: RequestContext, id: number) => loadDetail(db, id, regionScopeOf(context.session)),

    async create(context: RequestContext, input: BookingCreate): Promise<BookingDetail> {
      const scope = regionScopeOf(context.session);
      const userId = context.session?.user.id ?? null;
      const now = clock();
      const booking = await db
        .transaction(async (tx) => {
          const { doctor, facility } = await checkParties(tx, input);
          if (scope !== null && facility.regionId !== scope)
            throw new AppError('forbidden', 'Your account may only book at facilities of its own region');
          const row = await insertBooking(tx, {
            patientId: input.patientId,
            doctorId: input.doctorId,
            facilityId: input.facilityId,
            specialtyId: doctor.specialtyId,
            regionId: facility.regionId,
            divisionId: facility.divisionId,
            subdivisionId: facility.subdivisionId,
            startsAt: new Date(input.startsAt),
            status: 'pending',
            amountCfa: input.amountCfa,
            note: input.note ?? null,
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          });
          await insertBookingEvent(tx, { bookingId: row.id, fromStatus: null, toStatus: 'pending', userId, at: now });
          return loadDetail(tx, row.id, null);
        })
        .catch(slotConflict);
      await logRequestEvent(deps, context, {
        level: 'INFO',
        source: 'BOOKING',
        message: `Booking ${booking.reference} recorded: ${booking.patient.number} with doctor #${booking.doctor.id} at ${booking.facility.name}, ${doualaSlot(new Date(booking.startsAt))} (Douala), ${booking.amountCfa} CFA`,
        event: {
          key: 'booking.recorded',
          params: {
            reference: booking.reference,
            patient: booking.patient.number,
            doctorId: booking.doctor.id,
            facility: booking.facility.name,
            startsAt: booking.startsAt,
            amount: booking.amountCfa,
          },
        },
        details: { bookingId: booking.id, action: 'created', startsAt: booking.startsAt },
      });
      return booking;
    },

    /** Confirm, complete, no-show or cancel: allowed only as `bookingTransitions` says (409 otherwise). */
    async transition(
      context: RequestContext,
      id: number,
      action: BookingAction,
      reason: string | null,
    ): Promise<BookingDetail> {
      const scope = regionScopeOf(context.session);
      const to = bookingActions[action];
      const now = clock();
      const { booking, from } = await db.transaction(async (tx) => {
        const row = await lockBooking(tx, id, scope);
        if (!row) throw notFound('Booking');
        if (!isAllowedTransition(bookingTransitions, row.status, to))
          throw new AppError('conflict', `A ${row.status} booking cannot become ${to}`);
        await updateBookingStatus(tx, id, to, now);
        await insertBookingEvent(tx, {
          bookingId: id,
          fromStatus: row.status,
          toStatus: to,
          reason,
          userId: context.session?.user.id ?? null,
          at: now,
        });
        return { booking: await loadDetail(tx, id, null), from: row.status };
      });
      await logRequestEvent(deps, context, {
        level: to === 'cancelled' || to === 'no_show' ? 'WARN' : 'INFO',
        source: 'BOOKING',
        message: `Booking ${booking.reference} ${from} → ${to}${reason ? `: ${reason}` : ''}`,
        event: reason
          ? { key: 'booking.movedWithReason', params: { reference: booking.reference, from, to, reason } }
          : { key: 'booking.moved', params: { reference: booking.reference, from, to } },
        details: { bookingId: id, action, from, to },
      });
      return booking;
    },

    async doctorChoices(context: RequestContext, query: BookingDoctorChoicesQuery): Promise<BookingDoctorChoice[]> {
      const scope = regionScopeOf(context.session);
      if (query.facility && scope !== null && (await findFacilityRegion(db, query.facility)) !== scope) return [];
      const rows = await listDoctorChoices(db, query);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        specialty: place(row.specialtyId, row.specialtyEn, row.specialtyFr),
      }));
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
