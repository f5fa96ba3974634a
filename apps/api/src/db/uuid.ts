const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `text` can be compared with a uuid column: PostgreSQL rejects the whole query otherwise. */
export const isUuid = (text: string) => UUID.test(text);
