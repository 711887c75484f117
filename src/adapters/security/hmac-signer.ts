import { createHmac } from 'node:crypto'
import type { TextSigner } from '../../application/ports/text-signer'

/**
 * Signs texts with one of the app's keys (app_secrets): HMAC-SHA-256, base64url. The key is read once,
 * when first needed. Each use signs texts of its own shape (`unsubscribe:…`, `preview:…`) with a key of its own.
 */
export class HmacSigner implements TextSigner {
  private key: Promise<string> | undefined
  constructor(private readonly readKey: () => Promise<string>) {}
  async sign(text: string): Promise<string> {
    this.key ??= this.readKey()
    return createHmac('sha256', await this.key).update(text).digest('base64url')
  }
}
