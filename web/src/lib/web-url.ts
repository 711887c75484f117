/**
 * An http(s) address as an absolute URL, or null for anything else (a `javascript:` link, a typo):
 * a path is read against `base` (this site's address); without a base, only absolute addresses pass.
 */
export const webUrl = (pathOrUrl: string | null | undefined, base?: string): string | null => {
  if (!pathOrUrl) return null
  try {
    const url = base === undefined ? new URL(pathOrUrl) : new URL(pathOrUrl, `${base}/`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
