/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @, and
 * tab and carriage return, which some spreadsheets strip before looking at the next character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value a spreadsheet shows as text: a leading apostrophe stops it from running a lead's
 * "=HYPERLINK(…)" as a formula. Phone numbers in international format ("+41…") get it too, which
 * Excel shows as the plain number.
 */
export function csvSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
