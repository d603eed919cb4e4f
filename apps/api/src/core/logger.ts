// The log a service may write to, without knowing where it comes from: Fastify's request.log or
// app.log in a request, the job runner's log in a job. The shape is pino's, which Fastify uses.

export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
