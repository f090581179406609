/**
 * CSV for the agent reports, as Excel and Numbers open it: RFC 4180 quoting (a field with a comma, a quote, a line
 * break or surrounding spaces is quoted, quotes doubled), CRLF line ends, and a UTF-8 byte order mark so Excel reads
 * Thai and Chinese text as UTF-8 instead of the system's code page. A cell starting with `=`, `+`, `-` or `@` that is
 * not a number is prefixed with `'` so a spreadsheet never runs it as a formula (account names and channels are the
 * agents' own text).
 */

/** The byte order mark Excel needs to read UTF-8. */
export const CSV_BOM = '\uFEFF'

export type CsvCell = string | number | boolean | null | undefined

const NUMBER = /^-?\d+(\.\d+)?$/

/** One field, quoted when it must be. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: the BOM, the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
