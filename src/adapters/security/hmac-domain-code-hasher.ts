import { createHmac } from 'node:crypto'
import type { DomainCodeHasher } from '../../application/company/commands/domain-proofs'

/**
 * The hash a domain-proof code is kept as: HMAC-SHA-256 of the company and the code with the app's key
 * (app_secrets). Six digits hashed without a key would be read back from a leaked table in a moment;
 * the company in the input makes one code's hash useless for another company. The key is read once.
 */
export class HmacDomainCodeHasher implements DomainCodeHasher {
  private key: Promise<string> | undefined
  constructor(private readonly readKey: () => Promise<string>) {}
  async hash(companyId: number, code: string): Promise<string> {
    this.key ??= this.readKey()
    return createHmac('sha256', await this.key).update(`domain-proof:${companyId}:${code}`).digest('base64url')
  }
}
