import {
  AboutIntroSchema,
  AboutLinksSchema,
  AcronymSchema,
  CertificationsSchema,
  CompanyValuesSchema,
  DriversSchema,
  LeadersSchema,
  MissionSchema,
  PartnersSchema,
  type AboutLink,
  type AcronymValue,
  type Certification,
  type CompanyValue,
  type Driver,
  type Leader,
  type Partner,
} from './schemas'

/** The About section's content (spec sections 2 and 3: Leader, Certification, Partner, Value). */

export const mission: string = MissionSchema.parse(
  'Our mission is to help organizations turn AI, data and cloud into measurable business results by pairing senior strategists with hands-on engineers, building teams that reflect the customers they serve and leaving every client more capable than we found them.',
)

export const aboutIntro: string = AboutIntroSchema.parse(
  'Northbridge Digital is a digital-transformation consulting firm that helps enterprises and public-sector organizations put AI, data and cloud to work. Founded in 2020 and led by minority and women owners, we bring strategy, engineering and program delivery together in one team, working from Rohnert Park, California, Las Vegas, Nevada, and client sites nationwide.',
)

export const aboutLinks: readonly AboutLink[] = AboutLinksSchema.parse([
  {
    title: 'Our Leadership',
    href: '/about/leadership',
    blurb:
      "Meet the executives who set Northbridge's direction and stay hands-on in client work, from AI and data to program delivery.",
  },
  {
    title: 'Locations',
    href: '/about/locations',
    blurb:
      'Visit our offices in Rohnert Park, California, and Las Vegas, Nevada, and see how we support clients on-site and remotely across the U.S.',
  },
  {
    title: 'Certifications & Recognition',
    href: '/about/certifications',
    blurb:
      'See the cloud and AI certifications our consultants hold and the diversity certifications that recognize our ownership.',
  },
  {
    title: 'Partners',
    href: '/about/partners',
    blurb:
      'Learn how our technology partnerships in data platforms, model operations and integration speed up delivery for clients.',
  },
  {
    title: 'Our Mission & Values',
    href: '/about/mission',
    blurb:
      'Read the mission that guides our work, the AIDATA approach behind every engagement and the values we hire and promote by.',
  },
])

export const acronym: readonly AcronymValue[] = AcronymSchema.parse([
  {
    letter: 'A',
    title: 'Automatization',
    description:
      'We automate data pipelines, testing, infrastructure and routine back-office tasks early, so client teams spend less time on manual handoffs and more on work that needs human judgment.',
    color: 'teal',
  },
  {
    letter: 'I',
    title: 'Impact',
    description:
      'Every engagement is tied to a business metric, such as cycle time, cost to serve or revenue, that we baseline on day one and report on until the work is done.',
    color: 'navy',
  },
  {
    letter: 'D',
    title: 'Diversity',
    description:
      'With more than half of our team from diverse backgrounds, we staff engagements with varied perspectives that catch blind spots in data, design and customer experience.',
    color: 'amber',
  },
  {
    letter: 'A',
    title: 'Accountability',
    description:
      'We name a single accountable lead for every engagement, raise risks as soon as we see them and stand behind our estimates with transparent weekly reporting.',
    color: 'sky',
  },
  {
    letter: 'T',
    title: 'Teamwork',
    description:
      'Our consultants join your staff on shared backlogs and in shared repositories, transferring skills throughout the engagement rather than in a final handover.',
    color: 'emerald',
  },
  {
    letter: 'A',
    title: 'Agility',
    description:
      'We plan in two-week increments, demo working software at the end of each one and reprioritize with stakeholders based on what the results show.',
    color: 'indigo',
  },
])

