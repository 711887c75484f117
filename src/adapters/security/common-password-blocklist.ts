import { dictionary } from '@zxcvbn-ts/language-common'
import type { PasswordBlocklist } from '../../application/ports/password-blocklist'

/**
 * The 10,000 most common passwords, from zxcvbn-ts' frequency-ordered list (a maintained package),
 * compared without regard to case.
 */
export class CommonPasswordBlocklist implements PasswordBlocklist {
  private readonly common = new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase()))
  get size(): number { return this.common.size }
  isCommon(password: string): boolean { return this.common.has(password.toLowerCase()) }
}
