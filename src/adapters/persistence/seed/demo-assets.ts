/**
 * Files referenced by the demo data and served by the app itself (GET /demo-assets/:name), so that the
 * demo needs no outside host: exhibition posters (generated SVG) and press-kit documents (generated PDF).
 *
 * - `poster-<key>-<yyyymmdd>-<yyyymmdd>.svg`: the poster of the exhibition theme `<key>` (POSTER_THEMES)
 *   held from the first to the second date (UTC). The dates are part of the name because the demo
 *   exhibitions are placed relative to the day the database was seeded.
 * - `<file>.pdf`: a one-page PDF of the document `<file>` of PRESS_DOCUMENTS.
 *
 * Everything is generated on demand, deterministically; unknown names give `undefined`.
 */
import { escapeMarkup } from '../../markup'

type PosterMotif = 'grid' | 'leaves' | 'pulse' | 'skyline' | 'circuits' | 'globe' | 'sun' | 'routes' | 'waves' | 'threads'

export interface PosterTheme {
  /** The exhibition name without the year (the year of the start date is appended). */
  readonly title: string
  readonly tagline: string
  /** 'Online' for virtual exhibitions, otherwise 'City, Country'. */
  readonly place: string
  /** Gradient start, gradient end, accent. */
  readonly colors: readonly [string, string, string]
  readonly motif: PosterMotif
}

export const POSTER_THEMES: Readonly<Record<string, PosterTheme>> = {
  'nordic-industry-robotics-week': {
    title: 'Nordic Industry & Robotics Week', tagline: 'Automation, robotics and smart factories for the next decade',
    place: 'Online', colors: ['#0f2a4a', '#1f6f8b', '#7fd1e8'], motif: 'grid',
  },
  'agrifood-innovation-forum': {
    title: 'AgriFood Innovation Forum', tagline: 'From field to fork: technology for a resilient food system',
    place: 'Rotterdam, Netherlands', colors: ['#1d3b1f', '#4f8a3a', '#e3c75f'], motif: 'leaves',
  },
  'healthcare-horizons-expo': {
    title: 'Healthcare Horizons Expo', tagline: 'Medical devices, diagnostics and the future of care',
    place: 'Online', colors: ['#3a0f3f', '#b0306a', '#ffb3c7'], motif: 'pulse',
  },
  'smart-cities-infrastructure-show': {
    title: 'Smart Cities & Infrastructure Show', tagline: 'Building the cities of tomorrow, today',
    place: 'Dubai, United Arab Emirates', colors: ['#1b1f3b', '#5a4fcf', '#f2b441'], motif: 'skyline',
  },
  'global-tech-expo': {
    title: 'Global Tech Expo', tagline: 'Cloud, AI, security and the people who build them',
    place: 'Online', colors: ['#0b1026', '#2b3fd6', '#22d3ee'], motif: 'circuits',
  },
  'africa-trade-investment-fair': {
    title: 'Africa Trade & Investment Fair', tagline: 'Connecting African businesses with partners worldwide',
    place: 'Online', colors: ['#3b1c08', '#c2561a', '#f6c453'], motif: 'globe',
  },
  'green-energy-summit': {
    title: 'Green Energy Summit', tagline: 'Solar, wind, storage and hydrogen for a net-zero economy',
    place: 'Online', colors: ['#06302b', '#0f8a5f', '#b6f09c'], motif: 'sun',
  },
  'digital-health-world': {
    title: 'Digital Health World', tagline: 'Telehealth, data and devices that put patients first',
    place: 'Online', colors: ['#0a2540', '#0e7490', '#5eead4'], motif: 'pulse',
  },
  'future-of-logistics-expo': {
    title: 'Future of Logistics Expo', tagline: 'Ports, warehouses and last-mile delivery reinvented',
    place: 'Hamburg, Germany', colors: ['#111827', '#b45309', '#fbbf24'], motif: 'routes',
  },
  'fintech-forward': {
    title: 'FinTech Forward', tagline: 'Payments, trade finance and the future of banking',
    place: 'Online', colors: ['#0c1a2b', '#1e3a8a', '#60a5fa'], motif: 'circuits',
  },
  'sustainable-retail-fashion-fair': {
    title: 'Sustainable Retail & Fashion Fair', tagline: 'Circular fashion, conscious brands and smarter stores',
    place: 'Online', colors: ['#3f0d2e', '#9d174d', '#fda4af'], motif: 'threads',
  },
  'world-hospitality-tourism-expo': {
    title: 'World Hospitality & Tourism Expo', tagline: 'Destinations, hotels and experiences for the modern traveller',
    place: 'Online', colors: ['#082f49', '#0369a1', '#fde68a'], motif: 'waves',
  },
}

