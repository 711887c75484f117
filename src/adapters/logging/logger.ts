import pino, { type Logger } from 'pino'
import { SystemLogSink } from './system-log.sink'

/**
 * The JSON logger (pino): lines to stdout at the configured level, and warnings, errors and audit
 * lines to the system_logs table through the sink (attached once the database is up).
 */
export const createLogger = (level: string, opts: { stdout?: boolean } = {}): { log: Logger; sink: SystemLogSink } => {
  const sink = new SystemLogSink()
  const streams: pino.StreamEntry[] = [{ level: 'info', stream: sink }]
  if (opts.stdout !== false && level !== 'silent') streams.push({ level: level as pino.Level, stream: process.stdout })
  const log = pino({ level: level === 'silent' ? 'info' : level, base: { app: 'expo-atlas' } }, pino.multistream(streams))
  return { log, sink }
}
