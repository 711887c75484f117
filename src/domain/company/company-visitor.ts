/**
 * Who counts as a visitor of a company profile (docs/decisions.md, "Profile views"): a view is counted
 * once per visitor and day, and never for crawlers or programs fetching pages (search engines, link
 * previews, SEO and AI crawlers, command-line HTTP clients). Pure: the User-Agent and the keys are given.
 */

/** Crawlers and link-preview fetchers by name (matched anywhere in the User-Agent, any case). */
const KNOWN_CRAWLERS = [
  'Googlebot', 'Google-InspectionTool', 'AdsBot-Google', 'Mediapartners-Google', 'bingbot', 'BingPreview', 'DuckDuckBot', 'Baiduspider', 'YandexBot',
  'Applebot', 'facebookexternalhit', 'Facebot', 'Twitterbot', 'LinkedInBot', 'Slackbot', 'Discordbot', 'TelegramBot', 'WhatsApp', 'AhrefsBot',
  'SemrushBot', 'MJ12bot', 'PetalBot', 'DotBot', 'GPTBot', 'ChatGPT-User', 'OAI-SearchBot', 'CCBot', 'ClaudeBot', 'Claude-Web', 'anthropic-ai',
  'PerplexityBot', 'Bytespider', 'Amazonbot', 'Yahoo! Slurp', 'Sogou', 'Exabot', 'ia_archiver', 'archive.org_bot', 'HeadlessChrome-Lighthouse', 'Chrome-Lighthouse',
] as const

/**
 * Generic HTTP clients and libraries (a script, a monitor, a scraper): not a person with a browser.
 * At the start of the User-Agent, where these put their name.
 */
const GENERIC_CLIENTS = [
  'curl', 'Wget', 'python-requests', 'python-urllib', 'Python', 'python-httpx', 'aiohttp', 'Go-http-client', 'libwww-perl', 'Java', 'Apache-HttpClient',
  'okhttp', 'axios', 'node-fetch', 'undici', 'node', 'got', 'HTTPie', 'Scrapy', 'PostmanRuntime', 'insomnia', 'Ruby', 'PHP', 'Guzzle', 'Dart', 'reqwest',
] as const

const crawlerWords = new RegExp(KNOWN_CRAWLERS.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i')
const genericStart = new RegExp(`^(?:${GENERIC_CLIENTS.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:[/\\s;(]|$)`, 'i')
/** Any agent that calls itself a bot, a crawler or a spider ("CUBOT" is a phone maker, not a robot). */
const selfDeclared = /(?<!cu)bot\b|bot[/_-]|crawler|spider|crawl\b|scraper/i

/** True for a User-Agent whose views are not counted: none at all, a known crawler, a generic HTTP client, a self-declared bot. */
export const isCrawler = (userAgent: string | undefined | null): boolean => {
  const agent = (userAgent ?? '').trim()
  if (!agent) return true
  return crawlerWords.test(agent) || genericStart.test(agent) || selfDeclared.test(agent)
}

/** A visitor key as the visitor cookie carries it (random, or the day's fingerprint it was first given). */
export const isVisitorKey = (key: string | undefined | null): key is string => !!key && /^[A-Za-z0-9_-]{16,64}$/.test(key)

/**
 * The key a view is counted under: the visitor cookie's where the request carries a valid one (a browser
 * that kept it), else the visitor's fingerprint of the day (a salted hash of their address and User-Agent),
 * so that requests without cookies from the same visitor on the same day are one visitor.
 */
export const visitorKeyOf = async (cookieKey: string | undefined | null, fingerprint: () => Promise<string>): Promise<string> =>
  isVisitorKey(cookieKey) ? cookieKey : fingerprint()

/** The day a view counts for (UTC, as the admin dashboard's views per day): 'YYYY-MM-DD'. */
export const viewDayOf = (at: Date): string => at.toISOString().slice(0, 10)
