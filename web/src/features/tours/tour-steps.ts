// The steps of every tour (visitor-and-user-side.md §2 "Guided tour and help"): a centred welcome, then the page's main
// elements. Targets are landmarks, headings, roles and form controls, with fallbacks (the phone
// layout hides some of them); a step whose target is not on screen is skipped.
import type { Role } from '../../lib/session'
import type { TourRoute } from './tour-routes'
import type { TargetSpec } from './tour-targets'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../src/adapters/http/contract'

export interface TourStepDef {
  readonly id: string
  readonly title: string
  readonly content: string
  /** 'center' for the welcome step; otherwise the candidates, first visible wins. */
  readonly target: TargetSpec | readonly TargetSpec[]
  /**
   * Bottom unless said (Floating UI flips it when there is no room). Never 'auto': auto placement
   * re-chooses the side on every scroll and layout change, so the tooltip jumped from one side to
   * the other under the pointer and a click on Next could land nowhere.
   */
  readonly placement?: 'top' | 'bottom' | 'left' | 'right'
  /** Only for these roles; `null` stands for a visitor who is not signed in. */
  readonly for?: readonly (Role | null)[]
}

const MAIN_NAV: readonly TargetSpec[] = [
  'header nav[aria-label="Main"]',
  'header nav',
  // On a phone the links sit behind the menu button.
  { selector: 'header button[aria-expanded]', text: /menu/i },
]

const MODERATORS: readonly Role[] = ['media', 'admin', 'super_admin']
const SIGNED_IN: readonly Role[] = ['individual', 'company_manager', 'media', 'admin', 'super_admin']

