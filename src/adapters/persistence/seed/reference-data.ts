import { createRequire } from 'node:module'
import type { Countries } from 'world-countries'
import { type SqlExecutor, countRows, insertRows, lockSeeding } from './sql-executor'

/**
 * Reference data: the ISO country list and the sector catalogue (sectors, subsectors, one product and one
 * service category per sector with their products and services). Inserted only into empty tables, so it
 * is safe to run at every start; an admin's later edits of the catalogue are never overwritten.
 */

interface CatalogueCategory {
  readonly name: string
  readonly description: string
  readonly items: readonly string[]
}

interface CatalogueSector {
  readonly name: string
  readonly description: string
  /** A lucide icon name; the admin form also accepts a URL or a class name. */
  readonly icon: string
  readonly subsectors: readonly string[]
  readonly products: CatalogueCategory
  readonly services: CatalogueCategory
}

const CATALOGUE: readonly CatalogueSector[] = [
  {
    name: 'Technology',
    description: 'Software, cloud, data, security and electronics companies that build the digital backbone of businesses and public institutions.',
    icon: 'cpu',
    subsectors: ['Software & SaaS', 'Cloud & Infrastructure', 'Cybersecurity', 'Artificial Intelligence & Data', 'Telecommunications', 'Hardware & Electronics'],
    products: {
      name: 'Software & Hardware',
      description: 'Business software, platforms, devices and network equipment.',
      items: ['ERP Software', 'CRM Platform', 'Data Analytics Platform', 'Cybersecurity Suite', 'Cloud Hosting', 'IoT Sensors', 'Network Equipment', 'Semiconductors'],
    },
    services: {
      name: 'IT & Digital Services',
      description: 'Development, integration, operations and security services for IT systems.',
      items: ['Custom Software Development', 'Cloud Migration', 'Managed IT Services', 'Penetration Testing', 'Data Science Consulting', 'Systems Integration'],
    },
  },
  {
    name: 'Manufacturing',
    description: 'Producers of machinery, components, textiles, chemicals and metal goods for industrial and consumer markets.',
    icon: 'factory',
    subsectors: ['Automotive Components', 'Industrial Machinery', 'Electronics Manufacturing', 'Textiles & Apparel Manufacturing', 'Chemicals & Plastics', 'Metals & Fabrication'],
    products: {
      name: 'Industrial Equipment & Components',
      description: 'Machines, parts and semi-finished goods for production lines.',
      items: ['CNC Machining Centers', 'Industrial Robots', 'Precision Bearings', 'Hydraulic Pumps', 'Technical Textiles', 'Sheet Metal Parts', 'Injection-Molded Parts', 'Cotton Yarn'],
    },
    services: {
      name: 'Manufacturing Services',
      description: 'Production capacity, engineering and quality services on demand.',
      items: ['Contract Manufacturing', 'Rapid Prototyping', 'Quality Inspection', 'Industrial Automation Engineering', 'Predictive Maintenance'],
    },
  },
  {
    name: 'Healthcare & Life Sciences',
    description: 'Pharmaceutical, biotech, medical device, diagnostics and care providers improving health outcomes.',
    icon: 'heart-pulse',
    subsectors: ['Pharmaceuticals', 'Medical Devices', 'Biotechnology', 'Digital Health', 'Diagnostics & Laboratories', 'Healthcare Services'],
    products: {
      name: 'Medical & Pharmaceutical Products',
      description: 'Medicines, devices, diagnostics and clinical software.',
      items: ['Diagnostic Test Kits', 'Patient Monitoring Systems', 'Surgical Instruments', 'Generic Medicines', 'Telehealth Platform', 'Laboratory Reagents', 'Biologic Therapies'],
    },
    services: {
      name: 'Healthcare Services',
      description: 'Clinical, laboratory, regulatory and care services.',
      items: ['Clinical Trials Management', 'Medical Equipment Maintenance', 'Laboratory Testing', 'Regulatory Affairs Consulting', 'Outpatient Care'],
    },
  },
  {
    name: 'Energy & Utilities',
    description: 'Renewable and conventional energy producers, grid and storage specialists, and water utilities.',
    icon: 'zap',
    subsectors: ['Solar Power', 'Wind Power', 'Energy Storage', 'Oil & Gas', 'Water & Wastewater', 'Smart Grids', 'Hydrogen'],
    products: {
      name: 'Energy Equipment',
      description: 'Generation, storage, metering and water treatment equipment.',
      items: ['Solar Panels', 'Wind Turbine Components', 'Battery Storage Systems', 'Smart Meters', 'EV Chargers', 'Water Filtration Systems', 'Electrolysers'],
    },
    services: {
      name: 'Energy Services',
      description: 'Planning, installation, operation and reporting services for energy assets.',
      items: ['Energy Audits', 'Solar Installation', 'Grid Integration Consulting', 'Operations & Maintenance', 'Carbon Accounting'],
    },
  },
  {
    name: 'Agriculture & Food',
    description: 'Farms, food and beverage processors, agritech innovators and fisheries from field to fork.',
    icon: 'wheat',
    subsectors: ['Crop Production', 'Livestock & Dairy', 'Food Processing', 'AgriTech', 'Beverages', 'Fisheries & Aquaculture'],
    products: {
      name: 'Agricultural & Food Products',
      description: 'Farm inputs, fresh and processed food, and beverages.',
      items: ['Organic Fertilizers', 'Irrigation Systems', 'Specialty Coffee', 'Extra Virgin Olive Oil', 'Fresh Produce', 'Packaged Snacks', 'Dairy Products', 'Hydroponic Systems'],
    },
    services: {
      name: 'Agri-Food Services',
      description: 'Advisory, storage, certification and monitoring services for growers and food companies.',
      items: ['Precision Farming Consulting', 'Cold Chain Storage', 'Food Safety Certification', 'Crop Monitoring', 'Agricultural Training'],
    },
  },
  {
    name: 'Construction & Real Estate',
    description: 'Builders, architects, engineers, materials suppliers and property managers shaping the built environment.',
    icon: 'building-2',
    subsectors: ['Residential Construction', 'Commercial Construction', 'Architecture & Design', 'Building Materials', 'Property Management', 'Civil Engineering & Infrastructure'],
    products: {
      name: 'Building Materials & Systems',
      description: 'Structural materials, envelopes and building technology.',
      items: ['Precast Concrete', 'Structural Steel', 'Insulation Panels', 'Smart Building Controls', 'Cross-Laminated Timber', 'Glazing Systems', 'Modular Housing Units'],
    },
    services: {
      name: 'Construction & Property Services',
      description: 'Design, engineering, project and facility services.',
      items: ['Architectural Design', 'Construction Project Management', 'Facility Management', 'Structural Engineering', 'Property Valuation'],
    },
  },
  {
    name: 'Financial Services',
    description: 'Banks, insurers, asset managers, payment providers and advisory firms financing trade and growth.',
    icon: 'landmark',
    subsectors: ['Banking', 'Insurance', 'Asset Management', 'FinTech & Payments', 'Accounting & Audit', 'Venture Capital & Private Equity'],
    products: {
      name: 'Financial Products',
      description: 'Credit, payments, insurance and investment products.',
      items: ['Business Loans', 'Trade Finance', 'Payment Gateway', 'Commercial Insurance', 'Investment Funds', 'Digital Wallet'],
    },
    services: {
      name: 'Financial & Advisory Services',
      description: 'Assurance, tax, corporate finance and risk services.',
      items: ['Audit & Assurance', 'Tax Advisory', 'Corporate Finance Advisory', 'Wealth Management', 'Risk Management Consulting'],
    },
  },
  {
    name: 'Logistics & Transportation',
    description: 'Forwarders, carriers, ports, warehouses and delivery networks that move goods around the world.',
    icon: 'truck',
    subsectors: ['Freight Forwarding', 'Warehousing & Distribution', 'Shipping & Ports', 'Air Cargo', 'Road Transport', 'Last-Mile Delivery'],
    products: {
      name: 'Logistics Equipment & Software',
      description: 'Software and equipment for fleets, warehouses and shipments.',
      items: ['Fleet Management Software', 'Warehouse Management System', 'Shipping Containers', 'Pallet Racking', 'RFID Tracking Tags', 'Electric Cargo Bikes'],
    },
    services: {
      name: 'Logistics Services',
      description: 'Transport, customs, storage and delivery services.',
      items: ['Ocean Freight', 'Air Freight', 'Customs Brokerage', 'Contract Warehousing', 'Last-Mile Delivery Service', 'Refrigerated Transport'],
    },
  },
  {
    name: 'Retail & Consumer Goods',
    description: 'Brands, retailers and e-commerce businesses selling fashion, home, beauty and lifestyle products.',
    icon: 'shopping-bag',
    subsectors: ['E-commerce', 'Fashion & Apparel', 'Home & Furniture', 'Personal Care & Cosmetics', 'Consumer Electronics', 'Sports & Outdoor'],
    products: {
      name: 'Consumer Products',
      description: 'Goods sold to consumers in stores and online.',
      items: ['Organic Skincare', 'Sustainable Apparel', 'Handcrafted Furniture', 'Smart Home Devices', 'Outdoor Gear', 'Home Textiles', 'Natural Fragrances'],
    },
    services: {
      name: 'Retail & Commerce Services',
      description: 'Services that help brands sell in stores and online.',
      items: ['E-commerce Fulfilment', 'Retail Analytics', 'Brand Licensing', 'Visual Merchandising', 'Marketplace Management'],
    },
  },
  {
    name: 'Education',
    description: 'Universities, schools, training providers and education technology companies developing skills for work and life.',
    icon: 'graduation-cap',
    subsectors: ['Higher Education', 'EdTech', 'Vocational Training', 'K-12 Schools', 'Corporate Training', 'Language Learning'],
    products: {
      name: 'Educational Products',
      description: 'Learning platforms, content and classroom equipment.',
      items: ['Learning Management System', 'Digital Textbooks', 'STEM Lab Kits', 'Language Learning App', 'Virtual Classroom Software'],
    },
    services: {
      name: 'Education & Training Services',
      description: 'Courses, programmes and advisory services for learners and employers.',
      items: ['Corporate Training Programs', 'Curriculum Development', 'Executive Education', 'Technical Certification Courses', 'Study Abroad Advisory'],
    },
  },
  {
    name: 'Tourism & Hospitality',
    description: 'Hotels, tour operators, event organisers and travel services welcoming visitors from everywhere.',
    icon: 'plane',
    subsectors: ['Hotels & Resorts', 'Travel Agencies & Tour Operators', 'Restaurants & Catering', 'Events & MICE', 'Ecotourism', 'Medical Tourism'],
    products: {
      name: 'Travel & Hospitality Products',
      description: 'Stays, packages and booking technology.',
      items: ['Hotel Booking Engine', 'Guided Tour Packages', 'Resort Stays', 'Safari Packages', 'Event Ticketing Platform'],
    },
    services: {
      name: 'Hospitality Services',
      description: 'Services for travellers, event organisers and hotel owners.',
      items: ['Destination Management', 'Event Planning', 'Corporate Travel Management', 'Catering Services', 'Hotel Management Consulting'],
    },
  },
  {
    name: 'Creative Industries & Media',
    description: 'Agencies, studios, publishers and game developers creating content, brands and experiences.',
    icon: 'palette',
    subsectors: ['Advertising & Marketing', 'Film & Video Production', 'Publishing', 'Music & Audio', 'Game Development', 'Graphic & Product Design'],
    products: {
      name: 'Media & Creative Products',
      description: 'Content, games and creative assets.',
      items: ['Stock Photography', 'Mobile Games', 'Digital Magazines', 'Music Licensing Catalogue', 'Documentary Films', 'Sound Effects Library'],
    },
    services: {
      name: 'Creative & Marketing Services',
      description: 'Brand, content, design and communication services.',
      items: ['Brand Strategy', 'Video Production', 'Digital Marketing', 'Content Writing', 'UX/UI Design', 'Public Relations'],
    },
  },
]

