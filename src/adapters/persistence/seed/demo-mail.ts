import type { SqlExecutor } from './sql-executor'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface Recipient { readonly email: string; readonly first_name: string; readonly at: Date | string }
interface CompanyMail extends Recipient { readonly name: string; readonly reason: string | null }

/**
 * What the demo's accounts did lately, and the mail the platform wrote them (seeded after the rest of
 * the demo, from its rows, without randomness):
 * - a last sign-in for most accounts, at most 30 days ago and never before the account was created
 *   (every sixth account never signed in);
 * - the outbox as a platform without a mail server shows it: the welcome mails of the latest sign-ups
 *   and the rejection notices of the rejected companies queued, two approval notices sent back when a
 *   server was configured, and a contact message that failed all its tries.
 */
export const seedDemoActivityAndMail = async (exec: SqlExecutor, now: number): Promise<{ mails: number }> => {
  await exec(`update users set last_sign_in_at = greatest(created_at + interval '1 hour', ?::timestamptz - make_interval(mins => (id * 7919) % 43200))
    where id % 6 <> 0`, [new Date(now)])
  const mails: (readonly unknown[])[] = []
  const queued = (kind: string, to: string, subject: string, body: string, at: Date) => mails.push([kind, to, subject, body, at, null, 0, null, at])

  const newcomers = await exec(`select email, first_name, created_at as at from users where role = 'individual' order by created_at desc, id desc limit 3`) as unknown as Recipient[]
  for (const u of [...newcomers].reverse()) {
    queued('welcome', u.email, `Welcome to Expo Atlas, ${u.first_name}!`,
      `Hello ${u.first_name},\n\nWelcome to Expo Atlas. Browse verified companies, join virtual exhibitions and read the latest company news.\n\nThe Expo Atlas team`, new Date(u.at))
  }
  const rejected = await exec(`select u.email, u.first_name, c.name, c.rejection_reason as reason, c.status_changed_at as at
    from companies c join users u on u.id = c.manager_id where c.status = 'rejected' order by c.status_changed_at, c.id`) as unknown as CompanyMail[]
  for (const c of rejected) {
    queued('company_rejected', c.email, `${c.name} needs changes before it can be listed`,
      `Hello ${c.first_name},\n\nWe could not approve ${c.name} yet. Reason: ${c.reason ?? 'not given'}\n\nEdit the company on My Companies to send it for review again.\n\nThe Expo Atlas team`, new Date(c.at))
  }
  const approved = await exec(`select u.email, u.first_name, c.name, null as reason, c.status_changed_at as at
    from companies c join users u on u.id = c.manager_id where c.status = 'approved' order by c.status_changed_at, c.id limit 2`) as unknown as CompanyMail[]
  for (const c of approved) {
    const at = new Date(c.at)
    mails.push(['company_approved', c.email, `${c.name} is now live on Expo Atlas`,
      `Hello ${c.first_name},\n\nGood news: ${c.name} was approved and is now listed in the directory.\n\nThe Expo Atlas team`, at, new Date(at.getTime() + 2 * MINUTE), 1, null, at])
  }
  const [bounced] = await exec(`select contact_email as email, name from companies where status = 'approved' order by id desc limit 1`) as unknown as { email: string; name: string }[]
  if (bounced) {
    const at = new Date(now - 3 * 24 * HOUR)
    mails.push(['contact', bounced.email, 'Question about your booth at the next exhibition',
      `A visitor of Expo Atlas wrote to ${bounced.name}:\n\nHello, we would like to meet your team at the next exhibition. Do you have a booth?\n\n(Reply to this email to answer them.)`,
      at, null, 8, `550 5.1.1 <${bounced.email}>: Recipient address rejected: User unknown in virtual mailbox table`, new Date(at.getTime() + 255 * MINUTE)])
  }
  // In the order they were written: the outbox lists the newest first.
  mails.sort((a, b) => (a[4] as Date).getTime() - (b[4] as Date).getTime())
  for (const m of mails) {
    await exec(`insert into email_outbox (kind, to_address, subject, body, created_at, sent_at, attempts, last_error, next_attempt_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`, [...m])
  }
  return { mails: mails.length }
}
