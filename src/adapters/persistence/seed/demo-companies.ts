/**
 * The demo directory: company managers with the companies they own (at most 3 each), in their country.
 * Product and service names are those of the reference catalogue (reference-data.ts).
 *
 * Status codes: V approved and verified, A approved, P pending, R rejected (with the admin's reason),
 * S suspended (with the reason given at suspension).
 */

export type DemoCompanyStatus = 'V' | 'A' | 'P' | 'R' | 'S'

export const SECTOR = {
  tech: 'Technology',
  mfg: 'Manufacturing',
  health: 'Healthcare & Life Sciences',
  energy: 'Energy & Utilities',
  agri: 'Agriculture & Food',
  build: 'Construction & Real Estate',
  fin: 'Financial Services',
  log: 'Logistics & Transportation',
  retail: 'Retail & Consumer Goods',
  edu: 'Education',
  tour: 'Tourism & Hospitality',
  creative: 'Creative Industries & Media',
} as const

export type SectorKey = keyof typeof SECTOR

export interface DemoCompany {
  readonly name: string
  readonly city: string
  readonly sector: SectorKey
  readonly subsector: string
  readonly status: DemoCompanyStatus
  readonly founded: number
  readonly employees: number
  readonly description: string
  readonly products: readonly string[]
  readonly services: readonly string[]
  /** Rejection reason (R) or suspension reason (S). */
  readonly reason?: string
  /** Overrides the generated contact email. */
  readonly contactEmail?: string
}

export interface DemoManager {
  readonly firstName: string
  readonly lastName: string
  /** Defaults to firstname.lastname@example.com. */
  readonly email?: string
  /** ISO code of the manager's country and of their companies. */
  readonly country: string
  readonly companies: readonly DemoCompany[]
}

