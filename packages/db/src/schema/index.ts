export * from './geography';
export * from './reference';
export * from './facilities';
export * from './newsletter';
export * from './accounts';
export * from './care';
export * from './corrections';
export * from './duty-groups';
