// The bookings API's contracts (issue 12): written by the bookings module.
export {};
