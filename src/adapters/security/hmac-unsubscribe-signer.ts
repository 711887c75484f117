import type { UnsubscribeSigner } from '../../application/watchlist/watchlists'
import { HmacSigner } from './hmac-signer'

/**
 * Signs a saved search's unsubscribe link with the app's key (app_secrets): HMAC-SHA-256 of its id and
 * its salt. The row keeps no token, so a leaked table hands out no working link; the key is read once.
 */
export class HmacUnsubscribeSigner implements UnsubscribeSigner {
  private readonly hmac: HmacSigner
  constructor(readKey: () => Promise<string>) { this.hmac = new HmacSigner(readKey) }
  sign(savedSearchId: number, salt: string): Promise<string> {
    return this.hmac.sign(`unsubscribe:${savedSearchId}:${salt}`)
  }
}
