// Errors as they may be logged or stored (issue 16 point 6: logs never carry SQL parameters).
// Drizzle puts a failed statement's parameters into its error's message ("Failed query: …
// params: …"), and PostgreSQL's `detail` quotes the values a constraint rejected; those values
// include password hashes, token ids and reset digests. What is kept: the statement's text, the
// error's class and code, the constraint, table and column, and the stack without the parameters.

const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
/** PostgreSQL quotes the value it rejected ('invalid input syntax for type integer: "…"'). */
const QUOTED = /"[^"\n]*"/g;

/** The message without any "params: …" part (and, for a database's error, without quoted values). */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(PARAMS, '');
  const fromDatabase = typeof (error as unknown as Record<string, unknown>)['severity'] === 'string';
  return (fromDatabase ? error.message.replace(QUOTED, '"…"') : error.message).replace(PARAMS, '');
}

type Logged = { type: string; message: string; stack: string } & Record<string, unknown>;

const KEPT_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'severity',
  'routine',
  'statusCode',
  'validationContext',
];

/** The logger's serializer for `err`: class, safe message and stack, a few fields, and the cause. */
export function serializeError(error: unknown, depth = 0): Logged {
  if (!(error instanceof Error)) return { type: typeof error, message: safeErrorMessage(error), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  // A database's own error (it has a severity) may quote a value in its message: quotes go.
  const fromDatabase = typeof fields['severity'] === 'string';
  const clean = (text: string) => (fromDatabase ? text.replace(QUOTED, '"…"') : text).replace(PARAMS, '');
  const logged: Logged = { type: error.name, message: clean(error.message), stack: clean(error.stack ?? '') };
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (typeof fields['query'] === 'string') logged['query'] = fields['query'];
  if (error.cause !== undefined && depth < 3) logged['cause'] = serializeError(error.cause, depth + 1);
  return logged;
}
