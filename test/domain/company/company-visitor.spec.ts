// Issue 23: who counts as a visitor of a profile. Crawlers, link previews and generic HTTP clients are
// not visitors; a visitor is their cookie's key where there is one, else their fingerprint of the day.
import { expect } from 'chai'
import { isCrawler, isVisitorKey, viewDayOf, visitorKeyOf } from '../../../src/domain/company/company-visitor'

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  // Playwright's and Puppeteer's Chromium: a browser driven by a person's test, counted.
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  // A phone of the maker Cubot: not a robot.
  'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
]

const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)',
  'Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'CCBot/2.0 (https://commoncrawl.org/faq/)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  // Anything that calls itself a bot, a crawler or a spider.
  'SomeNewBot/0.1', 'Mozilla/5.0 (compatible; ExampleCrawler/2.0)', 'my-spider', 'Mozilla/5.0 (compatible; acme-bot; +https://acme.example/bot)',
  // Generic HTTP clients: scripts, monitors, scrapers.
  'curl/8.5.0', 'Wget/1.21.4', 'python-requests/2.31.0', 'Python-urllib/3.12', 'Go-http-client/2.0', 'node', 'axios/1.7.2', 'okhttp/4.12.0', 'Java/17.0.2', 'libwww-perl/6.72', 'PostmanRuntime/7.39.0',
  // No User-Agent at all: no browser sends none.
  '', '   ', undefined, null,
]

describe('profile views: who is a visitor (issue 23)', () => {
  it('browsers are visitors', () => {
    for (const agent of BROWSERS) expect(isCrawler(agent), agent).to.equal(false)
  })

  it('crawlers, link-preview fetchers, self-declared bots, generic HTTP clients and requests without a User-Agent are not', () => {
    for (const agent of CRAWLERS) expect(isCrawler(agent), String(agent)).to.equal(true)
    // Any case.
    expect(isCrawler('GOOGLEBOT/2.1')).to.equal(true)
    expect(isCrawler('CURL/8.0')).to.equal(true)
  })

  it('a generic client\'s name counts at the start only: a browser mentioning it is a browser', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/133.0 node')).to.equal(false)
    expect(isCrawler('nodezilla/1.0')).to.equal(false)
  })

  it('the key: the visitor cookie\'s where it is a valid key, else the fingerprint (asked for only then)', async () => {
    let asked = 0
    const fingerprint = async () => { asked++; return 'fingerprint-of-the-day' }
    expect(await visitorKeyOf('AbCdEf0123456789_-xyz', fingerprint)).to.equal('AbCdEf0123456789_-xyz')
    expect(asked).to.equal(0)
    for (const cookie of [undefined, null, '', 'short', 'has space in it 0123456', '<script>alert(1)</script>', 'x'.repeat(65), 'a\u0000bcdefghijklmnopq']) {
      expect(await visitorKeyOf(cookie, fingerprint), String(cookie)).to.equal('fingerprint-of-the-day')
    }
    expect(asked).to.equal(8)
    expect(isVisitorKey('x'.repeat(16))).to.equal(true)
    expect(isVisitorKey('x'.repeat(15))).to.equal(false)
  })

  it('the day of a view is its UTC day', () => {
    expect(viewDayOf(new Date('2026-11-22T23:59:59.999Z'))).to.equal('2026-11-22')
    expect(viewDayOf(new Date('2026-11-23T00:00:00Z'))).to.equal('2026-11-23')
    expect(viewDayOf(new Date('2026-11-23T01:30:00+02:00'))).to.equal('2026-11-22')
  })
})