interface PressDocument {
  readonly title: string
  readonly company: string
  readonly lines: readonly string[]
}

/** The PDF documents attached to the demo press kits, by file name without `.pdf`. */
const PRESS_DOCUMENTS: Readonly<Record<string, PressDocument>> = {
  'navigli-software-fact-sheet': {
    title: 'Navigli Software - Company Fact Sheet', company: 'Navigli Software',
    lines: ['Founded in 2014 in Milan, Italy; 85 employees in Milan and Turin.', 'Cloud planning, CRM and analytics software for small and mid-sized manufacturers.', 'More than 600 customers in Italy, Spain, France and Portugal.', 'Press contact: press@navigli-software.example.com'],
  },
  'navigli-flow-brochure': {
    title: 'Navigli Flow - Product Brochure', company: 'Navigli Software',
    lines: ['Navigli Flow plans production orders across machines, shifts and suppliers in minutes.', 'AI-assisted scheduling proposes plans that respect due dates and machine capacity.', 'Connects to the Navigli CRM and to common ERP systems through open APIs.', 'Available as a monthly subscription, with onboarding in less than four weeks.'],
  },
  'shannon-medical-fact-sheet': {
    title: 'Shannon Medical Devices - Fact Sheet', company: 'Shannon Medical Devices',
    lines: ['Founded in 2009 in Galway, Ireland; 240 employees.', 'Designs and manufactures patient monitoring systems and single-use surgical instruments.', 'ISO 13485 certified; products sold in 31 countries.', 'Press contact: press@shannon-medical-devices.example.com'],
  },
  'shannon-vitalink-product-sheet': {
    title: 'VitaLink Wireless Patient Monitor - Product Sheet', company: 'Shannon Medical Devices',
    lines: ['Continuous measurement of heart rate, SpO2, respiration and skin temperature.', 'Five-day battery life and encrypted transmission to the ward station.', 'CE marked as a Class IIb medical device.', 'Designed for general wards and step-down units.'],
  },
  'verde-vale-fact-sheet': {
    title: 'Verde Vale Cafe - Fact Sheet', company: 'Verde Vale Cafe',
    lines: ['Family-owned coffee estate and exporter in Varginha, Minas Gerais, Brazil, since 1987.', '1,200 hectares of arabica coffee at 900 to 1,100 metres.', 'Rainforest Alliance certified; exports to 14 countries.', 'Press contact: imprensa@verde-vale-cafe.example.com'],
  },
  'verde-vale-harvest-report': {
    title: 'Harvest Report and Cupping Notes', company: 'Verde Vale Cafe',
    lines: ['Yields were 12 percent lower than last season after a dry winter.', 'Average cupping score of 86.5 for the washed lots, 87.2 for the natural lots.', 'Tasting notes: milk chocolate, yellow fruit, brown sugar, a long sweet finish.', 'First containers ship to Europe and Japan in the coming weeks.'],
  },
  'verde-vale-sustainability-report': {
    title: 'Sustainability Report', company: 'Verde Vale Cafe',
    lines: ['38 percent of the estate is protected native forest.', 'Water use per bag of coffee cut by a quarter in five years.', 'All 160 seasonal workers receive health insurance and training.', 'Solar panels cover the full electricity use of the drying station.'],
  },
  'maison-lavande-press-kit': {
    title: 'Maison Lavande - Press Kit', company: 'Maison Lavande Cosmetiques',
    lines: ['Natural skincare and fragrances made in Grasse, France, since 1998.', 'Lavender and rose sourced from 22 partner farms in Provence.', 'New refillable range: aluminium bottles and refill pouches made of recycled plastic.', 'Press contact: presse@maison-lavande-cosmetiques.example.com'],
  },
  'merlion-cloud-fact-sheet': {
    title: 'Merlion Cloud Systems - Fact Sheet', company: 'Merlion Cloud Systems',
    lines: ['Founded in 2012 in Singapore; 310 employees across Singapore, Jakarta and Ho Chi Minh City.', 'Cloud hosting, managed IT and migration services for regulated industries.', 'Certified to ISO 27001 and the Singapore MTCS Level 3 standard.', 'Press contact: press@merlion-cloud-systems.example.com'],
  },
  'merlion-data-centre-factsheet': {
    title: 'Jurong Data Centre - Technical Factsheet', company: 'Merlion Cloud Systems',
    lines: ['12 MW of IT capacity in three data halls.', 'Design power usage effectiveness (PUE) of 1.25 with liquid cooling.', 'Tier III design; two independent utility feeds.', 'Opening phase: 4 MW.'],
  },
  'thames-valley-biotech-fact-sheet': {
    title: 'Thames Valley Biotech - Fact Sheet', company: 'Thames Valley Biotech',
    lines: ['Founded in 2016 as a spin-out of university research in Oxford, United Kingdom.', 'Develops antibody therapies for autoimmune diseases.', 'Lead candidate TVB-101 in Phase II for rheumatoid arthritis.', 'Press contact: media@thames-valley-biotech.example.com'],
  },
  'tvb-101-trial-backgrounder': {
    title: 'TVB-101 Phase II Trial - Backgrounder', company: 'Thames Valley Biotech',
    lines: ['Randomised, double-blind, placebo-controlled study in 240 patients.', '28 sites in the United Kingdom, Germany, Poland and Spain.', 'Primary endpoint: ACR50 response at week 24.', 'First results are expected in about 18 months.'],
  },
  'hanbit-semiconductor-fact-sheet': {
    title: 'Hanbit Semiconductor - Fact Sheet', company: 'Hanbit Semiconductor',
    lines: ['Founded in 2003 in Suwon, South Korea; 1,450 employees.', 'Power semiconductors and sensor chips for automotive and industrial customers.', 'Two 200 mm fabs and a design centre in Pangyo.', 'Press contact: press@hanbit-semiconductor.example.com'],
  },
  'hanbit-power-chip-brochure': {
    title: 'HB-S7 Silicon Carbide MOSFET Family - Brochure', company: 'Hanbit Semiconductor',
    lines: ['1200 V silicon carbide MOSFETs for electric vehicle inverters and on-board chargers.', 'Up to 30 percent lower switching losses than the previous generation.', 'AEC-Q101 qualified.', 'Samples and evaluation boards available on request.'],
  },
  'hanbit-leadership-bios': {
    title: 'Hanbit Semiconductor - Leadership Biographies', company: 'Hanbit Semiconductor',
    lines: ['Ji-woo Park, Chief Executive Officer.', 'Dr. Min-seo Cho, Chief Technology Officer, 20 years in power device research.', 'Hyun Kang, Chief Operating Officer, formerly head of fab operations.', 'Photos of the leadership team are available on request.'],
  },
  'delta-cotton-price-list': {
    title: 'Delta Cotton Mills - Wholesale Price List', company: 'Delta Cotton Mills',
    lines: ['Combed cotton yarn Ne 30/1: price per kilogram on request, minimum order 5 tonnes.', 'Open-end yarn Ne 10/1 to Ne 20/1: discounts for full container loads.', 'Payment terms: letter of credit at sight.', 'Prices valid for 30 days.'],
  },
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const ymd = (d: Date): string =>
  `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`

/** The file name of the poster of an exhibition theme held from `start` to `end`. */
export const posterFileName = (key: string, start: Date, end: Date): string => `poster-${key}-${ymd(start)}-${ymd(end)}.svg`

/** '12-16 March 2027', '29 March - 2 April 2027', '30 December 2026 - 2 January 2027' (en dashes). */
export const formatDateRange = (start: Date, end: Date): string => {
  const [d1, m1, y1] = [start.getUTCDate(), start.getUTCMonth(), start.getUTCFullYear()]
  const [d2, m2, y2] = [end.getUTCDate(), end.getUTCMonth(), end.getUTCFullYear()]
  if (y1 === y2 && m1 === m2) return d1 === d2 ? `${d1} ${MONTHS[m1]} ${y1}` : `${d1}\u2013${d2} ${MONTHS[m1]} ${y1}`
  if (y1 === y2) return `${d1} ${MONTHS[m1]} \u2013 ${d2} ${MONTHS[m2]} ${y1}`
  return `${d1} ${MONTHS[m1]} ${y1} \u2013 ${d2} ${MONTHS[m2]} ${y2}`
}

const parseYmd = (s: string): Date | undefined => {
  const y = Number(s.slice(0, 4))
  const m = Number(s.slice(4, 6))
  const d = Number(s.slice(6, 8))
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined
}

/** Greedy word wrap by character count. */
const wrap = (text: string, width: number): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Decorative shapes, drawn in the accent colour over the gradient (right-hand side mostly). */
const motifSvg = (motif: PosterMotif, accent: string): string => {
  const parts: string[] = []
  switch (motif) {
    case 'grid':
      for (let i = 0; i < 9; i++) parts.push(`<line x1="${700 + i * 60}" y1="0" x2="${700 + i * 60}" y2="630" stroke="${accent}" stroke-opacity="0.12" stroke-width="2"/>`)
      for (let i = 0; i < 11; i++) parts.push(`<line x1="700" y1="${i * 60}" x2="1200" y2="${i * 60}" stroke="${accent}" stroke-opacity="0.12" stroke-width="2"/>`)
      for (const [x, y] of [[820, 120], [940, 240], [1060, 180], [880, 420], [1120, 360]]) parts.push(`<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="6" fill="${accent}" fill-opacity="0.55"/>`)
      parts.push(`<circle cx="980" cy="330" r="150" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="18" stroke-dasharray="40 22"/>`)
      break
    case 'leaves':
      for (const [x, y, r, s] of [[930, 170, -30, 1.3], [1080, 300, 25, 1], [880, 420, 60, 0.9], [1040, 520, -10, 1.2], [1150, 120, 45, 0.8]]) {
        parts.push(`<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M0 -90 C 60 -60 60 60 0 90 C -60 60 -60 -60 0 -90 Z" fill="${accent}" fill-opacity="0.28"/><path d="M0 -80 L0 80" stroke="${accent}" stroke-opacity="0.6" stroke-width="3"/></g>`)
      }
      break
    case 'pulse':
      parts.push(`<path d="M640 360 L800 360 L830 300 L870 440 L910 220 L950 400 L980 360 L1200 360" fill="none" stroke="${accent}" stroke-opacity="0.75" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`)
      parts.push(`<circle cx="1010" cy="190" r="110" fill="${accent}" fill-opacity="0.12"/><path d="M1010 140 v100 M960 190 h100" stroke="${accent}" stroke-opacity="0.55" stroke-width="26" stroke-linecap="round"/>`)
      break
    case 'skyline': {
      const heights = [180, 260, 210, 330, 240, 390, 280, 220, 300, 200]
      heights.forEach((h, i) => {
        const x = 660 + i * 54
        parts.push(`<rect x="${x}" y="${560 - h}" width="46" height="${h}" fill="${accent}" fill-opacity="${0.18 + (i % 3) * 0.08}"/>`)
        for (let w = 0; w < Math.floor(h / 40) - 1; w++) parts.push(`<rect x="${x + 10}" y="${580 - h + w * 40}" width="10" height="14" fill="#ffffff" fill-opacity="0.35"/><rect x="${x + 26}" y="${580 - h + w * 40}" width="10" height="14" fill="#ffffff" fill-opacity="0.2"/>`)
      })
      parts.push(`<rect x="640" y="560" width="560" height="6" fill="${accent}" fill-opacity="0.6"/>`)
      break
    }
    case 'circuits':
      for (const [x1, y1, x2, y2, x3] of [[700, 120, 900, 120, 980], [760, 220, 880, 300, 1100], [700, 420, 920, 420, 1010], [820, 520, 960, 470, 1160], [1000, 60, 1080, 160, 1200]]) {
        parts.push(`<path d="M${x1} ${y1} H${x2} L${x3} ${y2}" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="4"/><circle cx="${x1}" cy="${y1}" r="9" fill="${accent}" fill-opacity="0.8"/><circle cx="${x3}" cy="${y2}" r="9" fill="none" stroke="${accent}" stroke-width="4"/>`)
      }
      parts.push(`<rect x="930" y="250" width="150" height="150" rx="18" fill="${accent}" fill-opacity="0.16" stroke="${accent}" stroke-opacity="0.6" stroke-width="4"/>`)
      break
    case 'globe':
      parts.push(`<g transform="translate(980 315)" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="4"><circle r="210"/><ellipse rx="90" ry="210"/><ellipse rx="170" ry="210"/><path d="M-210 0 H210 M-185 -100 H185 M-185 100 H185"/></g>`)
      parts.push(`<circle cx="1040" cy="250" r="14" fill="${accent}"/><circle cx="900" cy="380" r="10" fill="${accent}"/><path d="M900 380 Q 960 250 1040 250" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="8 8"/>`)
      break
    case 'sun':
      parts.push(`<circle cx="1000" cy="230" r="120" fill="${accent}" fill-opacity="0.35"/><circle cx="1000" cy="230" r="80" fill="${accent}" fill-opacity="0.5"/>`)
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6
        parts.push(`<line x1="${(1000 + Math.cos(a) * 150).toFixed(1)}" y1="${(230 + Math.sin(a) * 150).toFixed(1)}" x2="${(1000 + Math.cos(a) * 200).toFixed(1)}" y2="${(230 + Math.sin(a) * 200).toFixed(1)}" stroke="${accent}" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>`)
      }
      parts.push(`<path d="M700 630 L820 470 L880 540 L980 420 L1200 630 Z" fill="${accent}" fill-opacity="0.18"/>`)
      break
    case 'routes':
      parts.push(`<path d="M660 560 C 800 420, 900 600, 1000 420 S 1120 200, 1200 260" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="6" stroke-dasharray="18 12"/>`)
      parts.push(`<path d="M720 120 C 860 200, 940 80, 1180 150" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="4" stroke-dasharray="10 10"/>`)
      for (const [x, y] of [[660, 560], [1000, 420], [1200, 260], [720, 120], [1180, 150]]) parts.push(`<circle cx="${x}" cy="${y}" r="12" fill="${accent}"/><circle cx="${x}" cy="${y}" r="24" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="3"/>`)
      parts.push(`<g transform="translate(930 250)" fill="${accent}" fill-opacity="0.3"><rect x="-60" y="-40" width="120" height="80" rx="6"/><rect x="-60" y="46" width="120" height="14" rx="4"/></g>`)
      break
    case 'waves':
      for (let i = 0; i < 6; i++) {
        const y = 330 + i * 52
        parts.push(`<path d="M600 ${y} C 700 ${y - 40}, 800 ${y + 40}, 900 ${y} S 1100 ${y - 40}, 1200 ${y}" fill="none" stroke="${accent}" stroke-opacity="${0.55 - i * 0.07}" stroke-width="6"/>`)
      }
      parts.push(`<circle cx="1040" cy="170" r="90" fill="${accent}" fill-opacity="0.45"/>`)
      break
    case 'threads':
      for (let i = 0; i < 10; i++) {
        parts.push(`<path d="M${640 + i * 40} 630 C ${760 + i * 30} ${420 - i * 10}, ${900 + i * 20} ${260 + i * 12}, 1200 ${60 + i * 38}" fill="none" stroke="${accent}" stroke-opacity="${0.15 + (i % 4) * 0.1}" stroke-width="3"/>`)
      }
      parts.push(`<circle cx="1030" cy="200" r="70" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="10"/>`)
      break
  }
  return parts.join('')
}