export const drivers: readonly Driver[] = DriversSchema.parse([
  {
    title: 'Client Success',
    description:
      'We measure ourselves by what clients achieve after we leave: adoption of the systems we built, decisions made faster and teams confident enough to carry the work forward.',
  },
  {
    title: 'Innovation',
    description:
      'We track emerging AI, data and cloud capabilities closely and prototype them on our own operations first, so clients get ideas that have already been tested in practice.',
  },
  {
    title: 'Integrity',
    description:
      'We give candid advice even when it narrows our own scope, price our work transparently and protect client data with the same care we apply to our own.',
  },
])

export const companyValues: readonly CompanyValue[] = CompanyValuesSchema.parse([
  {
    title: 'Excellence',
    description:
      'Senior consultants review every architecture, model and plan before it reaches a client, and we hold our deliverables to the standard we would expect from our own vendors.',
  },
  {
    title: 'Innovation',
    description:
      'We reward curiosity. Consultants earn time for certifications and internal labs, and the best ideas from those labs become accelerators that shorten client timelines.',
  },
  {
    title: 'Integrity',
    description:
      "We say what we know, flag what we don't and keep our commitments. Conflicts of interest and vendor relationships are disclosed up front, never discovered later.",
  },
  {
    title: 'Collaboration',
    description:
      'We work across practices and company lines, bringing strategists, engineers and client experts into the same room so decisions are made with the full picture.',
  },
  {
    title: 'Adaptability',
    description:
      "Priorities shift with markets, regulations and technology. We design plans and architectures that absorb change, and we adjust our own approach as a client's needs evolve.",
  },
  {
    title: 'Impact',
    description:
      'We pursue work that makes a visible difference for clients and their customers, and we invest in the communities around our Rohnert Park and Las Vegas offices through mentoring and pro bono projects.',
  },
])

export const leaders: readonly Leader[] = LeadersSchema.parse([
  {
    id: 'dana-whitfield',
    name: 'Dana Whitfield',
    title: 'Founder & Chief Executive Officer',
    bio: "Dana Whitfield founded Northbridge Digital in 2020 after two decades leading technology strategy and large-scale transformation programs at global consulting firms and national retailers. She sets the firm's direction, joins every new client's first steering committee and personally mentors the firm's engagement leads. Dana built Northbridge to prove that a diverse, senior-led team delivers better outcomes. Outside work, she coaches youth soccer in Sonoma County and restores vintage sailboats.",
    photo: '/images/leaders/dana-whitfield.svg',
    photoAlt: 'Illustrated portrait of Dana Whitfield',
    linkedinUrl: 'https://www.linkedin.com/in/dana-whitfield-northbridge',
    showFullBio: true,
  },
  {
    id: 'marcus-oyelaran',
    name: 'Marcus Oyelaran',
    title: 'Practice Director, AI & Data',
    bio: "Marcus Oyelaran leads the AI & Data practice, where he helps clients move machine learning and generative AI from promising experiments to services their customers rely on. He began his career as a quantitative analyst at a national insurer, building pricing and fraud models, then spent nine years at a global systems integrator running data platform and analytics programs for banks, health systems and logistics companies. At Northbridge he oversees the data engineering, machine learning and AI governance teams, and he created the evaluation playbook the firm uses to test model output before release. Marcus holds a master's degree in statistics and still reviews architecture designs every week, convinced that practice leaders should stay close to the code. He lives in Las Vegas, where he mentors students in a community coding program.",
    photo: '/images/leaders/marcus-oyelaran.svg',
    photoAlt: 'Illustrated portrait of Marcus Oyelaran',
    linkedinUrl: 'https://www.linkedin.com/in/marcus-oyelaran-northbridge',
    showFullBio: false,
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    title: 'Managing Director, Delivery & Transformation',
    bio: "Priya Raman runs delivery across Northbridge's engagements, making sure every program has clear outcomes, an honest plan and the right people on it. She spent fifteen years in program leadership at a large healthcare payer and a multinational manufacturer, leading ERP rollouts, post-merger integrations and agile transformations that touched thousands of employees. At Northbridge she heads the program management office, the agile coaching bench and the firm's work on governance for AI-enabled operations. Priya is a trained agile coach who prefers short feedback loops to long status reports. She splits her time between Rohnert Park and client sites, and spends weekends hiking the Sonoma coast with her two kids.",
    photo: '/images/leaders/priya-raman.svg',
    photoAlt: 'Illustrated portrait of Priya Raman',
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman-northbridge',
    showFullBio: false,
  },
])

