/** The current time, injectable so on-call and expiry rules can be tested at any date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
