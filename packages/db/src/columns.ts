// Column conventions shared by the table types, identical on PGlite and PostgreSQL (database.ts
// parsers): numeric arrives as an exact string, date as its calendar day.

/** A date column: 'YYYY-MM-DD'. */
export type CalendarDate = string;
/** A numeric(10,2) column as an exact string, e.g. '1234.50'. */
export type Money = string;
