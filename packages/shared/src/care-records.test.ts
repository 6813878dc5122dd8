import { describe, expect, it } from 'vitest';
import {
  bookingStatuses,
  bookingTransitions,
  isAllowedTransition,
  claimTransitions,
  idOfReference,
  orderStateOf,
  paymentTransitions,
  referenceOf,
} from './care-records';

describe('care record state machines', () => {
  it('lets a booking be confirmed, completed, cancelled or missed only from the right status', () => {
    expect(isAllowedTransition(bookingTransitions, 'pending', 'confirmed')).toBe(true);
    expect(isAllowedTransition(bookingTransitions, 'confirmed', 'completed')).toBe(true);
    expect(isAllowedTransition(bookingTransitions, 'confirmed', 'no_show')).toBe(true);
    expect(isAllowedTransition(bookingTransitions, 'pending', 'completed')).toBe(false);
    expect(isAllowedTransition(bookingTransitions, 'cancelled', 'confirmed')).toBe(false);
    for (const status of bookingStatuses)
      expect(isAllowedTransition(bookingTransitions, 'completed', status), status).toBe(false);
  });

  it('ends payments at paid or failed and claims at resolved or rejected, through in progress', () => {
    expect(isAllowedTransition(paymentTransitions, 'pending', 'paid')).toBe(true);
    expect(isAllowedTransition(paymentTransitions, 'paid', 'failed')).toBe(false);
    expect(isAllowedTransition(claimTransitions, 'open', 'in_progress')).toBe(true);
    expect(isAllowedTransition(claimTransitions, 'open', 'resolved')).toBe(false);
    expect(isAllowedTransition(claimTransitions, 'in_progress', 'rejected')).toBe(true);
    // Issue 36: a decided claim can be reopened; an open one is not "reopened".
    expect(isAllowedTransition(claimTransitions, 'resolved', 'open')).toBe(true);
    expect(isAllowedTransition(claimTransitions, 'rejected', 'open')).toBe(true);
    expect(isAllowedTransition(claimTransitions, 'in_progress', 'open')).toBe(false);
  });

  it("maps statuses onto the spec's order state", () => {
    expect(orderStateOf('pending')).toBe('processing');
    expect(orderStateOf('confirmed')).toBe('processing');
    expect(orderStateOf('completed')).toBe('completed');
    expect(orderStateOf('no_show')).toBe('cancelled');
  });

  it('writes references with at least three digits and reads them back', () => {
    expect(referenceOf('claim', 7)).toBe('CLM007');
    expect(referenceOf('claim', 1234)).toBe('CLM1234');
    expect(referenceOf('booking', 42)).toBe('BKG042');
    expect(idOfReference('claim', 'clm007')).toBe(7);
    expect(idOfReference('claim', ' CLM-1234 ')).toBe(1234);
    expect(idOfReference('payment', '15')).toBe(15);
    expect(idOfReference('payment', 'CLM015')).toBeNull();
    expect(idOfReference('booking', 'BKG000')).toBeNull();
  });
});
