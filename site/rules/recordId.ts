/**
 * Record ids as PostgreSQL stores them: `serial` columns, whole numbers up to 2,147,483,647. An id
 * beyond that is no record's, and must be answered as such (a 404 or a field error) before it
 * reaches the database, which refuses it with an error (a 500 otherwise).
 */
export const MAX_RECORD_ID = 2_147_483_647

/** Whether a number could be a record's id. */
export const isRecordIdNumber = (value: number): boolean => Number.isSafeInteger(value) && value >= 0 && value <= MAX_RECORD_ID

/** Whether a path segment or string could be a record's id (digits only, in range). */
export const isRecordIdText = (value: string): boolean => /^\d{1,10}$/.test(value) && isRecordIdNumber(Number(value))
