export * from './geography';
export * from './reference';
export * from './facilities';