export const DEMO_MANAGERS: readonly DemoManager[] = [
  {
    firstName: 'Marco', lastName: 'Bianchi', email: 'manager@expo-atlas.test', country: 'IT',
    companies: [
      {
        name: 'Navigli Software', city: 'Milan', sector: 'tech', subsector: 'Software & SaaS', status: 'V', founded: 2014, employees: 85,
        description: 'Navigli Software builds cloud-based planning and CRM tools for small and mid-sized manufacturers across Southern Europe. Its platform connects sales, production and inventory in a single dashboard and is used by more than 600 companies. The team of engineers and consultants works from Milan and Turin.',
        products: ['CRM Platform', 'ERP Software', 'Data Analytics Platform'], services: ['Custom Software Development', 'Cloud Migration'],
      },
      {
        name: 'Studio Brera Design', city: 'Milan', sector: 'creative', subsector: 'Graphic & Product Design', status: 'R', founded: 2021, employees: 4,
        description: 'Studio Brera Design is a small design studio creating brand identities, packaging and product visuals for food and furniture brands. We combine Italian craft with a clean, contemporary style.',
        products: ['Stock Photography', 'Digital Magazines'], services: ['Brand Strategy', 'UX/UI Design'],
        contactEmail: 'marco.brera.design@example.com',
        reason: 'We could not confirm that Studio Brera Design is a registered business: the contact email is a personal address and no business address is given. Please add your registered office address and a contact email on the studio\'s own domain, then resubmit.',
      },
    ],
  },
  {
    firstName: 'Emma', lastName: 'Johansson', country: 'SE',
    companies: [
      {
        name: 'Nordvind Energy', city: 'Gothenburg', sector: 'energy', subsector: 'Wind Power', status: 'V', founded: 2006, employees: 420,
        description: 'Nordvind Energy develops, builds and operates onshore and coastal wind farms in Sweden and Norway. The company manages 1.4 GW of capacity and offers long-term service contracts to independent park owners. Its Gothenburg control room monitors more than 500 turbines around the clock.',
        products: ['Wind Turbine Components', 'Battery Storage Systems', 'Smart Meters'], services: ['Operations & Maintenance', 'Grid Integration Consulting'],
      },
      {
        name: 'Kista Cyberdefence', city: 'Stockholm', sector: 'tech', subsector: 'Cybersecurity', status: 'V', founded: 2015, employees: 130,
        description: 'Kista Cyberdefence protects Nordic banks, hospitals and manufacturers against ransomware and targeted attacks. It runs a 24/7 security operations centre and a red team that tests more than 200 organisations a year. Its threat reports are followed by security teams across Europe.',
        products: ['Cybersecurity Suite', 'Network Equipment'], services: ['Penetration Testing', 'Managed IT Services'],
      },
      {
        name: 'Fjällmark Foods', city: 'Umeå', sector: 'agri', subsector: 'Food Processing', status: 'A', founded: 1994, employees: 65,
        description: 'Fjällmark Foods turns berries, mushrooms and grains from northern Sweden into jams, crispbreads and snacks. Everything is processed within 200 km of where it is picked.',
        products: ['Packaged Snacks', 'Fresh Produce'], services: ['Food Safety Certification'],
      },
    ],
  },
  {
    firstName: 'Liam', lastName: "O'Connor", email: 'liam.oconnor@example.com', country: 'IE',
    companies: [
      {
        name: 'Shannon Medical Devices', city: 'Galway', sector: 'health', subsector: 'Medical Devices', status: 'V', founded: 2009, employees: 240,
        description: 'Shannon Medical Devices designs and manufactures patient monitoring systems and single-use surgical instruments. Its ISO 13485 certified plant in Galway supplies hospitals in 31 countries. The company invests 14 percent of its revenue in research and development.',
        products: ['Patient Monitoring Systems', 'Surgical Instruments', 'IoT Sensors'], services: ['Medical Equipment Maintenance', 'Regulatory Affairs Consulting'],
      },
      {
        name: 'Emerald Payments', city: 'Dublin', sector: 'fin', subsector: 'FinTech & Payments', status: 'A', founded: 2018, employees: 72,
        description: 'Emerald Payments offers online and in-store card acceptance to small merchants in Ireland and the United Kingdom. Merchants get next-day settlement, transparent pricing and a simple dashboard. The company processes payments for more than 9,000 businesses.',
        products: ['Payment Gateway', 'Digital Wallet'], services: ['Risk Management Consulting'],
      },
    ],
  },
  {
    firstName: 'Priya', lastName: 'Raman', country: 'IN',
    companies: [
      {
        name: 'Vayu Analytics', city: 'Bengaluru', sector: 'tech', subsector: 'Artificial Intelligence & Data', status: 'V', founded: 2017, employees: 190,
        description: 'Vayu Analytics builds forecasting models for power utilities, retailers and logistics companies. Its platform predicts demand down to the hour and the feeder, helping customers cut waste and outages. Vayu works with clients in India, the Gulf and South-East Asia.',
        products: ['Data Analytics Platform', 'Cloud Hosting', 'IoT Sensors'], services: ['Data Science Consulting', 'Systems Integration'],
      },
      {
        name: 'Ganga Organic Farms', city: 'Pune', sector: 'agri', subsector: 'Crop Production', status: 'A', founded: 2011, employees: 140,
        description: 'Ganga Organic Farms is a network of 1,800 certified organic smallholders growing vegetables, pulses and spices. The company handles sorting, packing and export to Europe and the Middle East.',
        products: ['Fresh Produce', 'Organic Fertilizers'], services: ['Agricultural Training', 'Crop Monitoring'],
      },
      {
        name: 'Sutra Learning', city: 'Hyderabad', sector: 'edu', subsector: 'EdTech', status: 'P', founded: 2022, employees: 38,
        description: 'Sutra Learning makes bilingual maths and science courses for secondary school students, with short videos and adaptive exercises. Schools use its dashboards to see where each class needs help.',
        products: ['Learning Management System', 'Digital Textbooks'], services: ['Curriculum Development'],
      },
    ],
  },
  {
    firstName: 'Kenji', lastName: 'Watanabe', country: 'JP',
    companies: [
      {
        name: 'Kaizen Robotics', city: 'Nagoya', sector: 'mfg', subsector: 'Industrial Machinery', status: 'V', founded: 2002, employees: 560,
        description: 'Kaizen Robotics builds industrial and collaborative robots for welding, assembly and palletising. Its robots work in automotive and electronics plants in Japan, Thailand and Mexico. The company also designs complete robot cells with its integration partners.',
        products: ['Industrial Robots', 'CNC Machining Centers', 'Precision Bearings'], services: ['Industrial Automation Engineering', 'Predictive Maintenance'],
      },
      {
        name: 'Hikari Game Works', city: 'Tokyo', sector: 'creative', subsector: 'Game Development', status: 'A', founded: 2016, employees: 48,
        description: 'Hikari Game Works is an independent studio making cooperative adventure games for mobile and console. Its hand-drawn style and gentle puzzles have found players in more than 60 countries.',
        products: ['Mobile Games', 'Sound Effects Library'], services: ['UX/UI Design'],
      },
    ],
  },
  {
    firstName: 'Ana', lastName: 'Souza', country: 'BR',
    companies: [
      {
        name: 'Verde Vale Café', city: 'Varginha', sector: 'agri', subsector: 'Beverages', status: 'V', founded: 1987, employees: 210,
        description: 'Verde Vale Café is a family-owned coffee estate and exporter in the south of Minas Gerais. It grows, processes and roasts specialty arabica on 1,200 hectares, a third of which is protected native forest. Its coffees are sold to roasters in 14 countries.',
        products: ['Specialty Coffee', 'Fresh Produce'], services: ['Food Safety Certification', 'Agricultural Training'],
      },
      {
        name: 'Solaris Brasil Energia', city: 'Fortaleza', sector: 'energy', subsector: 'Solar Power', status: 'A', founded: 2013, employees: 330,
        description: 'Solaris Brasil Energia designs and installs rooftop and ground-mounted solar systems for homes, farms and businesses in north-east Brazil. It has installed more than 25,000 systems and offers financing with local banks.',
        products: ['Solar Panels', 'Battery Storage Systems', 'EV Chargers'], services: ['Solar Installation', 'Energy Audits'],
      },
      {
        name: 'Rota Sul Logística', city: 'Porto Alegre', sector: 'log', subsector: 'Road Transport', status: 'S', founded: 1999, employees: 260,
        description: 'Rota Sul Logística runs full and part truckload transport between southern Brazil, Uruguay and Argentina. Its fleet of 180 trucks is tracked in real time.',
        products: ['Fleet Management Software', 'RFID Tracking Tags'], services: ['Refrigerated Transport', 'Customs Brokerage'],
        reason: 'Several visitors reported that quotes requested through the profile were never answered and that the phone number is out of service. The profile is suspended until the contact details are confirmed.',
      },
    ],
  },
  {
    firstName: 'Lukas', lastName: 'Schneider', country: 'DE',
    companies: [
      {
        name: 'Rheinwerk Präzision', city: 'Stuttgart', sector: 'mfg', subsector: 'Automotive Components', status: 'V', founded: 1968, employees: 870,
        description: 'Rheinwerk Präzision machines high-precision shafts, gears and housings for drivetrains and electric motors. The family company supplies leading car makers and their tier-one suppliers from three plants in Baden-Württemberg. Its newest line is dedicated to e-mobility components.',
        products: ['Precision Bearings', 'Sheet Metal Parts', 'CNC Machining Centers'], services: ['Contract Manufacturing', 'Quality Inspection', 'Rapid Prototyping'],
      },
      {
        name: 'Elbe Freight Solutions', city: 'Hamburg', sector: 'log', subsector: 'Freight Forwarding', status: 'V', founded: 1985, employees: 310,
        description: 'Elbe Freight Solutions organises sea, rail and air freight between Europe, Asia and the Americas. Its customs team files more than 40,000 declarations a year. The company runs its own bonded warehouse in the port of Hamburg.',
        products: ['Shipping Containers', 'RFID Tracking Tags'], services: ['Ocean Freight', 'Air Freight', 'Customs Brokerage'],
      },
    ],
  },
  {
    firstName: 'Chloé', lastName: 'Martin', email: 'chloe.martin@example.com', country: 'FR',
    companies: [
      {
        name: 'Maison Lavande Cosmétiques', city: 'Grasse', sector: 'retail', subsector: 'Personal Care & Cosmetics', status: 'V', founded: 1998, employees: 95,
        description: 'Maison Lavande Cosmétiques makes natural skincare and fragrances in Grasse, the historic capital of perfume. Its lavender and rose come from 22 partner farms in Provence. The products are sold in 1,400 pharmacies and concept stores and online.',
        products: ['Organic Skincare', 'Natural Fragrances'], services: ['Brand Licensing'],
      },
      {
        name: 'Atelier Lumière Agency', city: 'Lyon', sector: 'creative', subsector: 'Advertising & Marketing', status: 'A', founded: 2010, employees: 56,
        description: 'Atelier Lumière is an independent creative agency working for food, wine and tourism brands. It designs campaigns, websites and social media content in French and English.',
        products: ['Stock Photography', 'Digital Magazines'], services: ['Brand Strategy', 'Digital Marketing', 'Content Writing'],
      },
      {
        name: 'Riviera Hospitality Group', city: 'Nice', sector: 'tour', subsector: 'Hotels & Resorts', status: 'P', founded: 2005, employees: 380,
        description: 'Riviera Hospitality Group owns and operates six boutique hotels between Nice and Menton. It also manages hotels for private owners on the Côte d\'Azur.',
        products: ['Resort Stays', 'Hotel Booking Engine'], services: ['Hotel Management Consulting', 'Event Planning'],
      },
    ],
  },
  {
    firstName: 'Daan', lastName: 'de Vries', email: 'daan.devries@example.com', country: 'NL',
    companies: [
      {
        name: 'Polder AgriTech', city: 'Wageningen', sector: 'agri', subsector: 'AgriTech', status: 'V', founded: 2015, employees: 75,
        description: 'Polder AgriTech combines soil sensors, satellite images and agronomy to help farmers apply exactly the water and fertiliser each part of a field needs. Its platform is used on 300,000 hectares in Europe and East Africa. The company grew out of research at Wageningen University.',
        products: ['IoT Sensors', 'Irrigation Systems', 'Hydroponic Systems'], services: ['Precision Farming Consulting', 'Crop Monitoring'],
      },
      {
        name: 'Havenstad Logistics', city: 'Rotterdam', sector: 'log', subsector: 'Shipping & Ports', status: 'A', founded: 1991, employees: 220,
        description: 'Havenstad Logistics handles container stuffing, storage and barge transport in the port of Rotterdam. It connects deep-sea terminals with inland hubs in the Netherlands, Belgium and Germany.',
        products: ['Shipping Containers', 'Warehouse Management System'], services: ['Contract Warehousing', 'Ocean Freight'],
      },
    ],
  },
  {
    firstName: 'Sipho', lastName: 'Ndlovu', country: 'ZA',
    companies: [
      {
        name: 'Karoo Sun Power', city: 'Cape Town', sector: 'energy', subsector: 'Solar Power', status: 'V', founded: 2012, employees: 160,
        description: 'Karoo Sun Power develops utility-scale solar and storage plants in South Africa, Namibia and Botswana. The company has 410 MW in operation and sells power to utilities and mining companies under long-term contracts.',
        products: ['Solar Panels', 'Battery Storage Systems'], services: ['Operations & Maintenance', 'Grid Integration Consulting', 'Carbon Accounting'],
      },
      {
        name: 'Ubuntu Skills Academy', city: 'Johannesburg', sector: 'edu', subsector: 'Vocational Training', status: 'V', founded: 2008, employees: 90,
        description: 'Ubuntu Skills Academy trains young people as electricians, solar technicians and welders, in partnership with employers who hire its graduates. More than 6,000 learners have completed its accredited programmes. Courses combine workshop practice with online theory.',
        products: ['Learning Management System', 'STEM Lab Kits'], services: ['Technical Certification Courses', 'Corporate Training Programs'],
      },
    ],
  },
  {
    firstName: 'Amara', lastName: 'Okeke', country: 'NG',
    companies: [
      {
        name: 'Eko Payments', city: 'Lagos', sector: 'fin', subsector: 'FinTech & Payments', status: 'V', founded: 2016, employees: 240,
        description: 'Eko Payments lets Nigerian merchants accept cards, bank transfers and mobile money through one integration. More than 80,000 businesses use its point-of-sale terminals and online checkout. The company is licensed by the Central Bank of Nigeria.',
        products: ['Payment Gateway', 'Digital Wallet', 'Business Loans'], services: ['Risk Management Consulting'],
      },
      {
        name: 'Adire Fashion House', city: 'Lagos', sector: 'retail', subsector: 'Fashion & Apparel', status: 'P', founded: 2019, employees: 26,
        description: 'Adire Fashion House designs ready-to-wear collections with hand-dyed adire textiles made by artisans in Abeokuta. The brand sells online and through boutiques in Lagos, London and Houston.',
        products: ['Sustainable Apparel', 'Home Textiles'], services: ['E-commerce Fulfilment'],
      },
      {
        name: 'GadgetCare Nigeria', city: 'Lagos', sector: 'health', subsector: 'Medical Devices', status: 'R', founded: 2020, employees: 12,
        description: 'GadgetCare Nigeria sells smartphones, smart watches and accessories online with nationwide delivery. We also repair screens and batteries in our Ikeja shop.',
        products: ['Patient Monitoring Systems', 'IoT Sensors'], services: ['Medical Equipment Maintenance'],
        reason: 'The company sells consumer electronics (phones, smart watches, accessories), not medical devices. Please move the listing to Retail & Consumer Goods, subsector Consumer Electronics, and choose matching products before resubmitting.',
      },
    ],
  },
  {
    firstName: 'Wanjiru', lastName: 'Kamau', country: 'KE',
    companies: [
      {
        name: 'Savannah Health Diagnostics', city: 'Nairobi', sector: 'health', subsector: 'Diagnostics & Laboratories', status: 'V', founded: 2011, employees: 350,
        description: 'Savannah Health Diagnostics runs accredited medical laboratories and sample collection centres across Kenya. It performs more than two million tests a year for hospitals, clinics and insurers. Results are delivered to doctors and patients through a secure app.',
        products: ['Diagnostic Test Kits', 'Laboratory Reagents', 'Telehealth Platform'], services: ['Laboratory Testing', 'Clinical Trials Management'],
      },
      {
        name: 'Rift Valley Safaris', city: 'Nairobi', sector: 'tour', subsector: 'Ecotourism', status: 'A', founded: 2004, employees: 64,
        description: 'Rift Valley Safaris organises small-group and private safaris in Kenya and Tanzania with local guides and community-owned camps. Part of every booking funds conservancies in the Maasai Mara.',
        products: ['Safari Packages', 'Guided Tour Packages'], services: ['Destination Management'],
      },
      {
        name: 'Pwani Cold Chain', city: 'Mombasa', sector: 'log', subsector: 'Warehousing & Distribution', status: 'A', founded: 2014, employees: 150,
        description: 'Pwani Cold Chain operates refrigerated warehouses and trucks for fruit, fish and pharmaceuticals at the port of Mombasa. It keeps exports from Kenya and Uganda at the right temperature from farm to ship.',
        products: ['Warehouse Management System', 'RFID Tracking Tags'], services: ['Refrigerated Transport', 'Contract Warehousing', 'Cold Chain Storage'],
      },
    ],
  },
  {
    firstName: 'Omar', lastName: 'Al-Farsi', email: 'omar.alfarsi@example.com', country: 'AE',
    companies: [
      {
        name: 'Falcon Gulf Contracting', city: 'Dubai', sector: 'build', subsector: 'Commercial Construction', status: 'V', founded: 1997, employees: 2300,
        description: 'Falcon Gulf Contracting builds offices, hotels, hospitals and mixed-use towers in the United Arab Emirates and Oman. Its in-house design and engineering teams deliver projects from concept to handover. The company has completed more than 120 buildings.',
        products: ['Precast Concrete', 'Structural Steel', 'Glazing Systems'], services: ['Construction Project Management', 'Structural Engineering'],
      },
      {
        name: 'Oasis Hospitality Partners', city: 'Abu Dhabi', sector: 'tour', subsector: 'Hotels & Resorts', status: 'A', founded: 2009, employees: 900,
        description: 'Oasis Hospitality Partners manages hotels, serviced apartments and desert resorts for owners across the Gulf. It handles operations, revenue management and staff training.',
        products: ['Resort Stays', 'Hotel Booking Engine'], services: ['Hotel Management Consulting', 'Catering Services'],
      },
      {
        name: 'Desert Bloom Hydroponics', city: 'Dubai', sector: 'agri', subsector: 'AgriTech', status: 'S', founded: 2019, employees: 45,
        description: 'Desert Bloom Hydroponics grows leafy greens and herbs in vertical farms that use 90 percent less water than open fields. It supplies supermarkets and restaurants in Dubai.',
        products: ['Hydroponic Systems', 'Fresh Produce'], services: ['Precision Farming Consulting'],
        reason: 'The profile claims organic certification that the certifying body could not confirm. It is suspended until a valid certificate is provided.',
      },
    ],
  },
  {
    firstName: 'Mei Lin', lastName: 'Tan', email: 'meilin.tan@example.com', country: 'SG',
    companies: [
      {
        name: 'Merlion Cloud Systems', city: 'Singapore', sector: 'tech', subsector: 'Cloud & Infrastructure', status: 'V', founded: 2012, employees: 310,
        description: 'Merlion Cloud Systems provides cloud hosting and managed infrastructure for banks, insurers and healthcare providers in South-East Asia. Its data centres in Singapore and Jakarta meet strict regulatory standards. Customers get local engineers on call around the clock.',
        products: ['Cloud Hosting', 'Network Equipment', 'Cybersecurity Suite'], services: ['Cloud Migration', 'Managed IT Services'],
      },
      {
        name: 'Straits Trade Finance', city: 'Singapore', sector: 'fin', subsector: 'Banking', status: 'V', founded: 2008, employees: 180,
        description: 'Straits Trade Finance is a specialist lender financing imports and exports of small and mid-sized companies across Asia. It offers letters of credit, supply chain finance and working capital loans. Decisions on most applications are made within 48 hours.',
        products: ['Trade Finance', 'Business Loans'], services: ['Corporate Finance Advisory', 'Risk Management Consulting'],
      },
    ],
  },
  {
    firstName: 'Sofía', lastName: 'Hernández', email: 'sofia.hernandez@example.com', country: 'MX',
    companies: [
      {
        name: 'Casa Oaxaca Textiles', city: 'Oaxaca', sector: 'retail', subsector: 'Home & Furniture', status: 'A', founded: 2007, employees: 58,
        description: 'Casa Oaxaca Textiles sells rugs, cushions and table linen hand-woven by Zapotec weaving families. Every piece is signed by its weaver, and the company pays fair, pre-agreed prices.',
        products: ['Home Textiles', 'Handcrafted Furniture'], services: ['E-commerce Fulfilment'],
      },
      {
        name: 'Bajío Auto Partes', city: 'Querétaro', sector: 'mfg', subsector: 'Automotive Components', status: 'A', founded: 2001, employees: 640,
        description: 'Bajío Auto Partes stamps and assembles metal parts for seats, doors and chassis for car plants in central Mexico. It is IATF 16949 certified and ships just-in-time to its customers.',
        products: ['Sheet Metal Parts', 'Injection-Molded Parts'], services: ['Contract Manufacturing', 'Quality Inspection'],
      },
      {
        name: 'Aceros del Norte', city: 'Monterrey', sector: 'mfg', subsector: 'Metals & Fabrication', status: 'R', founded: 1979, employees: 410,
        description: 'Aceros del Norte fabricates structural steel, beams and custom metal parts for construction and industry. Its workshops in Monterrey handle cutting, welding and painting.',
        products: ['Structural Steel', 'Sheet Metal Parts'], services: ['Contract Manufacturing'],
        reason: 'Duplicate listing: Aceros del Norte is already registered in the directory under another account. Please contact support so that we can add you as a manager of the existing profile instead.',
      },
    ],
  },
  {
    firstName: 'Jack', lastName: 'Thompson', country: 'AU',
    companies: [
      {
        name: 'Coral Coast Resorts', city: 'Cairns', sector: 'tour', subsector: 'Hotels & Resorts', status: 'V', founded: 1995, employees: 520,
        description: 'Coral Coast Resorts operates four eco-certified resorts on the Great Barrier Reef coast of Queensland. Guests can join reef conservation programmes run with marine scientists. The group has won several national sustainable tourism awards.',
        products: ['Resort Stays', 'Guided Tour Packages'], services: ['Event Planning', 'Catering Services'],
      },
      {
        name: 'Outback Water Solutions', city: 'Perth', sector: 'energy', subsector: 'Water & Wastewater', status: 'A', founded: 2003, employees: 210,
        description: 'Outback Water Solutions designs and runs desalination and water recycling plants for mines and remote towns in Western Australia. Its containerised units are powered by solar energy where possible.',
        products: ['Water Filtration Systems', 'Solar Panels'], services: ['Operations & Maintenance'],
      },
    ],
  },
  {
    firstName: 'Olivia', lastName: 'Brown', country: 'GB',
    companies: [
      {
        name: 'Thames Valley Biotech', city: 'Oxford', sector: 'health', subsector: 'Biotechnology', status: 'V', founded: 2016, employees: 120,
        description: 'Thames Valley Biotech develops antibody therapies for autoimmune diseases. The company was spun out of university research in Oxford and is backed by specialist life science investors. Its lead candidate is in a Phase II trial for rheumatoid arthritis.',
        products: ['Biologic Therapies', 'Laboratory Reagents'], services: ['Clinical Trials Management'],
      },
      {
        name: 'Brightside Films', city: 'Manchester', sector: 'creative', subsector: 'Film & Video Production', status: 'A', founded: 2012, employees: 34,
        description: 'Brightside Films produces documentaries, brand films and corporate video. Its documentaries about the north of England have been broadcast in the UK and at international festivals.',
        products: ['Documentary Films', 'Stock Photography'], services: ['Video Production', 'Content Writing'],
      },
      {
        name: 'Kingsway Insurance Brokers', city: 'London', sector: 'fin', subsector: 'Insurance', status: 'S', founded: 1988, employees: 85,
        description: 'Kingsway Insurance Brokers arranges commercial property, liability and marine insurance for small and mid-sized businesses. It works with insurers in the London market.',
        products: ['Commercial Insurance', 'Trade Finance'], services: ['Risk Management Consulting'],
        reason: 'The broker registration number shown on the profile does not match the public register. The profile is suspended until the registration is clarified.',
      },
    ],
  },
  {
    firstName: 'Noah', lastName: 'Williams', country: 'US',
    companies: [
      {
        name: 'Cascade Data Labs', city: 'Seattle', sector: 'tech', subsector: 'Artificial Intelligence & Data', status: 'V', founded: 2013, employees: 260,
        description: 'Cascade Data Labs helps retailers and manufacturers put machine learning into production, from data pipelines to monitoring. Its open-source data quality toolkit is used by thousands of engineers. The company has offices in Seattle and Vancouver.',
        products: ['Data Analytics Platform', 'Cloud Hosting'], services: ['Data Science Consulting', 'Custom Software Development', 'Systems Integration'],
      },
      {
        name: 'Prairie Harvest Cooperative', city: 'Des Moines', sector: 'agri', subsector: 'Crop Production', status: 'A', founded: 1952, employees: 430,
        description: 'Prairie Harvest Cooperative is owned by 2,100 farm families in Iowa and Nebraska. It stores, markets and ships corn and soybeans, and supplies its members with seed, fertiliser and agronomy advice.',
        products: ['Organic Fertilizers', 'Fresh Produce', 'Irrigation Systems'], services: ['Crop Monitoring', 'Cold Chain Storage'],
      },
      {
        name: 'Liberty Modular Homes', city: 'Austin', sector: 'build', subsector: 'Residential Construction', status: 'P', founded: 2018, employees: 140,
        description: 'Liberty Modular Homes builds energy-efficient homes in a factory and assembles them on site in a few days. Its designs range from studios to four-bedroom family homes.',
        products: ['Modular Housing Units', 'Insulation Panels', 'Smart Building Controls'], services: ['Architectural Design'],
      },
    ],
  },
  {
    firstName: 'Javier', lastName: 'Morales', country: 'ES',
    companies: [
      {
        name: 'Oro de Jaén Olive Oil', city: 'Jaén', sector: 'agri', subsector: 'Food Processing', status: 'V', founded: 1972, employees: 115,
        description: 'Oro de Jaén is a cooperative mill pressing extra virgin olive oil from the groves of 1,100 member families in Andalusia. Its early-harvest oils have won awards in Europe, Japan and the United States. The mill bottles on site and exports to 25 countries.',
        products: ['Extra Virgin Olive Oil', 'Packaged Snacks'], services: ['Food Safety Certification'],
      },
      {
        name: 'Ciclo Last Mile', city: 'Barcelona', sector: 'log', subsector: 'Last-Mile Delivery', status: 'A', founded: 2019, employees: 170,
        description: 'Ciclo Last Mile delivers parcels in Barcelona, Valencia and Madrid with electric cargo bikes from micro-hubs in the city centre. Deliveries are emission-free and usually arrive the same day.',
        products: ['Electric Cargo Bikes', 'Fleet Management Software'], services: ['Last-Mile Delivery Service'],
      },
      {
        name: 'Iberia Green Hydrogen', city: 'Bilbao', sector: 'energy', subsector: 'Hydrogen', status: 'P', founded: 2021, employees: 55,
        description: 'Iberia Green Hydrogen develops electrolysis plants powered by wind and solar energy for steel makers and ports in northern Spain. Its first 20 MW plant is under construction.',
        products: ['Electrolysers', 'Battery Storage Systems'], services: ['Grid Integration Consulting'],
      },
    ],
  },
  {
    firstName: 'Inês', lastName: 'Carvalho', email: 'ines.carvalho@example.com', country: 'PT',
    companies: [
      {
        name: 'Atlântico Cork Solutions', city: 'Porto', sector: 'build', subsector: 'Building Materials', status: 'V', founded: 1989, employees: 290,
        description: 'Atlântico Cork Solutions turns cork from Portuguese oak forests into insulation boards, acoustic panels and flooring. Cork is harvested without cutting trees and the boards are fully recyclable. The company supplies architects and builders in 30 countries.',
        products: ['Insulation Panels', 'Cross-Laminated Timber'], services: ['Architectural Design'],
      },
      {
        name: 'Lisbon Digital Academy', city: 'Lisbon', sector: 'edu', subsector: 'Corporate Training', status: 'A', founded: 2017, employees: 42,
        description: 'Lisbon Digital Academy runs bootcamps and company programmes in data analytics, software development and digital marketing. Classes are taught in Portuguese and English, on site and online.',
        products: ['Virtual Classroom Software', 'Learning Management System'], services: ['Corporate Training Programs', 'Executive Education'],
      },
    ],
  },
  {
    firstName: 'Ji-woo', lastName: 'Park', email: 'jiwoo.park@example.com', country: 'KR',
    companies: [
      {
        name: 'Hanbit Semiconductor', city: 'Suwon', sector: 'tech', subsector: 'Hardware & Electronics', status: 'V', founded: 2003, employees: 1450,
        description: 'Hanbit Semiconductor designs and manufactures power semiconductors and sensor chips for electric vehicles and industrial equipment. It operates two fabs in Korea and a design centre in Pangyo. Its silicon carbide devices are used by car makers in Asia and Europe.',
        products: ['Semiconductors', 'IoT Sensors', 'Network Equipment'], services: ['Systems Integration'],
      },
      {
        name: 'Seoul Glow Lab', city: 'Seoul', sector: 'retail', subsector: 'Personal Care & Cosmetics', status: 'A', founded: 2015, employees: 88,
        description: 'Seoul Glow Lab develops gentle skincare for sensitive skin, tested with dermatologists in Seoul. Its products are sold in Korea, Japan and through online marketplaces worldwide.',
        products: ['Organic Skincare', 'Natural Fragrances'], services: ['Marketplace Management'],
      },
      {
        name: 'Blue Wave Sound', city: 'Seoul', sector: 'creative', subsector: 'Music & Audio', status: 'A', founded: 2014, employees: 30,
        description: 'Blue Wave Sound composes music and designs sound for games, films and advertising. Its library of production music and sound effects is licensed by studios in 40 countries.',
        products: ['Music Licensing Catalogue', 'Sound Effects Library'], services: ['Video Production'],
      },
    ],
  },
  {
    firstName: 'Valentina', lastName: 'Gómez', email: 'valentina.gomez@example.com', country: 'CO',
    companies: [
      {
        name: 'Antioquia Software Factory', city: 'Medellín', sector: 'tech', subsector: 'Software & SaaS', status: 'A', founded: 2012, employees: 230,
        description: 'Antioquia Software Factory builds web and mobile applications for banks, retailers and start-ups in the Americas. Its nearshore teams work in the same time zones as their clients in the United States.',
        products: ['CRM Platform', 'ERP Software'], services: ['Custom Software Development', 'Systems Integration'],
      },
      {
        name: 'Caribe Tours Colombia', city: 'Cartagena', sector: 'tour', subsector: 'Travel Agencies & Tour Operators', status: 'R', founded: 2017, employees: 18,
        description: 'Caribe Tours Colombia offers day trips to the Rosario Islands, city walks in Cartagena and tailor-made holidays along the Caribbean coast. Our bilingual guides know every corner of the region.',
        products: ['Guided Tour Packages', 'Event Ticketing Platform'], services: ['Destination Management'],
        reason: 'The description was copied word for word from another tour operator\'s website. Please describe your own tours and add your national tourism registry (RNT) number, then resubmit.',
      },
    ],
  },
  {
    firstName: 'Ahmed', lastName: 'Hassan', country: 'EG',
    companies: [
      {
        name: 'Nile Pharma Industries', city: 'Cairo', sector: 'health', subsector: 'Pharmaceuticals', status: 'V', founded: 1983, employees: 1900,
        description: 'Nile Pharma Industries manufactures generic medicines for infections, diabetes and heart disease. Its plants near Cairo meet EU GMP standards and supply hospitals and pharmacies in 35 countries across Africa and the Middle East.',
        products: ['Generic Medicines', 'Laboratory Reagents'], services: ['Regulatory Affairs Consulting'],
      },
      {
        name: 'Delta Cotton Mills', city: 'Alexandria', sector: 'mfg', subsector: 'Textiles & Apparel Manufacturing', status: 'A', founded: 1962, employees: 1200,
        description: 'Delta Cotton Mills spins and weaves Egyptian long-staple cotton into yarns and fabrics for shirt and bed linen makers. The mill exports to Europe, Turkey and South Asia.',
        products: ['Cotton Yarn', 'Technical Textiles'], services: ['Contract Manufacturing'],
      },
    ],
  },
  {
    firstName: 'Elif', lastName: 'Yılmaz', email: 'elif.yilmaz@example.com', country: 'TR',
    companies: [
      {
        name: 'Anatolia Building Systems', city: 'Istanbul', sector: 'build', subsector: 'Building Materials', status: 'A', founded: 1996, employees: 520,
        description: 'Anatolia Building Systems produces aluminium facades, windows and glazing for offices, hotels and housing projects. It designs, manufactures and installs complete facade systems.',
        products: ['Glazing Systems', 'Insulation Panels'], services: ['Structural Engineering'],
      },
      {
        name: 'Bosphorus Care Clinics', city: 'Istanbul', sector: 'health', subsector: 'Healthcare Services', status: 'P', founded: 2010, employees: 310,
        description: 'Bosphorus Care Clinics runs three outpatient clinics in Istanbul offering check-ups, dental care and eye surgery. International patients are supported by coordinators who speak English, German and Arabic.',
        products: ['Telehealth Platform', 'Diagnostic Test Kits'], services: ['Outpatient Care', 'Laboratory Testing'],
      },
      {
        name: 'Cappadocia Sky Tours', city: 'Nevşehir', sector: 'tour', subsector: 'Travel Agencies & Tour Operators', status: 'R', founded: 2015, employees: 22,
        description: 'Cappadocia Sky Tours organises hot air balloon flights, valley hikes and cave hotel stays in Cappadocia. Groups are kept small and every flight is led by an experienced pilot.',
        products: ['Guided Tour Packages', 'Resort Stays'], services: ['Destination Management'],
        reason: 'Tour operators must show their travel agency licence number (TÜRSAB document number) so that we can verify it. Please add the number to the description and resubmit.',
      },
    ],
  },
  {
    firstName: 'Lars', lastName: 'Nielsen', country: 'DK',
    companies: [
      {
        name: 'Nordlys Furniture', city: 'Copenhagen', sector: 'retail', subsector: 'Home & Furniture', status: 'V', founded: 2009, employees: 140,
        description: 'Nordlys Furniture designs Scandinavian chairs, tables and lighting made from FSC-certified oak and ash. Its pieces are produced by cabinet makers in Denmark and Lithuania. Nordlys sells through design stores in 20 countries and its own showroom in Copenhagen.',
        products: ['Handcrafted Furniture', 'Home Textiles', 'Smart Home Devices'], services: ['Visual Merchandising'],
      },
      {
        name: 'Esbjerg Offshore Services', city: 'Esbjerg', sector: 'energy', subsector: 'Wind Power', status: 'P', founded: 2011, employees: 260,
        description: 'Esbjerg Offshore Services provides crew transfer vessels, technicians and spare parts for offshore wind farms in the North Sea. Its teams carry out inspections and repairs all year round.',
        products: ['Wind Turbine Components', 'Smart Meters'], services: ['Operations & Maintenance'],
      },
    ],
  },
  {
    firstName: 'Tomasz', lastName: 'Kowalski', country: 'PL',
    companies: [
      {
        name: 'Wawel Software House', city: 'Kraków', sector: 'tech', subsector: 'Software & SaaS', status: 'P', founded: 2010, employees: 180,
        description: 'Wawel Software House develops custom software for logistics, insurance and healthcare companies in Europe. Its engineers specialise in modernising legacy systems and moving them to the cloud.',
        products: ['ERP Software', 'Cloud Hosting'], services: ['Custom Software Development', 'Cloud Migration'],
      },
      {
        name: 'Baltic Gateway Logistics', city: 'Gdańsk', sector: 'log', subsector: 'Freight Forwarding', status: 'S', founded: 2002, employees: 140,
        description: 'Baltic Gateway Logistics forwards containers and breakbulk cargo through the ports of Gdańsk and Gdynia to Central and Eastern Europe. It also offers customs clearance and warehousing.',
        products: ['Shipping Containers', 'Pallet Racking'], services: ['Customs Brokerage', 'Contract Warehousing'],
        reason: 'Suspended at the company\'s own request while its ownership changes. The new management will confirm the profile details.',
      },
    ],
  },
]

