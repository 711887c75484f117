/**
 * The longest text each form field takes, in a module of its own without imports: the codecs refuse
 * a longer one (400 with the field's message) and the web client's inputs stop there (maxLength),
 * reading the same numbers through src/adapters/http/contract.ts.
 */
export const FIELD_LENGTHS = {
  /** A person: sign-up, the profile, the admin's user form (an email: EMAIL_MAX_LENGTH, domain/user/email-length.ts). */
  person: { firstName: 100, lastName: 100, mobileNumber: 30 },
  /** An admin's reason for suspending an account (the user reads it when signing in). */
  account: { suspensionReason: 1000 },
  /** The company forms (manager and admin) and an admin's reason for a decision. */
  company: { name: 200, description: 5000, contactPhone: 30, mediaContactName: 200, mediaContactPhone: 30, address: 300, city: 100, state: 100, postalCode: 20, reason: 1000 },
  /** Products and services: how many, and how long each. */
  offerings: { items: 50, length: 100 },
  /** The profile's Contact tab. */
  contact: { subject: 200, message: 5000 },
  exhibition: { name: 200, description: 10000, location: 200, venue: 200 },
  /** An application to exhibit, the admin's booth number and the reason of a rejection. */
  participation: { participationLevel: 50, specialRequirements: 2000, boothNumber: 20, reason: 1000 },
  /** A media item, a moderator's reason, a request for media access. */
  media: { title: 200, content: 20000, eventLocation: 200, reason: 1000, accessMessage: 1000 },
  /** Sectors, subsectors, product and service categories. */
  catalogue: { name: 100, description: 1000, icon: 200 },
  emailTemplate: { subject: 300, body: 20000 },
  /** The search box of every list. */
  search: 100,
} as const
