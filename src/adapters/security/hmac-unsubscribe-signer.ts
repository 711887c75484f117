import { createHmac } from 'node:crypto'
import type { UnsubscribeSigner } from '../../application/watchlist/watchlists'

/**
 * Signs a saved search's unsubscribe link with the app's key (app_secrets): HMAC-SHA-256 of its id and
 * its salt. The row keeps no token, so a leaked table hands out no working link; the key is read once.
 */
export class HmacUnsubscribeSigner implements UnsubscribeSigner {
  private key: Promise<string> | undefined
  constructor(private readonly readKey: () => Promise<string>) {}
  async sign(savedSearchId: number, salt: string): Promise<string> {
    this.key ??= this.readKey()
    return createHmac('sha256', await this.key).update(`unsubscribe:${savedSearchId}:${salt}`).digest('base64url')
  }
}
