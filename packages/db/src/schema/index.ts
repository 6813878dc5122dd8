export * from './geography';
export * from './reference';
export * from './facilities';
export * from './newsletter';
export * from './accounts';
export * from './orders';
export * from './corrections';
export * from './duty-groups';