const TOUR_STEPS: Record<TourRoute, readonly TourStepDef[]> = {
  '/': [
    {
      id: 'home-welcome',
      title: 'Welcome to Expo Atlas',
      content: 'Expo Atlas brings together a directory of verified companies, virtual exhibitions and a media center. This short tour shows you around.',
      target: 'center',
    },
    {
      id: 'home-nav',
      title: 'Find your way',
      content: 'The Directory, Exhibitions and the Media Center are always one click away from here.',
      target: MAIN_NAV,
    },
    {
      id: 'home-hero',
      title: 'Start exploring',
      content: 'Browse the directory of verified companies or see which exhibitions are coming up.',
      target: ['main h1'],
    },
    {
      id: 'home-featured',
      title: 'Featured companies',
      content: 'Verified companies that visitors view the most. Open a profile to learn more, or save a company to your favourites once you are signed in.',
      target: [{ selector: 'main h2', text: /featured/i }, { selector: 'main section', text: /featured/i }],
    },
    {
      id: 'home-exhibitions',
      title: 'Upcoming exhibitions',
      content: 'Themed virtual exhibitions where verified companies present their products and services.',
      target: [{ selector: 'main h2', text: /exhibition/i }, { selector: 'main section', text: /exhibition/i }],
    },
    {
      id: 'home-footer',
      title: 'More links',
      content: 'The footer has the contact links, the page for companies, the Privacy Policy and the Terms of Service.',
      target: ['footer', '[role="contentinfo"]'],
      placement: 'top',
    },
  ],
  '/directory': [
    {
      id: 'directory-welcome',
      title: 'The company directory',
      content: 'Every company listed here was approved by our team. Let us show you how to find the ones you need.',
      target: 'center',
    },
    {
      id: 'directory-search',
      title: 'Search',
      content: 'Type a company name, a product or a service. The results update as you type.',
      target: ['main [role="search"]', 'main input[type="search"]', 'main form'],
    },
    {
      id: 'directory-filters',
      title: 'Filters',
      content: 'Narrow the list by sector, subsector, country or verified companies only.',
      target: [
        'main aside',
        { selector: 'main button[aria-controls][aria-expanded]', text: /filter/i },
        { selector: 'main button', text: /filter/i },
      ],
      placement: 'right',
    },
    {
      id: 'directory-sort',
      title: 'Sort',
      content: 'Order the companies by relevance, by name, newest first or most viewed first.',
      target: [{ selector: 'main select', text: /relevan|popular|a.z/i }, { selector: 'main label', text: /sort/i }],
    },
    {
      id: 'directory-results',
      title: 'Company cards',
      content: 'Each card shows the company, its country and sector, and a Verified badge when our team has checked it. Open View Profile for the details.',
      target: [
        { selector: 'main section[aria-labelledby] li' },
        { selector: 'main ul li', text: /view profile/i },
        { selector: 'main h2', text: /compan/i },
      ],
    },
    {
      id: 'directory-pages',
      title: 'More companies',
      content: 'Move through the results page by page.',
      target: [{ selector: 'main nav', text: /next|previous|page/i }],
      placement: 'top',
    },
  ],
  '/exhibitions': [
    {
      id: 'exhibitions-welcome',
      title: 'Virtual exhibitions',
      content: 'Themed online exhibitions where verified companies present their products and meet visitors.',
      target: 'center',
    },
    {
      id: 'exhibitions-title',
      title: 'All exhibitions',
      content: 'This page lists every exhibition on Expo Atlas, from the next one to those already held.',
      target: ['main h1'],
    },
    {
      id: 'exhibitions-tabs',
      title: 'Upcoming, ongoing or past',
      content: 'Switch between exhibitions that are coming up, those open now and past ones. The arrow keys move between the tabs.',
      target: ['main [role="tablist"]'],
    },
    {
      id: 'exhibitions-card',
      title: 'Exhibition cards',
      content: 'Each card gives the dates, the format and the exhibitors. Open one to see its programme and, while it is on, to join it.',
      target: ['main [role="tabpanel"] li', 'main [role="tabpanel"]', 'main ul li'],
    },
  ],
  '/media-center': [
    {
      id: 'media-welcome',
      title: 'The media center',
      content: 'Company news, press releases, upcoming events and press kits from verified companies.',
      target: 'center',
    },
    {
      id: 'media-title',
      title: 'Stay informed',
      content: 'Everything companies publish appears here once it has been approved.',
      target: ['main h1'],
    },
    {
      id: 'media-login',
      title: 'Sign in to read',
      content: 'The media center is open to signed-in users. Log in, or create a free account.',
      target: [{ selector: 'main h2', text: /log in/i, closest: 'section' }, { selector: 'main a[href^="/auth"]' }],
      for: [null],
    },
    {
      id: 'media-signup',
      title: 'No account yet?',
      content: 'Sign up for free to read company news and press releases, save favourite companies and follow exhibitions.',
      target: [{ selector: 'header a', text: /sign up/i }, { selector: 'main a[href*="register"]' }],
      for: [null],
    },
    {
      id: 'media-tabs',
      title: 'Kinds of content',
      content: 'Switch between company news, press releases and upcoming events.',
      target: ['main [role="tablist"]'],
      for: ['individual', 'company_manager'],
    },
    {
      id: 'media-tabs-privileged',
      title: 'Kinds of content',
      content: 'Switch between company news, press releases, upcoming events and the press kits that media users can download.',
      target: ['main [role="tablist"]'],
      for: MODERATORS,
    },
    {
      id: 'media-search',
      title: 'Search and filter',
      content: 'Search the items and keep only those of one sector.',
      target: ['main [role="search"]', 'main input[type="search"]'],
      for: SIGNED_IN,
    },
    {
      id: 'media-moderation',
      title: 'Moderation',
      content: 'Pending items have a yellow border. Filter by status to find them, then approve or reject each press release.',
      target: [{ selector: 'main select', text: /pending|status/i }, { selector: 'main [role="tabpanel"] li', text: /pending/i }],
      for: MODERATORS,
    },
    {
      id: 'media-highlights',
      title: 'Highlights',
      content: 'Featured companies, the next exhibitions and the latest press releases at a glance.',
      target: ['main aside', { selector: 'main h2', text: /featured/i, closest: 'section' }],
      for: SIGNED_IN,
      placement: 'right',
    },
  ],
  '/my-companies': [
    {
      id: 'my-companies-welcome',
      title: 'Your companies',
      content: `Manage the company profiles you run. A company manager can have up to ${MAX_COMPANIES_PER_MANAGER} of them.`,
      target: 'center',
    },
    {
      id: 'my-companies-create',
      title: 'Add a company',
      content: 'Create a new company profile. Our team reviews it before it appears in the directory.',
      target: ['main a[href="/companies/create"]', { selector: 'main a', text: /create|add/i }],
    },
    {
      id: 'my-companies-tabs',
      title: 'Review status',
      content: 'See your companies by status: approved, pending review or rejected, with the reason given by our team.',
      target: ['main [role="tablist"]'],
    },
    {
      id: 'my-companies-card',
      title: 'Company cards',
      content: 'View or edit each profile. Once a company is approved you can also publish its news and apply to exhibitions.',
      target: ['main [role="tabpanel"] li', 'main ul li'],
    },
    {
      id: 'my-companies-media',
      title: 'Publish media',
      content: 'Post news, press releases, events and press kits for an approved company.',
      target: ['main a[href$="/media"]'],
    },
    {
      id: 'my-companies-expos',
      title: 'Take part in exhibitions',
      content: 'A verified company can apply to exhibitions open to its sector.',
      target: ['main a[href="/exhibitions"]'],
    },
  ],
  '/admin': [
    {
      id: 'admin-welcome',
      title: 'The back office',
      content: 'Approve companies and media, manage users and exhibitions, and keep the platform in good order.',
      target: 'center',
    },
    {
      id: 'admin-sidebar',
      title: 'Admin sections',
      content: 'Users, companies, exhibitions, media and categories each have their own page. On a phone, open the menu.',
      target: [
        'nav[aria-label="Admin"]',
        'aside nav',
        { selector: 'button[aria-controls][aria-expanded]', text: /menu/i },
      ],
      placement: 'right',
    },
    {
      id: 'admin-figures',
      title: 'Platform figures',
      content: 'Users, companies, exhibitions and media items, with the change since last month.',
      target: [{ selector: 'main h2', text: /figure|stat/i, closest: 'section' }, 'main h1'],
    },
    {
      id: 'admin-pending',
      title: 'Pending approvals',
      content: 'Companies, media items and requests waiting for a decision. Open one to review it.',
      target: [{ selector: 'main h2', text: /pending/i }],
    },
    {
      id: 'admin-activity',
      title: 'Recent activity',
      content: 'The latest events on the platform: sign-ups, approvals, new exhibitions.',
      target: [{ selector: 'main h2', text: /activity/i }],
    },
    {
      id: 'admin-breadcrumb',
      title: 'Where you are',
      content: 'The breadcrumb shows the current section and leads back to the site.',
      target: ['nav[aria-label="Breadcrumb"]', 'header nav'],
    },
  ],
}

/** Every tour ends on the help button in the header (help-widget.tsx), the way to see it again (issue 23). */
const HELP_STEP: TourStepDef = {
  id: 'help',
  title: 'See this tour again',
  content: 'Press the ? button at the top of the page to restart this tour at any time.',
  target: ['button[data-tour-help]'],
}

/** The steps of a route that concern this role (`null`: not signed in), then the help button. */
export const stepsFor = (route: TourRoute, role: Role | null): readonly TourStepDef[] =>
  [...TOUR_STEPS[route].filter((s) => !s.for || s.for.includes(role)), HELP_STEP]
