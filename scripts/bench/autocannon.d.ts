// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    [extra: string]: unknown
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    requests?: Request[]
  }
  export interface Client {
    requestIterator: { currentRequest: Request; context: Record<string, unknown> }
  }
  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    requests: { total: number; average: number; sent: number }
  }
  export interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void): this
    on(event: string, listener: (...args: unknown[]) => void): this
    stop(): void
  }
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): Instance
  export default autocannon
}