interface CountryRow {
  readonly name: string
  readonly code: string
  readonly flag: string
  readonly region: string
}

/** The flag emoji built from the two regional indicator symbols of an ISO code (for the rare country without one). */
const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))

/** The full ISO 3166-1 list of the `world-countries` package (JSON, loaded through require under ESM). */
const loadCountries = (): CountryRow[] => {
  const countries = createRequire(import.meta.url)('world-countries') as Countries
  return countries
    .map((c) => ({ name: c.name.common, code: c.cca2, flag: c.flag || flagOf(c.cca2), region: c.region }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

const byLowerName = (rows: Record<string, unknown>[]): Map<string, number> =>
  new Map(rows.map((r) => [String(r.name).toLowerCase(), Number(r.id)]))

/** Seeds a category table and its items; returns nothing when the tables already have rows. */
const seedCategories = async (exec: SqlExecutor, kind: 'product' | 'service', sectorIds: Map<string, number>): Promise<void> => {
  if ((await countRows(exec, `${kind}_categories`)) > 0 || (await countRows(exec, `${kind}s`)) > 0) return
  const categories = CATALOGUE.map((s) => ({ sector: s.name, category: kind === 'product' ? s.products : s.services }))
  const inserted = await insertRows(exec, `${kind}_categories`, ['name', 'description', 'sector_id'],
    categories.map(({ sector, category }) => [category.name, category.description, sectorIds.get(sector.toLowerCase()) ?? null]),
    ['id', 'name'])
  const categoryIds = byLowerName(inserted)
  await insertRows(exec, `${kind}s`, ['name', 'category_id'],
    categories.flatMap(({ category }) => category.items.map((item) => [item, categoryIds.get(category.name.toLowerCase()) ?? null])))
}

/**
 * Inserts the countries and the catalogue into empty tables. Returns how many countries and sectors this
 * call inserted (0 and 0 when the data was already there).
 */
export const seedReferenceData = async (exec: SqlExecutor): Promise<{ countries: number; sectors: number }> => {
  await lockSeeding(exec)
  let countries = 0
  if ((await countRows(exec, 'countries')) === 0) {
    const rows = loadCountries()
    await insertRows(exec, 'countries', ['name', 'code', 'flag', 'region'], rows.map((c) => [c.name, c.code, c.flag, c.region]))
    countries = rows.length
  }

  // The catalogue is seeded as a whole into a fresh database only: once sectors exist, an admin owns it
  // (deleting every product category must not make them come back at the next start).
  let sectors = 0
  if ((await countRows(exec, 'sectors')) === 0) {
    const inserted = await insertRows(exec, 'sectors', ['name', 'description', 'icon'],
      CATALOGUE.map((s) => [s.name, s.description, s.icon]), ['id', 'name'])
    sectors = inserted.length
    const sectorIds = byLowerName(inserted)
    if ((await countRows(exec, 'subsectors')) === 0) {
      await insertRows(exec, 'subsectors', ['sector_id', 'name'],
        CATALOGUE.flatMap((s) => s.subsectors.map((sub) => [sectorIds.get(s.name.toLowerCase()), sub])))
    }
    await seedCategories(exec, 'product', sectorIds)
    await seedCategories(exec, 'service', sectorIds)
  }
  return { countries, sectors }
}