const posterSvg = (theme: PosterTheme, start: Date, end: Date): string => {
  const [c1, c2, accent] = theme.colors
  const title = `${theme.title} ${start.getUTCFullYear()}`
  const titleLines = wrap(title, 20).slice(0, 3)
  const fontSize = titleLines.length > 2 ? 58 : 68
  const lineHeight = Math.round(fontSize * 1.12)
  const titleTop = titleLines.length > 2 ? 216 : 230
  const titleSvg = titleLines
    .map((line, i) => `<text x="80" y="${Math.round(titleTop + i * lineHeight)}" font-size="${fontSize}" font-weight="800" fill="#ffffff">${escapeMarkup(line)}</text>`)
    .join('')
  const afterTitle = Math.round(titleTop + (titleLines.length - 1) * lineHeight)
  const taglineLines = wrap(theme.tagline, 50).slice(0, 2)
  const taglineSvg = taglineLines
    .map((line, i) => `<text x="80" y="${afterTitle + 56 + i * 34}" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeMarkup(line)}</text>`)
    .join('')
  const virtual = theme.place === 'Online'
  const badge = virtual ? 'VIRTUAL EXHIBITION' : 'EXHIBITION'
  const badgeWidth = badge.length * 12 + 40
  const placeText = virtual ? 'Online \u00b7 virtual halls and live sessions' : theme.place
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeMarkup(`${title}, ${formatDateRange(start, end)}, ${theme.place}`)}">
<title>${escapeMarkup(title)}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<radialGradient id="glow" cx="0.82" cy="0.35" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c1}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${c1}" stop-opacity="0.2"/><stop offset="1" stop-color="${c1}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#glow)"/>
${motifSvg(theme.motif, accent)}
<rect width="1200" height="630" fill="url(#fade)"/>
<g font-family="sans-serif">
<g transform="translate(80 70)"><circle r="16" cx="16" cy="0" fill="none" stroke="#ffffff" stroke-width="3"/><ellipse rx="7" ry="16" cx="16" cy="0" fill="none" stroke="#ffffff" stroke-width="2"/><line x1="0" y1="0" x2="32" y2="0" stroke="#ffffff" stroke-width="2"/><text x="46" y="8" font-size="22" font-weight="700" letter-spacing="4" fill="#ffffff">EXPO ATLAS</text></g>
<rect x="80" y="112" width="${badgeWidth}" height="38" rx="19" fill="${accent}"/><text x="${80 + badgeWidth / 2}" y="137" font-size="17" font-weight="700" letter-spacing="2" text-anchor="middle" fill="${c1}">${badge}</text>
${titleSvg}
${taglineSvg}
<rect x="80" y="500" width="6" height="74" fill="${accent}"/>
<text x="104" y="530" font-size="32" font-weight="700" fill="#ffffff">${escapeMarkup(formatDateRange(start, end))}</text>
<text x="104" y="568" font-size="24" fill="#ffffff" fill-opacity="0.85">${escapeMarkup(placeText)}</text>
</g>
<rect y="618" width="1200" height="12" fill="${accent}"/>
</svg>
`
}

/** ASCII for the standard PDF fonts: diacritics stripped, typographic punctuation simplified. */
const pdfText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')

/** A valid one-page A4 PDF 1.4 with a coloured header, the title and a few lines of text (Helvetica). */
const buildPdf = (doc: PressDocument): Buffer => {
  const ops: string[] = [
    '0.07 0.20 0.36 rg', '0 752 595 90 re f',
    '0.13 0.83 0.93 rg', '0 748 595 4 re f',
    'BT', '/F1 10 Tf', '1 1 1 rg', '50 812 Td', `(${pdfText('EXPO ATLAS  |  PRESS KIT')}) Tj`, 'ET',
  ]
  const titleLines = wrap(doc.title, 40)
  ops.push('BT', '/F1 20 Tf', '1 1 1 rg', '50 786 Td', '24 TL')
  titleLines.slice(0, 2).forEach((line, i) => ops.push(i === 0 ? `(${pdfText(line)}) Tj` : `(${pdfText(line)}) '`))
  ops.push('ET')
  ops.push('BT', '/F1 13 Tf', '0.07 0.20 0.36 rg', '50 710 Td', `(${pdfText(doc.company)}) Tj`, 'ET')
  ops.push('BT', '/F2 11 Tf', '0.15 0.15 0.15 rg', '50 680 Td', '17 TL')
  let first = true
  for (const paragraph of doc.lines) {
    for (const line of wrap(paragraph, 88)) {
      ops.push(first ? `(${pdfText(line)}) Tj` : `(${pdfText(line)}) '`)
      first = false
    }
    ops.push(`() '`)
  }
  ops.push('ET')
  ops.push('0.8 0.8 0.8 RG', '50 70 m 545 70 l S')
  ops.push('BT', '/F2 9 Tf', '0.45 0.45 0.45 rg', '50 55 Td', `(${pdfText(`${doc.company} - demo document generated by Expo Atlas`)}) Tj`, 'ET')
  const stream = ops.join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(doc.title)}) /Author (${pdfText(doc.company)}) /Producer (Expo Atlas) >>`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

const POSTER_NAME = /^poster-([a-z0-9-]+)-(\d{8})-(\d{8})\.svg$/
const PDF_NAME = /^([a-z0-9-]+)\.pdf$/

/** The demo file `name` (e.g. `poster-global-tech-expo-20270312-20270316.svg`, `navigli-flow-brochure.pdf`). */
export const demoAsset = (name: string): { contentType: string; body: string | Buffer } | undefined => {
  const poster = POSTER_NAME.exec(name)
  if (poster) {
    const theme = POSTER_THEMES[poster[1]]
    const start = parseYmd(poster[2])
    const end = parseYmd(poster[3])
    if (!theme || !start || !end || end < start || !Object.hasOwn(POSTER_THEMES, poster[1])) return undefined
    return { contentType: 'image/svg+xml; charset=utf-8', body: posterSvg(theme, start, end) }
  }
  const pdf = PDF_NAME.exec(name)
  if (pdf && Object.hasOwn(PRESS_DOCUMENTS, pdf[1])) {
    return { contentType: 'application/pdf', body: buildPdf(PRESS_DOCUMENTS[pdf[1]]) }
  }
  return undefined
}
