/**
 * The demo media center: press releases, news, press kits and events of approved companies, in every
 * moderation state. The seed completes the texts: a press release gets a dateline, the spokesperson's
 * quote and an "About" paragraph; an event gets its practical details; a press kit lists its documents
 * and a press contact.
 */

type DemoMediaType = 'press_release' | 'news' | 'press_kit' | 'event'
type DemoMediaStatus = 'approved' | 'pending' | 'rejected'

export interface DemoMediaItem {
  readonly company: string
  readonly type: DemoMediaType
  readonly status: DemoMediaStatus
  readonly title: string
  readonly paragraphs: readonly string[]
  /** Press releases: the spokesperson's words (the manager of the company is quoted). */
  readonly quote?: string
  /** Events: days from now (negative: past). */
  readonly eventInDays?: number
  readonly eventLocation?: string
  /** Press kits: documents of PRESS_DOCUMENTS (demo-assets.ts) with the file name shown to users. */
  readonly attachments?: readonly { readonly file: string; readonly filename: string }[]
  /** Rejected items: the moderator's reason (kept in the event log). */
  readonly reason?: string
  /** Approved items under embargo (issue 22): published this many days after the seed, private until then. */
  readonly embargoInDays?: number
}

export const DEMO_MEDIA: readonly DemoMediaItem[] = [
  {
    company: 'Navigli Software', type: 'press_release', status: 'approved',
    title: 'Navigli Software launches Navigli Flow, an AI-assisted production planner for small manufacturers',
    paragraphs: [
      'Navigli Software today released Navigli Flow, a production planning module that proposes weekly machine and shift schedules in minutes instead of days. Flow reads open orders from the Navigli CRM, checks machine capacity and supplier lead times, and suggests a plan that planners can adjust by drag and drop.',
      'During a six-month pilot with 40 metalworking and furniture companies in Lombardy and Piedmont, on-time deliveries rose from 81 to 94 percent on average, while overtime hours fell by a fifth.',
    ],
    quote: 'Small manufacturers plan with spreadsheets and experience. Flow keeps the experience and removes the spreadsheets',
  },
  {
    company: 'Navigli Software', type: 'news', status: 'pending',
    title: 'Navigli Software opens a second development centre in Turin',
    paragraphs: [
      'Navigli Software has opened a development centre in Turin, close to the Politecnico, to grow its engineering team by 30 people over the next two years.',
      'The Turin team will focus on integrations with machine controllers and on the analytics features of the platform. Several open positions for backend and data engineers are already published on the company website.',
    ],
  },
  {
    company: 'Navigli Software', type: 'press_kit', status: 'approved',
    title: 'Navigli Software press kit',
    paragraphs: ['Everything journalists and event organisers need about Navigli Software and its products: key figures, product descriptions and contacts. Logos and screenshots are available on request.'],
    attachments: [
      { file: 'navigli-software-fact-sheet', filename: 'Navigli Software - Fact Sheet.pdf' },
      { file: 'navigli-flow-brochure', filename: 'Navigli Flow - Brochure.pdf' },
    ],
  },
  {
    company: 'Nordvind Energy', type: 'press_release', status: 'approved', embargoInDays: 3,
    title: 'Nordvind Energy reports record output for its first full year of offshore operation',
    paragraphs: [
      'Nordvind Energy\'s offshore park off Gotland produced 1.9 TWh in its first full year of operation, 8 percent more than forecast, with an availability of 97.4 percent across its 62 turbines.',
      'The results will be presented to investors and the press on the day of publication. Until then this release is under embargo: journalists can ask for a preview link from the media center.',
    ],
    quote: 'A year of steady wind and a team that kept the turbines turning: the park has done better than we promised',
  },
  {
    company: 'Nordvind Energy', type: 'press_release', status: 'approved',
    title: 'Nordvind Energy to repower three coastal wind farms in western Sweden',
    paragraphs: [
      'Nordvind Energy has signed agreements with the owners of three coastal wind farms in Bohuslän to replace 46 ageing turbines with 14 modern machines. The repowered parks will produce almost three times as much electricity on the same sites.',
      'Construction is planned to start next spring, after the final permits are granted. The existing foundations and grid connections will be reused where possible, reducing both cost and the impact on the landscape.',
    ],
    quote: 'Repowering is the fastest way to add clean power in places where people already live with wind turbines',
  },
  {
    company: 'Nordvind Energy', type: 'event', status: 'approved',
    title: 'Open day at the Nordvind service hub in Gothenburg',
    paragraphs: [
      'Visit the control room that monitors more than 500 turbines, meet our service technicians and climb into a full-size nacelle training model.',
      'The open day is aimed at students, job seekers and partners interested in careers and collaboration in wind energy.',
    ],
    eventInDays: 25, eventLocation: 'Nordvind Service Hub, Gothenburg, Sweden',
  },
  {
    company: 'Kista Cyberdefence', type: 'news', status: 'approved',
    title: 'Kista Cyberdefence publishes its annual Nordic threat report',
    paragraphs: [
      'Ransomware remained the most damaging threat to Nordic organisations this year, according to the annual threat report of Kista Cyberdefence. The company\'s security operations centre handled 1,140 serious incidents, 18 percent more than the year before.',
      'Attackers increasingly entered through stolen remote access credentials and unpatched VPN appliances. Companies that had multi-factor authentication everywhere and tested their backups recovered on average within two days.',
      'The full report, with recommendations for boards and IT teams, can be requested through the company profile.',
    ],
  },
  {
    company: 'Kista Cyberdefence', type: 'event', status: 'approved',
    title: 'Webinar: ransomware readiness for mid-sized companies',
    paragraphs: [
      'In 45 minutes, our incident response lead walks through what happens in the first 72 hours of a ransomware attack, and which five preparations make the biggest difference.',
      'Questions can be asked anonymously during the session.',
    ],
    eventInDays: 9, eventLocation: 'Online',
  },
  {
    company: 'Shannon Medical Devices', type: 'press_release', status: 'approved',
    title: 'Shannon Medical Devices receives CE mark for its wireless patient monitor VitaLink',
    paragraphs: [
      'Shannon Medical Devices has received the CE mark for VitaLink, a wireless monitor that continuously measures heart rate, oxygen saturation, respiration and temperature of patients on general wards.',
      'VitaLink is worn on the upper arm and sends encrypted readings to the nurses\' station, where early warning scores are calculated automatically. Deliveries to the first hospitals in Ireland and the Netherlands begin this quarter.',
    ],
    quote: 'Most deteriorations on general wards are visible in the vital signs hours before an emergency. VitaLink makes sure someone sees them',
  },
  {
    company: 'Shannon Medical Devices', type: 'press_kit', status: 'approved',
    title: 'Shannon Medical Devices press kit',
    paragraphs: ['Background information on Shannon Medical Devices and the VitaLink wireless patient monitor, for journalists and hospital purchasing teams.'],
    attachments: [
      { file: 'shannon-medical-fact-sheet', filename: 'Shannon Medical Devices - Fact Sheet.pdf' },
      { file: 'shannon-vitalink-product-sheet', filename: 'VitaLink - Product Sheet.pdf' },
    ],
  },
  {
    company: 'Vayu Analytics', type: 'news', status: 'approved',
    title: 'Vayu Analytics partners with three state power utilities on demand forecasting',
    paragraphs: [
      'Vayu Analytics will provide hour-by-hour electricity demand forecasts to three state distribution companies in southern India. The forecasts combine smart meter data, weather and holiday calendars.',
      'Better forecasts allow utilities to buy less expensive peak power on short notice and to plan maintenance when demand is low. In an earlier pilot the forecast error fell from 7 to 3 percent.',
    ],
  },
  {
    company: 'Vayu Analytics', type: 'press_release', status: 'pending',
    title: 'Vayu Analytics raises Series B funding to expand in South-East Asia',
    paragraphs: [
      'Vayu Analytics has closed a Series B round led by an Asian climate technology fund, with participation from its existing investors. The new funding will be used to open offices in Singapore and Jakarta and to double the data science team.',
      'The company will also invest in forecasting models for rooftop solar and electric vehicle charging, two fast-growing sources of uncertainty for grid operators.',
    ],
    quote: 'Every utility in the region is facing the same question: how to run a grid with more solar, more air conditioning and more electric cars. Forecasting is where the answer starts',
  },
  {
    company: 'Kaizen Robotics', type: 'press_release', status: 'approved',
    title: 'Kaizen Robotics unveils a collaborative welding robot for small batch production',
    paragraphs: [
      'Kaizen Robotics has introduced the KR-C7 Weld, a collaborative robot that welders can teach by guiding the torch by hand. The robot repeats the seam with constant quality while the welder prepares the next part.',
      'The KR-C7 Weld is designed for job shops producing small batches, where traditional robot cells take too long to program. It runs on a standard 200 V supply and fits on a mobile table.',
    ],
    quote: 'Good welders are hard to find. This robot lets one experienced welder do the work of three, without giving up control of quality',
  },
  {
    company: 'Verde Vale Café', type: 'news', status: 'approved',
    title: 'Harvest report: a smaller crop with exceptional quality',
    paragraphs: [
      'The harvest at Verde Vale Café has finished with yields about 12 percent lower than last season, after a dry winter in the south of Minas Gerais. The slower ripening, however, produced some of the sweetest lots in the estate\'s history.',
      'Washed lots averaged 86.5 points in cupping, natural lots 87.2. The first containers are on their way to roasters in Europe and Japan, and samples of the micro-lots can be requested through our profile.',
    ],
  },
  {
    company: 'Verde Vale Café', type: 'press_kit', status: 'approved',
    title: 'Verde Vale Café press kit',
    paragraphs: ['Facts about the estate, this year\'s harvest and our sustainability programme, for journalists and coffee buyers.'],
    attachments: [
      { file: 'verde-vale-fact-sheet', filename: 'Verde Vale Cafe - Fact Sheet.pdf' },
      { file: 'verde-vale-harvest-report', filename: 'Harvest Report and Cupping Notes.pdf' },
      { file: 'verde-vale-sustainability-report', filename: 'Sustainability Report.pdf' },
    ],
  },
  {
    company: 'Rheinwerk Präzision', type: 'press_release', status: 'approved',
    title: 'Rheinwerk Präzision invests EUR 12 million in a new e-mobility components line',
    paragraphs: [
      'Rheinwerk Präzision is building a new production line for rotor shafts and gearbox housings of electric drive units at its plant near Stuttgart. The investment of EUR 12 million includes six machining centres, automated measuring and a new hall section.',
      'The line will create 45 jobs and start series production for a German car maker next year. Existing employees from the combustion engine parts business are being retrained for the new line.',
    ],
    quote: 'We have made precision parts for engines for more than fifty years. The same precision now goes into electric drives',
  },
  {
    company: 'Elbe Freight Solutions', type: 'news', status: 'approved',
    title: 'New weekly rail service from Hamburg to Verona',
    paragraphs: [
      'Elbe Freight Solutions now offers a weekly block train between the port of Hamburg and the Verona freight terminal. The service carries containers from Asia directly to northern Italy in 36 hours.',
      'Compared with road transport, each container saves about 70 percent of CO2 emissions. Bookings are open for full containers and, from next month, for groupage.',
    ],
  },
  {
    company: 'Elbe Freight Solutions', type: 'event', status: 'pending',
    title: 'Customer briefing: the new EU customs rules explained',
    paragraphs: [
      'Our customs experts explain what the upcoming changes to EU customs declarations mean for importers and exporters, with practical examples and time for questions.',
    ],
    eventInDays: 30, eventLocation: 'Elbe Freight Solutions, Speicherstadt, Hamburg, Germany',
  },
  {
    company: 'Maison Lavande Cosmétiques', type: 'press_release', status: 'approved',
    title: 'Maison Lavande introduces a refillable skincare range made with Provence lavender',
    paragraphs: [
      'Maison Lavande Cosmétiques has launched Recharge, a range of six face and body care products sold in aluminium bottles that customers refill from pouches of recycled plastic. A refill uses 80 percent less packaging than a new bottle.',
      'The formulas are based on lavender and rose from the company\'s partner farms in Provence and are certified organic. Refill stations are available in 120 partner pharmacies in France and Belgium.',
    ],
    quote: 'Our customers asked us for less packaging. The best bottle is the one you keep',
  },
  {
    company: 'Maison Lavande Cosmétiques', type: 'press_kit', status: 'approved',
    title: 'Maison Lavande press kit',
    paragraphs: ['The story of Maison Lavande, its partner farms and the new Recharge range. High-resolution product photos are available on request.'],
    attachments: [{ file: 'maison-lavande-press-kit', filename: 'Maison Lavande - Press Kit.pdf' }],
  },
  {
    company: 'Polder AgriTech', type: 'news', status: 'approved',
    title: 'Field trial cuts fertiliser use by 22 percent without lower yields',
    paragraphs: [
      'A two-year trial on 40 potato and onion farms in the Netherlands and Belgium showed that variable-rate fertilising based on Polder AgriTech maps cut nitrogen use by 22 percent on average, with unchanged yields.',
      'The trial was carried out with a regional farmers\' association and independent agronomists. The results will be presented at the next AgriFood Innovation Forum.',
    ],
  },
  {
    company: 'Polder AgriTech', type: 'event', status: 'approved',
    title: 'Open field day: precision farming in practice',
    paragraphs: [
      'See soil sensors, drones and variable-rate spreaders at work on our demonstration farm, and talk with farmers who have used them for three seasons.',
      'The programme includes short talks, field demonstrations and a lunch with local produce.',
    ],
    eventInDays: 45, eventLocation: 'Polder AgriTech demonstration farm, Wageningen, Netherlands',
  },
  {
    company: 'Karoo Sun Power', type: 'press_release', status: 'approved',
    title: 'Karoo Sun Power connects its 75 MW solar plant near De Aar to the grid',
    paragraphs: [
      'Karoo Sun Power has connected its 75 MW solar plant near De Aar in the Northern Cape to the national grid. The plant will produce about 190 GWh a year, enough for 45,000 households.',
      'A 40 MWh battery will be added next year so that the plant can deliver power into the evening peak. During construction, 60 percent of the workforce was hired from the surrounding communities.',
    ],
    quote: 'Every new megawatt of solar in the Karoo helps keep the lights on for South African homes and businesses',
  },
  {
    company: 'Karoo Sun Power', type: 'news', status: 'rejected',
    title: 'Best solar company in Africa!!! Call now for a free quote',
    paragraphs: ['Looking for solar? We are the best and cheapest in Africa. Call now and get 20 percent off your installation. Offer valid this month only!'],
    reason: 'This is an advertisement, not news. Please submit offers as part of your company profile and use the media center for news, press releases and events.',
  },
  {
    company: 'Eko Payments', type: 'news', status: 'approved',
    title: 'Eko Payments processes one million merchant transactions in a single day',
    paragraphs: [
      'On the last Friday of the month, merchants using Eko Payments processed more than one million transactions in 24 hours for the first time. Bank transfers at checkout made up almost half of them.',
      'The platform remained fully available throughout the peak, thanks to the new data centre in Lagos that went live earlier this year.',
    ],
  },
  {
    company: 'Savannah Health Diagnostics', type: 'press_release', status: 'approved',
    title: 'Savannah Health Diagnostics opens its fifth laboratory, in Kisumu',
    paragraphs: [
      'Savannah Health Diagnostics has opened a fully equipped medical laboratory in Kisumu, its fifth in Kenya. The laboratory serves hospitals and clinics in the Lake Victoria region, which until now sent many samples to Nairobi.',
      'Results for routine tests will be available the same day. The laboratory also offers molecular testing for tuberculosis and HIV viral load.',
    ],
    quote: 'Patients in western Kenya should not wait a week for a result that takes an hour to produce',
  },
  {
    company: 'Savannah Health Diagnostics', type: 'event', status: 'pending',
    title: 'Free community screening day in Nairobi',
    paragraphs: [
      'Free blood pressure, blood sugar and cholesterol checks for everyone, with nurses on hand to explain the results and refer patients where needed.',
    ],
    eventInDays: 14, eventLocation: 'Kenyatta Avenue collection centre, Nairobi, Kenya',
  },
  {
    company: 'Merlion Cloud Systems', type: 'press_release', status: 'approved',
    title: 'Merlion Cloud Systems opens an energy-efficient data centre in Jurong',
    paragraphs: [
      'Merlion Cloud Systems has opened the first phase of its new data centre in Jurong, Singapore, with 4 MW of IT capacity. Liquid cooling and high-temperature operation give the building a design power usage effectiveness of 1.25.',
      'The data centre is designed for banks, insurers and hospitals that must keep their data in Singapore. Two further phases will bring the capacity to 12 MW.',
    ],
    quote: 'Singapore needs more computing capacity and less energy waste. This building shows that both are possible',
  },
  {
    company: 'Merlion Cloud Systems', type: 'press_kit', status: 'pending',
    title: 'Merlion Cloud Systems press kit',
    paragraphs: ['Company facts and the technical factsheet of the new Jurong data centre.'],
    attachments: [
      { file: 'merlion-cloud-fact-sheet', filename: 'Merlion Cloud Systems - Fact Sheet.pdf' },
      { file: 'merlion-data-centre-factsheet', filename: 'Jurong Data Centre - Technical Factsheet.pdf' },
    ],
  },
  {
    company: 'Straits Trade Finance', type: 'news', status: 'approved',
    title: 'Straits Trade Finance launches digital letters of credit for SME exporters',
    paragraphs: [
      'Small and mid-sized exporters can now apply for, issue and track letters of credit entirely online with Straits Trade Finance. Documents are checked digitally and most letters of credit are issued within one business day.',
      'The service is available for trade between Singapore, Malaysia, Indonesia, Vietnam and India, with more corridors planned.',
    ],
  },
  {
    company: 'Coral Coast Resorts', type: 'event', status: 'approved',
    title: 'Reef conservation week at Coral Coast Resorts',
    paragraphs: [
      'Join marine scientists for a week of reef surveys, coral nursery work and evening talks about the future of the Great Barrier Reef. Activities are suitable for snorkellers and divers of all levels.',
      'Guests of all four resorts can take part; places on boat trips are limited.',
    ],
    eventInDays: 50, eventLocation: 'Coral Coast Resorts, Palm Cove, Queensland, Australia',
  },
  {
    company: 'Thames Valley Biotech', type: 'press_release', status: 'approved',
    title: 'Thames Valley Biotech starts Phase II trial of TVB-101 in rheumatoid arthritis',
    paragraphs: [
      'Thames Valley Biotech has dosed the first patient in a Phase II trial of TVB-101, its antibody for patients with rheumatoid arthritis who do not respond well to current treatments.',
      'The randomised, placebo-controlled trial will enrol 240 patients at 28 sites in the United Kingdom, Germany, Poland and Spain. The primary endpoint is the ACR50 response after 24 weeks.',
    ],
    quote: 'Too many patients still live with active disease despite today\'s medicines. This trial is an important step towards a new option for them',
  },
  {
    company: 'Thames Valley Biotech', type: 'press_kit', status: 'approved',
    title: 'Thames Valley Biotech press kit',
    paragraphs: ['Company background and a summary of the TVB-101 Phase II trial for journalists and investors.'],
    attachments: [
      { file: 'thames-valley-biotech-fact-sheet', filename: 'Thames Valley Biotech - Fact Sheet.pdf' },
      { file: 'tvb-101-trial-backgrounder', filename: 'TVB-101 Phase II - Backgrounder.pdf' },
    ],
  },
  {
    company: 'Cascade Data Labs', type: 'event', status: 'approved',
    title: 'Meetup: machine learning in production',
    paragraphs: [
      'An evening of short talks by engineers who run machine learning systems in production: monitoring, data drift, and how to roll back a bad model at 2 a.m.',
      'Pizza and drinks are provided. The talks will be recorded and published afterwards.',
    ],
    eventInDays: -12, eventLocation: 'Cascade Data Labs, South Lake Union, Seattle, USA',
  },
  {
    company: 'Oro de Jaén Olive Oil', type: 'press_release', status: 'approved',
    title: 'Oro de Jaén wins two gold medals for its early-harvest olive oils',
    paragraphs: [
      'Two early-harvest extra virgin olive oils from the Oro de Jaén cooperative, a Picual and a Royal, have won gold medals at the Mediterranean Olive Oil Awards, where a blind panel judged more than 700 oils from 18 countries.',
      'The oils are pressed within four hours of harvesting in October, when the olives are still green, which gives them their intense fruitiness and high polyphenol content.',
    ],
    quote: 'These medals belong to the 1,100 families who look after the groves all year',
  },
  {
    company: 'Atlântico Cork Solutions', type: 'news', status: 'rejected',
    title: 'Why our cork panels are better than every competitor\'s',
    paragraphs: [
      'Other insulation panels are toxic and fall apart after a few years. Only Atlântico cork lasts forever and is 100 percent safe. Do not let other suppliers fool you.',
    ],
    reason: 'The item makes claims about competitors that cannot be verified (toxicity, durability). Please remove the comparison or support it with independent test results, then submit it again.',
  },
  {
    company: 'Hanbit Semiconductor', type: 'press_release', status: 'approved',
    title: 'Hanbit Semiconductor begins mass production of silicon carbide power chips for electric vehicles',
    paragraphs: [
      'Hanbit Semiconductor has started mass production of its HB-S7 family of 1200 V silicon carbide MOSFETs at its fab in Suwon. The chips are used in inverters and on-board chargers of electric vehicles.',
      'Compared with the previous generation, switching losses are up to 30 percent lower, which extends the range of a vehicle or allows a smaller battery. Production capacity will triple over the next two years.',
    ],
    quote: 'Silicon carbide is becoming the standard for electric drives. We are ready to supply it at scale',
  },
  {
    company: 'Hanbit Semiconductor', type: 'press_kit', status: 'approved',
    title: 'Hanbit Semiconductor press kit',
    paragraphs: ['Company facts, the HB-S7 product brochure and biographies of the leadership team.'],
    attachments: [
      { file: 'hanbit-semiconductor-fact-sheet', filename: 'Hanbit Semiconductor - Fact Sheet.pdf' },
      { file: 'hanbit-power-chip-brochure', filename: 'HB-S7 SiC MOSFET Family - Brochure.pdf' },
      { file: 'hanbit-leadership-bios', filename: 'Leadership Biographies.pdf' },
    ],
  },
  {
    company: 'Nile Pharma Industries', type: 'news', status: 'approved',
    title: 'Nile Pharma Industries completes the expansion of its tablet plant',
    paragraphs: [
      'Nile Pharma Industries has completed a new wing of its tablet plant in the 10th of Ramadan industrial city, raising annual capacity from 3 to 5 billion tablets.',
      'The expansion was inspected by the Egyptian Drug Authority and by European auditors. It will mainly produce medicines for diabetes and high blood pressure for markets in Africa and the Gulf.',
    ],
  },
  {
    company: 'Nordlys Furniture', type: 'event', status: 'approved',
    title: 'Design talks at the Nordlys showroom during Copenhagen design week',
    paragraphs: [
      'Three evenings of conversations with the designers and cabinet makers behind our new collection, about wood, light and furniture that lasts for generations.',
      'Admission is free; please register, as seating in the showroom is limited.',
    ],
    eventInDays: 35, eventLocation: 'Nordlys Showroom, Bredgade, Copenhagen, Denmark',
  },
  {
    company: 'Ubuntu Skills Academy', type: 'news', status: 'approved',
    title: '400 new solar technicians graduate from Ubuntu Skills Academy',
    paragraphs: [
      'Ubuntu Skills Academy has celebrated the graduation of 400 solar photovoltaic technicians, its largest class so far. Nine out of ten graduates had a job offer before the ceremony.',
      'The programme was developed with solar installers, including Karoo Sun Power, who provide workplace training and hire many of the graduates.',
      'A new intake starts next month in Johannesburg and Polokwane.',
    ],
  },
  {
    company: 'Hikari Game Works', type: 'press_release', status: 'pending',
    title: 'Hikari Game Works announces Lantern Road, a cooperative adventure for mobile',
    paragraphs: [
      'Hikari Game Works has announced Lantern Road, a hand-drawn cooperative adventure in which two players guide a travelling lantern maker through a night-time festival town.',
      'The game will be released for iOS and Android in spring, with a console version to follow. A public test starts in Japan next month.',
    ],
    quote: 'We wanted to make a game that parents and children can play together on the same evening',
  },
  {
    company: 'Emerald Payments', type: 'news', status: 'approved',
    title: 'Emerald Payments adds instant payouts for small merchants',
    paragraphs: [
      'Merchants using Emerald Payments can now receive the day\'s card takings in their bank account within minutes, at any time of the day, instead of the next business day.',
      'Instant payouts are free for merchants with a monthly turnover below EUR 20,000 and cost 0.5 percent above that amount.',
    ],
  },
  {
    company: 'Brightside Films', type: 'event', status: 'approved',
    title: 'Premiere screening of the documentary Northern Lines',
    paragraphs: [
      'Brightside Films presents the premiere of Northern Lines, a documentary about the people who keep the railways of the north of England running through the night.',
      'The screening is followed by a conversation with the director and two of the railway workers featured in the film.',
    ],
    eventInDays: -30, eventLocation: 'Home cinema, Manchester, United Kingdom',
  },
  {
    company: 'Lisbon Digital Academy', type: 'event', status: 'pending',
    title: 'Open evening: data analytics bootcamp',
    paragraphs: [
      'Meet the trainers and alumni of our 12-week data analytics bootcamp, try a short hands-on exercise and learn about company-sponsored places.',
    ],
    eventInDays: 18, eventLocation: 'Lisbon Digital Academy, Cais do Sodré, Lisbon, Portugal',
  },
  {
    company: 'Blue Wave Sound', type: 'news', status: 'rejected',
    title: 'Free download: our complete sound library (limited time)',
    paragraphs: ['Download our complete sound library for free this week only. Click the link on our website and share it with all your friends!'],
    reason: 'Promotional offers are not news. In addition, the item suggests sharing licensed files freely, which conflicts with the licence terms of your own library. Please submit news about the company instead.',
  },
  {
    company: 'Rift Valley Safaris', type: 'press_release', status: 'pending',
    title: 'Rift Valley Safaris introduces walking safaris with community guides',
    paragraphs: [
      'Rift Valley Safaris is adding three-day walking safaris in the conservancies north of the Maasai Mara, led by Maasai guides trained and certified by the conservancies themselves.',
      'Guests sleep in mobile camps that leave no trace, and a fixed share of each booking goes directly to the landowners of the conservancies.',
    ],
    quote: 'On foot you hear, smell and understand the land in a way no vehicle allows',
  },
  {
    company: 'Solaris Brasil Energia', type: 'news', status: 'approved',
    title: 'Solaris Brasil Energia passes 25,000 installed solar systems',
    paragraphs: [
      'Solaris Brasil Energia has installed its 25,000th solar system, on the roof of a family-run bakery in Fortaleza. Together, the systems installed by the company produce about 400 GWh of electricity a year.',
      'Demand is growing fastest among farms in the interior of Ceará, which use solar power for irrigation pumps.',
    ],
  },
  {
    company: 'Delta Cotton Mills', type: 'press_kit', status: 'rejected',
    title: 'Delta Cotton Mills press kit',
    paragraphs: ['Our latest wholesale prices for combed and open-end cotton yarns.'],
    attachments: [{ file: 'delta-cotton-price-list', filename: 'Delta Cotton Mills - Price List.pdf' }],
    reason: 'The attached document is a price list, not press material. A press kit should contain company facts, photos or background for journalists. Please replace the attachment and resubmit.',
  },
  {
    company: 'Pwani Cold Chain', type: 'news', status: 'approved',
    title: 'Pwani Cold Chain doubles its refrigerated capacity at the port of Mombasa',
    paragraphs: [
      'Pwani Cold Chain has opened a second cold store next to the container terminal in Mombasa, doubling its capacity to 12,000 pallets. Separate chambers keep avocados, fish and medicines at their own temperatures.',
      'The new store runs partly on solar power and has its own backup generators, so that exports are protected during power cuts.',
    ],
  },
]
