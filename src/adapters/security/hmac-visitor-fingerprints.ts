import { createHmac } from 'node:crypto'
import type { VisitorFingerprints } from '../../application/company/queries/view-company'

/**
 * A visitor's fingerprint of a day (docs/decisions.md, "Profile views"): HMAC-SHA-256 of their address
 * and User-Agent under the day's salt, itself HMAC-SHA-256 of the day under the app's key (app_secrets,
 * shared by every instance, so all of them agree within a day). The salt changes every UTC day, so the
 * fingerprints of two days cannot be linked; the address is never kept, only its hash, and the rows
 * holding fingerprints are deleted after two days (PgCompanyViewCounter.purge). The key is read once.
 */
export class HmacVisitorFingerprints implements VisitorFingerprints {
  private key: Promise<string> | undefined
  private salt: { readonly day: string; readonly value: Buffer } | undefined
  constructor(private readonly readKey: () => Promise<string>) {}

  async of(address: string, userAgent: string, day: string): Promise<string> {
    this.key ??= this.readKey()
    const key = await this.key
    if (this.salt?.day !== day) this.salt = { day, value: createHmac('sha256', key).update(`visitor-salt:${day}`).digest() }
    return createHmac('sha256', this.salt.value).update(`${address}\n${userAgent}`).digest('base64url').slice(0, 24)
  }
}
