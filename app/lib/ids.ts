const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i

/** Ids are UUIDs; anything else in a URL (a hand-typed id) is simply not found, never a database error. */
export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value)
