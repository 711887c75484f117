/**
 * A small HTTP client for the integration tests: JSON in and out, and a cookie jar, like a browser
 * that sends its own Origin on state-changing requests.
 */
export interface Reply<T = any> {
  readonly status: number
  readonly body: T
  readonly text: string
  readonly headers: Headers
}

let browsers = 0

export class Client {
  private readonly jar = new Map<string, string>()
  /**
   * A browser's User-Agent of its own: each client is another visitor (a profile view counts once a
   * day per visitor, by address and User-Agent without a cookie; Node's own 'node' is no visitor).
   */
  readonly userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 TestBrowser/${++browsers}`

  constructor(readonly baseUrl: string, private readonly origin: string | null = baseUrl) {}

  get cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  /** Another client holding the same cookies (a copy of the jar, as an attacker replaying them would). */
  clone(): Client {
    const c = new Client(this.baseUrl, this.origin)
    Object.assign(c, { userAgent: this.userAgent })
    for (const [k, v] of this.jar) c.jar.set(k, v)
    return c
  }

  async request<T = any>(method: string, path: string, opts: { json?: unknown; raw?: string | Buffer; form?: FormData; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': this.userAgent, ...opts.headers }
    if (this.jar.size) headers.Cookie = this.cookieHeader
    if (this.origin && !['GET', 'HEAD'].includes(method) && !('Origin' in headers)) headers.Origin = this.origin
    let body: string | Buffer | FormData | undefined
    if (opts.json !== undefined) { body = JSON.stringify(opts.json); headers['Content-Type'] ??= 'application/json' }
    if (opts.raw !== undefined) body = opts.raw
    if (opts.form !== undefined) body = opts.form
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = pair.slice(i + 1).trim()
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === ''
      if (expired) this.jar.delete(name)
      else this.jar.set(name, value)
    }
    const text = res.headers.get('content-type')?.startsWith('application/zip') ? Buffer.from(await res.arrayBuffer()).toString('latin1') : await res.text()
    let parsed: unknown = text
    try { parsed = text ? JSON.parse(text) : undefined } catch { /* not JSON */ }
    return { status: res.status, body: parsed as T, text, headers: res.headers }
  }

  get<T = any>(path: string, headers?: Record<string, string>) { return this.request<T>('GET', path, { headers }) }
  upload<T = any>(path: string, file: { name: string; bytes: Uint8Array | string; type?: string }, field = 'file') {
    const form = new FormData()
    form.append(field, new Blob([typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
    return this.request<T>('POST', path, { form })
  }
  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) { return this.request<T>('POST', path, { json, headers }) }
  patch<T = any>(path: string, json?: unknown) { return this.request<T>('PATCH', path, { json }) }
  delete<T = any>(path: string) { return this.request<T>('DELETE', path) }
}
