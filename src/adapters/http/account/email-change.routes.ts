import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Logger } from 'pino'
import { EMAIL_CHANGE_REQUESTS_PER_ACCOUNT, EMAIL_CHANGE_REQUESTS_PER_CLIENT, EMAIL_CHANGE_VALID_HOURS, type EmailChange, type EmailChangeRequestError } from '../../../application/account/email-change'
import { ApiRouter } from '../api-router'
import { badRequest, HttpError, notFound, tooManyAttempts, unauthorized } from '../http-error'
import { DateTime } from '../answers'
import { EmailC } from './account.codecs'
import { requiredSecret } from '../validation'

/** A change of address: the new one, and the current password. */
const ChangeEmailBody = t.exact(t.type({ newEmail: EmailC, currentPassword: requiredSecret('Current password is required') }))
/** The token of a confirmation link (`#token=…` of its address). */
const ConfirmEmailBody = t.exact(t.type({ token: requiredSecret('The confirmation link is incomplete') }))

const EmailChangeRequested = t.type({ message: t.string, email: t.string, expiresAt: DateTime }, 'EmailChangeRequested')
const EmailChangeLink = t.type({ email: t.string }, 'EmailChangeLink')
const EmailChanged = t.type({ message: t.string, email: t.string }, 'EmailChanged')
const PendingEmailChangeAnswer = t.type({ pending: t.union([t.null, t.type({ newEmail: t.string, expiresAt: DateTime })]) }, 'PendingEmailChange')

const TAKEN = 'This email address is already used by another account'
/** One answer for every confirmation link that does not work (unknown, used, expired, replaced, or for an address changed since). */
const INVALID_LINK = 'This confirmation link is not valid or has expired. Ask for a new one from your profile.'

const requestError = (e: EmailChangeRequestError): HttpError => {
  switch (e._tag) {
    case 'WrongCurrentPassword': return badRequest({ currentPassword: 'Current password is incorrect' })
    case 'SameEmail': return badRequest({ newEmail: 'This is already your email address' })
    case 'EmailTaken': return new HttpError(409, TAKEN, { newEmail: TAKEN })
    case 'EmailDisabled': return new HttpError(409, 'Email is turned off in the settings, so a new address cannot be confirmed. Please contact an administrator.')
    case 'LockedOut': return tooManyAttempts('Too many wrong passwords', e)
    case 'EmailChangeThrottled': return tooManyAttempts('Too many email change requests', e)
    case 'UserNotFound': return unauthorized()
  }
}

/**
 * Change of email address: the signed-in user asks (new address + current password), the link mailed
 * to the new address confirms. Tokens travel in bodies, never in a URL the server logs.
 */
export const emailChangeRoutes = (d: { emailChange: EmailChange; log: Logger }) => {
  const api = new ApiRouter('Email change', 'A user\'s change of email address: asked for with the current password, done by the link mailed to the new address.')

  api.post('/api/user/email', {
    summary: 'Ask to change the own email address',
    description: `Mails a confirmation link to \`newEmail\` (it works once, for ${EMAIL_CHANGE_VALID_HOURS} hours; a new request replaces it) and a notice to the current address. `
      + 'The address changes only when the link is opened. A wrong `currentPassword` counts as a failed sign-in. '
      + `At most ${EMAIL_CHANGE_REQUESTS_PER_ACCOUNT} requests an hour for one account and ${EMAIL_CHANGE_REQUESTS_PER_CLIENT} from one client address.`,
    access: 'signed-in', body: ChangeEmailBody,
    answers: {
      202: { description: 'A confirmation link was mailed to the new address', body: EmailChangeRequested },
      400: 'The input is not valid, the current password is wrong, or the address is already the account\'s: `fieldErrors` names each field',
      409: 'Another account uses the address (`fieldErrors.newEmail`, as sign-up tells), or email sending is turned off',
      429: { description: 'Too many wrong passwords, or too many requests for this account or from this address', headers: { 'Retry-After': 'Seconds until another request is taken' } },
    },
  }, async (ctx, { body, user }) => {
    const r = await d.emailChange.request(user, body.newEmail, body.currentPassword, ctx.ip)
    if (E.isLeft(r)) {
      if (r.left._tag === 'EmailChangeThrottled' || r.left._tag === 'LockedOut') {
        d.log.warn({ audit: true, event: 'email_change_refused', userId: user.id, clientAddress: ctx.ip }, `Email change refused for user ${user.id} from ${ctx.ip}: ${r.left._tag}`)
      }
      throw requestError(r.left)
    }
    ctx.status = 202
    ctx.body = {
      message: `We sent a confirmation link to ${body.newEmail}. Your address changes when you open it (within ${EMAIL_CHANGE_VALID_HOURS} hours).`,
      email: body.newEmail, expiresAt: r.right.expiresAt.toISOString(),
    }
  })

  api.get('/api/user/email-change', {
    summary: 'The own pending change of email address',
    description: 'The address a confirmation link was mailed to and when the link stops working, while it works; `pending: null` when there is none.',
    access: 'signed-in',
    answers: { 200: { description: 'The pending change, or null', body: PendingEmailChangeAnswer } },
  }, async (ctx, { user }) => {
    const p = await d.emailChange.pendingOf(user)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { pending: p ? { newEmail: p.newEmail, expiresAt: p.expiresAt.toISOString() } : null }
  })

  api.delete('/api/user/email-change', {
    summary: 'Call off the own pending change of email address',
    description: 'The confirmation link stops working; the address stays as it is.',
    access: 'signed-in',
    answers: { 204: { description: 'Called off', empty: true }, 404: 'No change of address is pending' },
  }, async (ctx, { user }) => {
    const r = await d.emailChange.cancel(user)
    if (E.isLeft(r)) throw notFound('No change of email address is pending')
    ctx.status = 204
  })

  api.post('/api/email-change/lookup', {
    summary: 'Read an email change link', description: 'The new address the link confirms, while it works.', access: 'anyone', body: ConfirmEmailBody,
    answers: {
      200: { description: 'The link works', body: EmailChangeLink },
      404: 'The link does not work: unknown, used, expired or replaced (one answer for all)',
    },
  }, async (ctx, { body }) => {
    const r = await d.emailChange.preview(body.token)
    if (E.isLeft(r)) throw notFound(INVALID_LINK)
    ctx.body = r.right
  })

  api.post('/api/email-change/confirm', {
    summary: 'Confirm a new email address',
    description: 'The account\'s address becomes the new one, verified; its password-reset link is void and every session of the account ends (this one too): '
      + 'the person signs in again with the new address. The link works once.',
    access: 'anyone', body: ConfirmEmailBody,
    answers: {
      200: { description: 'Changed', body: EmailChanged },
      400: 'The token is missing or not a string',
      404: 'The link does not work: unknown, used, expired or replaced (one answer for all)',
      409: 'Another account took the address since the change was asked for: nothing changed',
    },
  }, async (ctx, { body }) => {
    const r = await d.emailChange.confirm(body.token)
    if (E.isLeft(r)) {
      if (r.left._tag === 'InvalidEmailChangeLink') throw notFound(INVALID_LINK)
      throw new HttpError(409, `${TAKEN}: your address was not changed`)
    }
    d.log.info({ audit: true, event: 'email_changed', userId: r.right.userId, clientAddress: ctx.ip }, `Email changed for user ${r.right.userId} from ${ctx.ip}`)
    ctx.body = { message: `Your email address is now ${r.right.email}. You were signed out everywhere: log in with your new address.`, email: r.right.email }
  })

  return api
}
