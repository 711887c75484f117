import * as E from 'fp-ts/lib/Either.js'
import type { TemplateMailer } from '../../application/account/email-verification'
import type { MailHeaders } from '../../application/ports/mailer'
import type { UnitOfWork } from '../../application/ports/unit-of-work'
import type { SettingsReader } from '../../application/settings/settings-reader'
import type { UnsubscribeSigner } from '../../application/watchlist/watchlists'
import type { Clock } from '../../domain/shared/clock'
import { directoryPathOf } from '../../domain/watchlist/directory-address'
import { digestPeriod, type DirectoryQuestion } from '../../domain/watchlist/saved-search'
import type { Sql } from '../persistence/sql'

/** The most companies one digest lists (the rest are counted, and the link opens them all). */
const DIGEST_LIST_MAX = 20
const SEARCHES_PER_READ = 200

const unsubscribeUrlOf = (siteUrl: string, id: number, token: string): string => `${siteUrl}/unsubscribe/${id}/${token}`

/**
 * RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the API's address
 * (no sign-in, no page), which turns the digest off; the mail's own link opens the page that says so.
 */
const oneClickUnsubscribe = (siteUrl: string, id: number, token: string): MailHeaders => ({
  'List-Unsubscribe': `<${siteUrl}/api/unsubscribe/${id}/${token}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

interface DueRow { id: number; name: string; query: DirectoryQuestion; digested_through: string; email: string; first_name: string }

/**
 * The digest job (docs/ubiquitous-language/watchlists.md): for each saved search with a daily or weekly
 * digest not yet sent for the current period, the notifications of its matches made since its last
 * digest, mailed through the outbox (template saved_search_digest) with a one-click unsubscribe link.
 * The digest row (unique per search and period), the mail and the search's new high-water mark are
 * one transaction: run twice, or after a crash, a period's digest is sent once. A period with nothing
 * new records its digest and sends no mail.
 */
export class PgDigestSender {
  constructor(
    private readonly sql: Sql,
    private readonly uow: UnitOfWork,
    private readonly mailer: TemplateMailer,
    private readonly settings: SettingsReader,
    private readonly signer: UnsubscribeSigner,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  /** Sends every digest due now; answers how many mails were enqueued. */
  async runOnce(): Promise<{ readonly mailed: number; readonly recorded: number }> {
    if (!(await this.settings.current()).email.enabled) return { mailed: 0, recorded: 0 }
    let mailed = 0
    let recorded = 0
    for (const frequency of ['daily', 'weekly'] as const) {
      const period = digestPeriod(frequency, this.clock.now())
      let after = 0
      for (;;) {
        const due = await this.sql.all<{ id: number }>(
          `select s.id from saved_searches s where s.frequency = ? and s.id > ?
             and not exists (select 1 from saved_search_digests g where g.saved_search_id = s.id and g.period = ?)
           order by s.id limit ?`, [frequency, after, period, SEARCHES_PER_READ])
        for (const { id } of due) {
          const r = await this.uow.run(async () => E.right(await this.digest(id, frequency, period)))
          if (E.isRight(r) && r.right !== 'skipped') { recorded++; if (r.right === 'mailed') mailed++ }
        }
        if (due.length < SEARCHES_PER_READ) break
        after = due.at(-1)!.id
      }
    }
    return { mailed, recorded }
  }

  private async digest(id: number, frequency: 'daily' | 'weekly', period: string): Promise<'mailed' | 'empty' | 'skipped'> {
    // The period's row first: a second run (or instance) finds it taken and sends nothing.
    const claimed = await this.sql.run(
      `insert into saved_search_digests (saved_search_id, period, notifications, sent_at)
       select id, ?, 0, ? from saved_searches where id = ? and frequency = ? on conflict do nothing`, [period, this.clock.now(), id, frequency])
    if (!claimed) return 'skipped'
    const s = await this.sql.one<DueRow>(
      `select s.id, s.name, s.query, s.digested_through::text as digested_through, u.email, u.first_name
       from saved_searches s join users u on u.id = s.user_id where s.id = ? and u.status = 'active' for update of s`, [id])
    if (!s) return 'empty'
    const news = await this.sql.all<{ id: string; title: string }>(
      'select id::text as id, title from notifications where saved_search_id = ? and id > ?::bigint order by id', [id, s.digested_through])
    if (!news.length) return 'empty'
    const listed = news.slice(0, DIGEST_LIST_MAX).map((n) => `- ${n.title}`)
    if (news.length > DIGEST_LIST_MAX) listed.push(`- and ${news.length - DIGEST_LIST_MAX} more`)
    const salt = (await this.sql.one<{ salt: string }>('select unsubscribe_salt as salt from saved_searches where id = ?', [id]))!.salt
    const token = await this.signer.sign(id, salt)
    await this.mailer.send('saved_search_digest', { email: s.email, firstName: s.first_name }, {
      searchName: s.name, count: String(news.length), matches: listed.join('\n'), frequency: frequency === 'daily' ? 'daily' : 'weekly',
      searchUrl: `${this.siteUrl}${directoryPathOf(s.query)}`, unsubscribeLink: unsubscribeUrlOf(this.siteUrl, id, token),
    }, 'saved_search_digest', oneClickUnsubscribe(this.siteUrl, id, token))
    await this.sql.run('update saved_search_digests set notifications = ? where saved_search_id = ? and period = ?', [news.length, id, period])
    await this.sql.run('update saved_searches set digested_through = ?::bigint where id = ?', [news.at(-1)!.id, id])
    return 'mailed'
  }
}
