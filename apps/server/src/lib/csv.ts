/**
 * A text cell a spreadsheet would run as a formula gets a leading ' (CSV injection). Phone numbers
 * (+237 …) and negative numbers start with + or - too but are data, not formulas: they are kept as they are.
 */
export const neutraliseFormula = (value: string): string =>
  /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s().-]*$/.test(value)) ? `'${value}` : value;