export const certifications: readonly Certification[] = CertificationsSchema.parse([
  {
    title: 'AWS Certified Solutions Architect – Professional',
    organization: 'Amazon Web Services',
    year: 2021,
    description:
      'Held across our cloud practice, this certification means the architects designing your AWS environments have proven skill in secure, multi-account and cost-optimized designs.',
    kind: 'certification',
  },
  {
    title: 'Microsoft Certified: Azure AI Engineer Associate',
    organization: 'Microsoft',
    year: 2023,
    description:
      'Our consultants hold this certification for building, deploying and monitoring AI solutions on Azure, from document processing to generative AI applications with responsible AI controls.',
    kind: 'certification',
  },
  {
    title: 'Google Cloud Professional Machine Learning Engineer',
    organization: 'Google Cloud',
    year: 2022,
    description:
      'Our consultants hold this certification, so the models we build on Google Cloud are designed for production from the start, with reproducible training, serving and monitoring.',
    kind: 'certification',
  },
  {
    title: 'Databricks Certified Data Engineer Professional',
    organization: 'Databricks',
    year: 2024,
    description:
      'Our data engineers hold this certification, which means your lakehouse pipelines are built for reliability, governance and performance at enterprise scale.',
    kind: 'certification',
  },
  {
    title: 'Snowflake SnowPro Advanced: Architect',
    organization: 'Snowflake',
    year: 2025,
    description:
      'Held across our data architecture team, this certification gives clients confidence in Snowflake designs that balance security, data sharing and compute cost.',
    kind: 'certification',
  },
  {
    title: 'Women-Owned Business',
    organization: "National women's business certification council",
    year: 2021,
    description:
      'Confirms that Northbridge Digital is at least 51% owned, controlled and operated by women, helping clients meet their supplier diversity goals.',
    kind: 'recognition',
  },
  {
    title: 'Minority-Owned Business',
    organization: 'Regional minority supplier development council',
    year: 2022,
    description:
      'Verifies majority ownership and day-to-day leadership by minority owners, so work with Northbridge can count toward corporate diverse-spend commitments.',
    kind: 'recognition',
  },
  {
    title: 'Women-Owned Small Business',
    organization: 'U.S. federal small business program',
    year: 2024,
    description:
      'Makes Northbridge eligible for federal contracts set aside for women-owned small businesses, giving public-sector clients a streamlined way to engage us.',
    kind: 'recognition',
  },
])

export const partners: readonly Partner[] = PartnersSchema.parse([
  {
    name: 'Tarnwell Data Cloud',
    description:
      "Tarnwell's serverless data cloud pairs with our data engineering accelerators, letting clients consolidate siloed warehouses and stand up governed analytics in weeks rather than quarters.",
    logo: '/images/partners/tarnwell-data-cloud.svg',
    website: 'https://tarnwell-data-cloud.example',
  },
  {
    name: 'Corvelle ModelOps',
    description:
      'As a Corvelle implementation partner, we help clients register, evaluate and monitor every model and AI agent in one place, with approval workflows that satisfy risk and audit teams.',
    logo: '/images/partners/corvelle-modelops.svg',
    website: 'https://corvelle-modelops.example',
  },
  {
    name: 'Bridlehook Integrations',
    description:
      'Bridlehook connects ERP, CRM and legacy systems through reusable APIs. Our integration team uses it to shorten build timelines and simplify system consolidation after mergers.',
    logo: '/images/partners/bridlehook-integrations.svg',
    website: 'https://bridlehook-integrations.example',
  },
])
