import { IndustriesSchema, type Industry, type IndustryHref, type IndustryId } from './schemas'

export const industries: readonly Industry[] = IndustriesSchema.parse([
  {
    id: 'high-tech',
    title: 'High-tech',
    icon: 'cpu',
    sectors: ['Software & SaaS', 'Semiconductors', 'IT Services', 'Consumer Electronics'],
    description:
      'Software, semiconductor and electronics companies face compressed release cycles, rising cloud bills and investor scrutiny of efficient growth. We help them instrument the product, sharpen unit economics and ship faster without adding headcount.',
    overview: [
      'High-tech companies live and die by the speed of their product loop. SaaS leaders are judged on net revenue retention, customer acquisition payback and the Rule of 40, while semiconductor and hardware firms juggle long design cycles, volatile component supply and narrow launch windows. Many of these businesses grew faster than their internal systems: product telemetry sits apart from billing, pricing lives in spreadsheets and engineering effort is hard to connect to revenue.',
      'Northbridge brings those signals together. Our data engineers model product usage, subscription and support data in a governed warehouse so that activation, expansion and churn risk are visible by cohort and by account. Our AI teams build propensity models that route product-qualified leads to sales and deploy generative assistants in support and developer documentation. On the platform side, we tune cloud architecture and introduce FinOps practices so infrastructure cost grows more slowly than revenue.',
      'We also work on how software gets built. Our agile and program management consultants measure delivery flow with metrics such as deployment frequency, lead time for changes and change failure rate, then remove the bottlenecks that matter most: slow test environments, unclear ownership and oversized release trains. Clients typically see a 15-30% reduction in cloud spend per customer, measurable lifts in trial-to-paid conversion and release cadence moving from monthly to weekly within two to three quarters.',
    ],
    services: [
      'Product analytics and usage data models tied to billing and CRM',
      'Product-qualified lead scoring and churn prediction',
      'Pricing and packaging analysis for usage-based and tiered plans',
      'Cloud cost optimization and a FinOps operating rhythm',
      'Generative AI for support deflection and developer documentation',
      'Engineering productivity baselines and delivery-flow improvement',
      'Demand and supply planning analytics for hardware product lines',
    ],
    image: '/images/industries/high-tech.svg',
    imageAlt:
      'Abstract circuit-like grid of connected nodes and rising bar segments in brand colors',
    successStories: [
      {
        name: 'Mid-market B2B SaaS provider',
        description:
          'Trial signups were strong, but only 9% converted to paid plans. Northbridge unified product telemetry with CRM and billing data, built a product-qualified lead score and routed the top decile to sales within an hour. Trial-to-paid conversion rose to 14% in two quarters, and the average sales cycle shortened by 22 days.',
        image: '/images/success-stories/high-tech-1.svg',
        imageAlt:
          'Funnel of layered translucent shapes narrowing into a bright node above an upward trend line',
      },
      {
        name: 'Fabless semiconductor company',
        description:
          'Planners reconciled foundry commitments, distributor forecasts and order backlogs by hand every month. We built a demand-sensing model and a shared planning data layer in the cloud, cutting forecast error by 27% and reducing excess wafer inventory by $11 million over the following year.',
        image: '/images/success-stories/high-tech-2.svg',
        imageAlt:
          'Hexagonal wafer grid with highlighted cells and flowing lines leading to a balanced stack of blocks',
      },
      {
        name: 'Enterprise software vendor with 600 engineers',
        description:
          'Releases slipped quarter after quarter, and teams disagreed about where the time went. Northbridge baselined delivery flow across 48 teams, shortened test-environment provisioning from three days to 40 minutes and reorganized release trains around product lines. Deployment frequency quadrupled and escaped defects fell by 35%.',
        image: '/images/success-stories/high-tech-3.svg',
        imageAlt:
          'Parallel horizontal lanes of small rectangles converging on a shared vertical release line',
      },
    ],
  },
  {
    id: 'financial-services',
    title: 'Financial Services',
    icon: 'landmark',
    sectors: ['Banking', 'Insurance', 'Capital Markets', 'Payments & Fintech'],
    description:
      'Banks, insurers and fintechs must modernize aging cores and put AI to work while regulators scrutinize every model and transaction. We help them do both with governance built in, so innovation and compliance move at the same pace.',
    overview: [
      'Financial institutions carry some of the heaviest technical and regulatory debt of any industry. Core banking and policy administration systems written decades ago still process most transactions, overnight batch windows limit real-time products, and every model that touches credit, pricing or fraud must stand up to model risk review. Meanwhile, customers compare their banking app with the best consumer software they use, and fintech competitors launch new products in weeks.',
      'Northbridge helps institutions modernize in increments rather than through big-bang replacements. We map core dependencies, wrap legacy platforms with APIs, move reporting and analytics workloads to the cloud and build event streams that let new digital products run alongside the core. Our data governance teams establish lineage, quality controls and privacy classification that satisfy auditors and examiners as well as the analysts who rely on the data.',
      'On the AI side, we build and validate models for fraud detection, credit decisioning, claims triage and KYC/AML alert review, with documentation, explainability and performance monitoring designed for model risk management from the outset. Typical outcomes include 30-50% fewer false-positive AML alerts, claims cycle times cut by a third and regulatory reports produced in days rather than weeks.',
    ],
    services: [
      'Core modernization roadmaps and API layers around legacy platforms',
      'KYC/AML alert triage and transaction monitoring analytics',
      'Fraud, credit and claims models built to pass model risk review',
      'Data lineage, quality controls and regulatory reporting automation',
      'Cloud migration of analytics, reporting and digital channels',
      'Generative AI assistants for servicing, underwriting and compliance teams',
      'Program management for regulatory deadlines and remediation work',
    ],
    image: '/images/industries/financial-services.svg',
    imageAlt:
      'Layered columns and interlocking rings over a fine ledger grid, rendered as abstract geometric shapes',
    successStories: [
      {
        name: 'Regional bank with $18 billion in assets',
        description:
          'Analysts spent most of their day closing false-positive AML alerts from a rules engine tuned years earlier. Northbridge built an explainable machine learning triage layer and helped the bank document it for model risk validation. False positives fell 42%, the alert backlog cleared in ten weeks and investigators refocused on higher-risk cases.',
        image: '/images/success-stories/financial-services-1.svg',
        imageAlt:
          'Dense scatter of small dots filtered through a sieve-like grid into a few highlighted points',
      },
      {
        name: 'Property and casualty insurer',
        description:
          'Simple auto claims took an average of 19 days to settle because every file went through the same manual queue. We introduced a claims-triage model, document extraction for repair estimates and a straight-through path for low-complexity claims. Average settlement time fell to 11 days, and adjuster capacity rose by roughly 30%.',
        image: '/images/success-stories/financial-services-2.svg',
        imageAlt:
          'Branching paths splitting from one wide channel into a fast direct lane and a slower review lane',
      },
      {
        name: 'Payments fintech preparing for expansion',
        description:
          'A fast-growing payments company needed to show its bank partners stronger controls before entering new states. Northbridge established lineage for transaction reporting, automated reconciliation between ledgers and built compliance monitoring dashboards. Monthly close shrank from twelve days to four, and the next partner audit closed with no repeat findings.',
        image: '/images/success-stories/financial-services-3.svg',
        imageAlt:
          'Two parallel ledger columns joined by matching connector lines with a check-shaped accent',
      },
    ],
  },
  {
    id: 'e-commerce',
    title: 'E-commerce',
    icon: 'shopping-cart',
    sectors: ['Online Retail', 'Marketplaces', 'Direct-to-Consumer Brands'],
    description:
      'Online retailers and DTC brands face rising acquisition costs, expensive returns and shoppers who expect fast delivery and relevant offers. We help them personalize profitably, fulfill efficiently and turn customer data into margin.',
    overview: [
      'E-commerce margins are squeezed from every direction. Paid acquisition keeps getting more expensive as privacy changes weaken third-party tracking, return rates in categories such as apparel can exceed 30%, and customers treat fast, free shipping as standard. Marketplaces add seller quality, catalog consistency and fraud to the list, while direct-to-consumer brands must build loyalty without the built-in traffic of a large platform.',
      'Northbridge helps commerce teams compete on data they own. We build first-party customer data foundations with identity resolution and consented event tracking, then put them to work in recommendation, search ranking and lifetime-value models that decide where marketing dollars go. Generative AI enriches product content at catalog scale, and demand forecasting ties merchandising decisions to inventory and fulfillment capacity.',
      'Behind the storefront, our operations and cloud consultants streamline order management, returns processing and warehouse workflows, and prepare platforms for peak season with load testing and auto-scaling. Clients typically see 8-15% conversion gains from personalization, return rates lowered by several points through better fit guidance and product content, and fulfillment cost per order reduced by 10-20%.',
    ],
    services: [
      'First-party data foundations, identity resolution and consent tracking',
      'Personalized recommendations, search ranking and merchandising models',
      'Customer lifetime value and marketing mix analytics',
      'Returns analytics with fit, sizing and product-content improvements',
      'Demand forecasting linked to inventory and fulfillment planning',
      'Peak-season readiness: load testing, auto-scaling and incident playbooks',
      'Generative AI for product descriptions, attributes and catalog quality',
    ],
    image: '/images/industries/e-commerce.svg',
    imageAlt:
      'Abstract cubes moving along curved conveyor paths between a grid of storefront-like tiles',
    successStories: [
      {
        name: 'Direct-to-consumer apparel brand',
        description:
          'Returns were running at 34% and eroding margin on the best sellers. Northbridge analyzed return reasons across 1.2 million orders, built a size-recommendation model and rewrote fit guidance for the top 200 products. The return rate fell to 26% within two seasons, and net margin improved by 3.5 points.',
        image: '/images/success-stories/e-commerce-1.svg',
        imageAlt:
          'Looping arrow of folded geometric shapes that tightens into a smaller circle over a size grid',
      },
      {
        name: 'Specialty home goods marketplace',
        description:
          'Thousands of sellers uploaded inconsistent listings, so shoppers struggled to find products. We built a generative AI pipeline that standardized attributes, titles and descriptions, with human review for flagged items, and retrained on-site search ranking. Search-to-purchase conversion rose 18%, and new-seller onboarding time fell from three weeks to two days.',
        image: '/images/success-stories/e-commerce-2.svg',
        imageAlt:
          'Scattered mismatched tiles snapping into an orderly catalog grid with a highlighted search bar',
      },
      {
        name: 'Online grocery retailer',
        description:
          'The site slowed during weekend peaks, and fulfillment centers regularly ran short of pickers. Northbridge moved checkout services to an auto-scaling cloud architecture and built hour-level demand forecasts for labor planning. Peak-hour checkout errors fell 90%, and cost per fulfilled order dropped 14%.',
        image: '/images/success-stories/e-commerce-3.svg',
        imageAlt:
          'Stacked cloud shapes expanding above a row of bins linked by a steady flowing line',
      },
    ],
  },
  {
    id: 'automotive',
    title: 'Automotive',
    icon: 'car',
    sectors: ['Manufacturers', 'Parts Suppliers', 'Dealer Networks', 'Electric Mobility'],
    description:
      'Automakers, suppliers and dealers are navigating electrification, software-defined vehicles and fragile supply chains at the same time. We help them see across the value chain, modernize engineering and retail operations and act on vehicle and customer data.',
    overview: [
      'The automotive industry is rebuilding itself while still shipping millions of vehicles. Electrification changes the bill of materials, the supplier base and the service model; software-defined vehicles demand release practices closer to a software company than a stamping plant; and recent chip shortages exposed how little visibility most manufacturers had beyond their tier-one suppliers. Dealers, meanwhile, are adapting to online buying, agency sales models and customers who research every option before visiting a showroom.',
      'Northbridge connects data that sits in separate plants, supplier portals and dealer systems. We build supply-chain control towers that track parts and risk signals several tiers deep, predictive quality models that catch defects earlier on the line and warranty analytics that trace field failures back to components and suppliers. For software-defined vehicle programs, our delivery consultants help engineering organizations adopt scaled agile practices, continuous integration and governance for over-the-air releases.',
      'Across dealer networks, we unify inventory, lead and service data so that manufacturers and retailers share one view of demand, and we apply AI to lead scoring, trade-in valuation and service retention. Typical results include warranty costs reduced by 10-20%, days of inventory supply trimmed by a week or more and parts shortages flagged weeks before they would halt production.',
    ],
    services: [
      'Multi-tier supply-chain visibility and disruption early warning',
      'Predictive quality and warranty analytics from the line to the field',
      'Agile delivery and release governance for vehicle software programs',
      'Dealer network data unification for inventory, leads and service',
      'Battery, charging and connected-vehicle data platforms',
      'Cloud migration of manufacturing data with plant-floor integration',
      'AI for lead scoring, trade-in valuation and service retention',
    ],
    image: '/images/industries/automotive.svg',
    imageAlt:
      'Flowing lines linking wheel-like circles and modular blocks across a layered assembly grid',
    successStories: [
      {
        name: 'Tier-one powertrain and EV components supplier',
        description:
          'A single semiconductor shortage idled two customer assembly lines because the supplier learned of the problem too late. Northbridge built a control tower mapping 2,400 parts to sub-tier sources and scoring disruption risk daily. The team now sees shortages six weeks earlier on average and avoided an estimated $9 million in expediting and downtime costs in the first year.',
        image: '/images/success-stories/automotive-1.svg',
        imageAlt:
          'Layered network of nodes in receding tiers with one amber node flagged well ahead of a production bar',
      },
      {
        name: 'Regional group of 40 dealerships',
        description:
          'Each store priced used vehicles on its own, and aged inventory piled up. We consolidated inventory and sales data across the group and introduced a pricing and trade-in valuation model with daily recommendations. Average days-to-sell for used vehicles fell from 52 to 37, and gross profit per unit rose 8%.',
        image: '/images/success-stories/automotive-2.svg',
        imageAlt:
          'Grid of rounded rectangles sorted by color bands with a descending curve tracing days on lot',
      },
      {
        name: 'Electric vehicle startup',
        description:
          'Vehicle software releases stalled on manual integration and unclear sign-off between teams. Northbridge introduced a scaled agile cadence, automated build and hardware-in-the-loop test pipelines and a readiness review for over-the-air updates. Release cycles shortened from twelve weeks to four with no increase in post-release defects.',
        image: '/images/success-stories/automotive-3.svg',
        imageAlt:
          'Concentric signal arcs radiating from a rounded chassis outline above a looping pipeline',
      },
    ],
  },
  {
    id: 'hospitality',
    title: 'Hospitality',
    icon: 'hotel',
    sectors: ['Hotels & Resorts', 'Restaurants', 'Travel & Leisure'],
    description:
      'Hotels, restaurants and travel operators juggle thin margins, seasonal demand and tight labor markets while guests expect personal service. We help them price smarter, staff to demand and use guest data to build lasting loyalty.',
    overview: [
      'Hospitality runs on perishable inventory. An unsold room night or an empty table at 7 p.m. never comes back, so pricing, forecasting and staffing decisions carry real weight. Operators contend with labor shortages and rising wages, demand that swings with seasons, events and weather, and commissions paid to online travel agencies and delivery apps. Guest data is often scattered across property management, point-of-sale, loyalty and booking systems that were never designed to work together.',
      'Northbridge turns those systems into one view of the guest and the business. We consolidate reservations, spend and feedback into a guest data platform, then build demand forecasts that drive revenue management, labor scheduling and purchasing. Our AI teams support dynamic pricing for RevPAR and total revenue per guest, create personalized offers that shift bookings to direct channels and deploy conversational assistants that handle routine requests without adding front-desk load.',
      'Our operations consultants redesign housekeeping, check-in and kitchen workflows, and our cloud teams retire aging on-premises property systems with minimal disruption during service hours. Clients commonly see RevPAR gains of 4-8%, labor cost as a share of revenue reduced by one to three points and enough growth in direct bookings to meaningfully lower commission spend.',
    ],
    services: [
      'Demand forecasting for revenue management and RevPAR growth',
      'Labor scheduling models matched to occupancy and covers',
      'Guest data platforms joining reservations, spend and loyalty',
      'Personalized offers that grow direct bookings and ancillary spend',
      'AI assistants for guest messaging, requests and reservations',
      'Cloud migration of property management and point-of-sale systems',
      'Process redesign for housekeeping, front desk and kitchen operations',
    ],
    image: '/images/industries/hospitality.svg',
    imageAlt:
      'Abstract arches and stacked rectangles suggesting rooms and windows, with a soft curve tracing seasonal demand',
    successStories: [
      {
        name: 'Boutique resort group with nine properties',
        description:
          'Each property priced rooms by instinct and relied heavily on third-party booking channels. Northbridge built a shared demand forecast, a guest data platform and targeted offers for returning guests. Within a year RevPAR rose 6.4%, direct bookings climbed from 38% to 51% of room nights and commission costs fell by $1.3 million.',
        image: '/images/success-stories/hospitality-1.svg',
        imageAlt:
          'Row of arched window shapes with a rising line and a growing share of filled segments',
      },
      {
        name: 'Multi-state fast-casual restaurant chain',
        description:
          "Managers built schedules from last year's calendar, leaving stores overstaffed on slow days and short on busy ones. We developed a 15-minute-interval demand forecast for every location and integrated it with the scheduling tool. Labor cost fell 2.1 points as a share of sales, and lunch-peak order times improved by 90 seconds.",
        image: '/images/success-stories/hospitality-2.svg',
        imageAlt:
          'Clock-like ring divided into fine segments with stacked blocks rising and falling to match a wave',
      },
      {
        name: 'Tour and experiences operator',
        description:
          'Seasonal peaks overwhelmed a small contact center, and guests waited up to 25 minutes to rebook weather-canceled trips. Northbridge deployed a generative AI assistant connected to the booking system to handle changes, refunds and common questions, with handoff to agents for complex cases. It resolved 58% of contacts end to end, and average wait time fell below three minutes.',
        image: '/images/success-stories/hospitality-3.svg',
        imageAlt:
          'Overlapping speech-bubble shapes over a winding path with small waypoint markers',
      },
    ],
  },
  {
    id: 'gaming',
    title: 'Gaming',
    icon: 'gamepad-2',
    sectors: ['Game Studios', 'Casino & Resort Gaming', 'Esports & Streaming'],
    description:
      'Game studios, casino resorts and esports platforms compete for player attention while meeting strict regulatory and responsible-gaming standards. We help them understand players, run live operations with confidence and grow revenue responsibly.',
    overview: [
      'Gaming businesses generate enormous volumes of behavioral data and face intense pressure to use it well. Studios running live-service titles tune economies, events and content drops week by week while trying to keep retention healthy. Casino and resort operators balance floor yield, loyalty programs and hotel and dining revenue under the oversight of state gaming regulators, and esports and streaming platforms depend on audience engagement that can shift overnight.',
      'Northbridge builds the player analytics foundations these decisions depend on: event pipelines, player-level data models and dashboards for retention cohorts, monetization and lifetime value. Our AI teams develop churn prediction, matchmaking and content recommendation models for studios, and floor optimization, host prioritization and offer targeting for casino operators. Responsible-gaming analytics are built in from the start, flagging markers of harmful play and keeping every automated decision auditable for compliance teams.',
      'With an office in Las Vegas, our teams understand casino operations as well as the live-ops rhythm of a studio. We scale game backends and streaming infrastructure in the cloud for launches and tournaments, and bring program management discipline to multi-team content roadmaps. Clients typically see day-30 retention improve by several points, promotional offer costs lowered by 10-20% through sharper targeting and far fewer launch-day incidents.',
    ],
    services: [
      'Player analytics pipelines, retention cohorts and lifetime-value models',
      'Churn prediction and personalized live-ops event targeting',
      'Responsible-gaming detection and auditable compliance reporting',
      'Casino floor, loyalty and host-prioritization analytics',
      'Cloud scaling for game launches, tournaments and live streams',
      'Program management for multi-team content roadmaps',
      'Fraud, cheating and payment-abuse detection models',
    ],
    image: '/images/industries/gaming.svg',
    imageAlt:
      'Abstract pixel grid with glowing hexagons, cube shapes and branching paths in brand colors',
    successStories: [
      {
        name: 'Mobile game studio with three live titles',
        description:
          'Player retention dropped sharply after the first week, and live events were planned on intuition. Northbridge built a unified event pipeline, churn-risk scoring and targeted event rewards for at-risk cohorts. Day-30 retention improved from 11% to 15%, and revenue per daily active user rose 12% without any increase in offer spend.',
        image: '/images/success-stories/gaming-1.svg',
        imageAlt:
          'Stepped pixel blocks forming a staircase with a bright path that stays level instead of dropping',
      },
      {
        name: 'Off-Strip casino resort in Las Vegas',
        description:
          'Marketing mailed the same comp offers to broad loyalty tiers, and hosts spent time on guests unlikely to return. We built guest-value and visit-propensity models spanning gaming, hotel and dining spend, plus a host prioritization dashboard with responsible-gaming flags in the same workflow. Offer costs fell 17% while trips from targeted guests grew 9%.',
        image: '/images/success-stories/gaming-2.svg',
        imageAlt:
          'Concentric rings of small tiles with a few highlighted tiles connected to a central star shape',
      },
      {
        name: 'Esports tournament organizer',
        description:
          'Streams for major events buffered or failed when concurrent viewers spiked past forecasts. Northbridge re-architected streaming and chat services to auto-scale, load tested against five times the expected audience and ran a launch-readiness program across production teams. The next championship served 2.3 million concurrent viewers with no unplanned downtime.',
        image: '/images/success-stories/gaming-3.svg',
        imageAlt: 'Bracket-style tree of lines feeding into a broad wave of stacked signal bars',
      },
    ],
  },
  {
    id: 'media',
    title: 'Media',
    icon: 'clapperboard',
    sectors: ['Publishing', 'Broadcast & Streaming', 'Advertising & Marketing'],
    description:
      'Publishers, broadcasters and agencies are fighting for attention as ad budgets shift and streaming economics tighten. We help them know their audiences, earn more from content and rights, and run leaner production operations.',
    overview: [
      'Media companies are managing a structural shift while still producing content on deadline. Advertising budgets keep moving toward programmatic and retail media, the decline of third-party cookies weakens traditional targeting, and streaming services now compete on retention and profitability rather than subscriber growth alone. Behind the scenes, rights and royalty data often lives in contracts and spreadsheets, making it hard to know what can be licensed, where and for how long.',
      'Northbridge helps media organizations build first-party audience data they can trust and act on. We unify subscription, viewing, reading and ad-server data, build audience segments and churn models, and raise ad yield through better inventory forecasting and price floors. Our AI teams apply generative models to metadata tagging, clip creation, transcripts and localization, with editorial review and rights checks built into the workflow.',
      'We also modernize the operations that keep content moving: rights management systems that make windows and territories searchable, cloud media supply chains that cut transcoding and storage costs, and contract lifecycle processes for talent and licensing agreements. Typical outcomes include 10-25% higher ad yield on owned inventory, subscriber churn reduced by a few points and archive titles licensed that previously sat idle.',
    ],
    services: [
      'Audience data platforms spanning subscription, viewing and ad data',
      'Ad yield optimization, inventory forecasting and price floors',
      'Subscriber churn prediction and retention offer targeting',
      'Rights, windows and royalty data management',
      'Generative AI for metadata tagging, clipping and localization',
      'Cloud media supply chains for ingest, transcoding and archive',
      'Contract lifecycle management for talent and licensing agreements',
    ],
    image: '/images/industries/media.svg',
    imageAlt:
      'Abstract film-strip bands and concentric signal waves flowing over a grid of content tiles',
    successStories: [
      {
        name: 'Regional news publisher',
        description:
          'Digital subscriptions had plateaued, and churn spiked whenever introductory pricing ended. Northbridge unified reading, subscription and billing data, built a churn-risk model and tested retention offers by segment. Monthly churn fell from 4.8% to 3.6%, and digital subscription revenue grew 21% in a year.',
        image: '/images/success-stories/media-1.svg',
        imageAlt:
          'Stacked column shapes resembling folded pages with a line that flattens and then climbs',
      },
      {
        name: 'Independent streaming network',
        description:
          'The network held thousands of archived titles but could not quickly confirm which rights it controlled by territory and platform. We digitized contract terms into a searchable rights database and used AI to enrich titles with genre and content metadata. Licensing deals rose 35%, and rights inquiries were answered in hours instead of weeks.',
        image: '/images/success-stories/media-2.svg',
        imageAlt:
          'Grid of frame-shaped tiles overlaid with a map-like mesh and a few unlocked highlighted frames',
      },
      {
        name: 'Digital advertising agency',
        description:
          "Campaign reporting consumed analysts' time, and media plans leaned on third-party cookies. Northbridge built a privacy-safe first-party data model, automated cross-channel reporting and introduced a media-mix model to guide budgets. Reporting effort dropped by 70%, and clients' cost per acquisition improved by an average of 16% over two quarters.",
        image: '/images/success-stories/media-3.svg',
        imageAlt:
          'Several colored channels merging into a single balanced bar chart with proportional segments',
      },
    ],
  },
])

export function industryHref(id: IndustryId): IndustryHref {
  return `/industries/${id}`
}

export function findIndustry(id: string): Industry | undefined {
  return industries.find((industry) => industry.id === id)
}
