/**
 * The server's one logger (pino): a JSON object per line on standard output, every value escaped by
 * JSON itself, so no text a client sends (a newline, a NUL) can start a line of its own. LOG_LEVEL
 * sets the level (info by default; `silent` for none).
 *
 * What goes in a line is the server's facts about a request (its id, operation, status, duration,
 * the user's id, the client's address), never what the user wrote: errors keep their type, code,
 * message and stack, with what a database error quotes of the values (drizzle's `params:` line,
 * PostgreSQL's `detail`) and any e-mail address left out.
 */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger, for what runs outside a stack (the fleet's primary, scripts). */
export const processLogger: Logger = createLogger();

const emailAddress = /[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}/g;

/**
 * A text of an error without the values it may quote: drizzle ends a failed query's message with
 * its values (`params: ...`, which may span lines), up to the stack's first frame.
 */
function withoutValues(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [omitido]')
    .replace(emailAddress, '[correo]');
}

interface ErrorLine {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: ErrorLine;
}

function serializeError(error: unknown, depth = 0): ErrorLine {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutValues(String(error)) };
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's messages quote the offending value after a colon ('invalid input syntax for type
  // integer: "…"'): a database error keeps what comes before it, and its SQLSTATE.
  const databaseError = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const message = databaseError ? (error.message.split(':')[0] ?? '') : error.message;
  const stack = error.stack && databaseError ? error.stack.replace(error.message, message) : error.stack;
  return {
    type: error.name,
    message: withoutValues(message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(stack ? { stack: withoutValues(stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}