/** Individual (visitor) accounts besides the demo visitor. */
export const DEMO_INDIVIDUALS: readonly { firstName: string; lastName: string; country: string }[] = [
  { firstName: 'Lucas', lastName: 'Moreau', country: 'FR' },
  { firstName: 'Fatima', lastName: 'Benali', country: 'MA' },
  { firstName: 'Mateo', lastName: 'García', country: 'AR' },
  { firstName: 'Aisha', lastName: 'Bello', country: 'NG' },
  { firstName: 'Ingrid', lastName: 'Solberg', country: 'NO' },
  { firstName: 'Rahul', lastName: 'Mehta', country: 'IN' },
  { firstName: 'Wei', lastName: 'Chen', country: 'SG' },
  { firstName: 'Nadia', lastName: 'Petrova', country: 'EE' },
  { firstName: 'Tom', lastName: 'Becker', country: 'CA' },
  { firstName: 'Yuki', lastName: 'Sato', country: 'JP' },
]

/** International dialling codes of the countries used by the demo data. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  IT: '+39', SE: '+46', IE: '+353', IN: '+91', JP: '+81', BR: '+55', DE: '+49', FR: '+33', NL: '+31', ZA: '+27',
  NG: '+234', KE: '+254', AE: '+971', SG: '+65', MX: '+52', AU: '+61', GB: '+44', US: '+1', ES: '+34', PT: '+351',
  KR: '+82', CO: '+57', EG: '+20', TR: '+90', DK: '+45', PL: '+48', MA: '+212', AR: '+54', NO: '+47', EE: '+372', CA: '+1',
}
