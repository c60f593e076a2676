// CSV text of table rows (RFC 4180), safe to open in a spreadsheet.

export type CsvCellValue = string | number | boolean | null | undefined | readonly string[];

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCellValue;
}

/** Spreadsheets run cells starting with these as formulas; a leading apostrophe keeps them text (OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCellValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = formulaStart.test(value) ? `'${value}` : value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else text = csvListText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvListText(values: readonly string[]): string {
  const joined = values.join('; ');
  return formulaStart.test(joined) ? `'${joined}` : joined;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
