/** Whether a database error is a unique-index violation (SQLSTATE 23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code
  return code === '23505'
}
