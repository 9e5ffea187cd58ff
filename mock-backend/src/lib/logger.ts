import { inspect } from 'node:util';

/** A tiny leveled logger: one line per event on stdout/stderr. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

const rank = (level: LogLevel) => LOG_LEVELS.indexOf(level);

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (error === undefined) return '';
  return typeof error === 'string' ? error : inspect(error);
}

export function createLogger(level: LogLevel): Logger {
  const enabled = (at: LogLevel) => rank(at) >= rank(level);
  const line = (at: LogLevel, message: string, error?: unknown) => {
    const suffix = error === undefined ? '' : `\n${describe(error)}`;
    return `${new Date().toISOString()} ${at.toUpperCase()} ${message}${suffix}`;
  };
  return {
    debug: (message) => {
      if (enabled('debug')) console.log(line('debug', message));
    },
    info: (message) => {
      if (enabled('info')) console.log(line('info', message));
    },
    warn: (message, error) => {
      if (enabled('warn')) console.warn(line('warn', message, error));
    },
    error: (message, error) => {
      if (enabled('error')) console.error(line('error', message, error));
    },
  };
}
