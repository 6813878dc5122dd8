// The opening-hours rules moved to src/lib (cards and the dialog use them too); kept here for the detail page.
export * from '../../../../lib/opening-hours';
