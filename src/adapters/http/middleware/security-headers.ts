import type Koa from 'koa'
import helmet from 'koa-helmet'
import type { AppState } from '../app-state'

/**
 * Security headers from helmet with a Content-Security-Policy the SPA works under: scripts only from
 * this origin (no inline script), styles from this origin plus the ones styled-components inserts,
 * images also from https (company logos are links managers give). HSTS only over HTTPS.
 */
export const securityHeaders = (): Koa.Middleware<AppState>[] => [
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }),
  async (ctx, next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    ctx.remove('X-Powered-By')
    await next()
  },
]
