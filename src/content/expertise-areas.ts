import {
  ExpertiseAreasSchema,
  type ExpertiseArea,
  type ExpertiseAreaId,
  type ExpertiseHref,
} from './schemas'

export const expertiseAreas: readonly ExpertiseArea[] = ExpertiseAreasSchema.parse([
  {
    id: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    menuTitle: 'AI',
    icon: 'brain-circuit',
    description:
      'We help mid-size and Fortune 500 organizations move AI from pilot to production, pairing machine learning, generative AI and automation with the governance to run them safely and the metrics to prove they pay off.',
    overview: [
      'Most clients come to us with AI experiments that never left the lab: a promising model stuck in a notebook, a chatbot pilot that legal will not approve, or an automation backlog nobody has prioritized. The underlying problems are usually the same. Data is not ready, ownership is unclear, and no one has agreed on what success would look like in dollars, hours or error rates.',
      'Engagements follow a fixed rhythm. A two- to three-week discovery ranks use cases by value and feasibility and checks the data behind each one. A six- to ten-week pilot puts one use case in front of real users with a baseline to measure against. Scaling to production, with monitoring, access controls and cost tracking, typically takes another three to six months, followed by a structured handover to your team.',
      'Each team is led by senior practitioners who have shipped models and automation in regulated industries, and the people who scope the work stay to deliver it. We pair with your engineers from the first week, document every model decision, and leave behind runbooks and evaluation suites so your staff can retrain, extend and audit the systems without us.',
      'Because we reuse proven reference architectures and evaluation harnesses, clients typically reach production in half the time their previous AI projects took. Typical results include 30 to 60 percent less manual handling in targeted workflows, forecast error reduced by a fifth or more, and an auditable record of how each model is performing.',
    ],
    services: [
      'Machine learning',
      'Predictive Modeling',
      'Generative AI and LLMs',
      'Agentic AI and MCP',
      'Intelligent Automation',
      'Software Development',
    ],
    serviceSummaries: [
      'Production-grade models for classification, ranking and anomaly detection, built on your data and shipped with monitoring for drift and accuracy.',
      'Forecasts for demand, churn, risk and capacity that planners can trust, with confidence ranges and a plain explanation of what drives each prediction.',
      'Assistants, search and document tools grounded in your own content, with guardrails, evaluation tests and usage costs tracked from day one.',
      'AI agents that complete multi-step tasks across your systems through Model Context Protocol connectors, with scoped permissions and human approval points.',
      'End-to-end automation of document-heavy, rules-based work, combining AI extraction with workflow tools so staff handle exceptions rather than routine cases.',
      'The applications, APIs and interfaces that put AI into daily use, built with tested code, automated deployment pipelines and documentation your team can maintain.',
    ],
    image: '/images/expertise/artificial-intelligence.svg',
    imageAlt:
      'Abstract illustration of glowing nodes linked in layered rows, forming a neural network',
    successStories: [
      {
        name: 'Top-20 U.S. health insurer',
        description:
          'Clinical reviewers were manually working through 40,000 prior-authorization requests a month. We built a triage model and document extraction pipeline that fast-tracks routine cases and flags the rest, cutting average turnaround from five days to under two while keeping clinicians in charge of every denial.',
        image: '/images/success-stories/artificial-intelligence-1.svg',
        imageAlt:
          'Abstract illustration of documents flowing into a funnel that splits into two streams',
      },
      {
        name: 'National specialty retailer',
        description:
          'A 300-store retailer was setting replenishment in spreadsheets and chronically overstocking slow sellers. Our demand forecasting models, rolled out category by category over five months, reduced forecast error by 22 percent and freed $14 million in working capital within the first year.',
        image: '/images/success-stories/artificial-intelligence-2.svg',
        imageAlt: 'Abstract illustration of stacked bars rising along a smooth forecast curve',
      },
      {
        name: 'Regional commercial bank',
        description:
          "Relationship managers spent hours assembling credit memos from a dozen systems. We delivered a generative AI drafting assistant grounded in the bank's own policies and loan data, with reviewer sign-off built in. Memo preparation time fell by 55 percent, and the tool passed the bank's model-risk review on its first submission.",
        image: '/images/success-stories/artificial-intelligence-3.svg',
        imageAlt:
          'Abstract illustration of text blocks assembling into a page inside a protective outline',
      },
    ],
  },
  {
    id: 'data',
    title: 'Data',
    menuTitle: 'Data',
    icon: 'database',
    description:
      'We design the data platforms, reporting and controls that let leaders trust their numbers, turning scattered sources into governed, well-documented data that analysts, executives and AI systems can use with confidence.',
    overview: [
      'Data problems rarely announce themselves as data problems. They show up as three versions of revenue in one board meeting, a week-long scramble before every audit, analysts who spend most of their time reconciling extracts, or an AI initiative stalled because no one can say where the training data came from or who is allowed to use it.',
      'We start with a three- to four-week assessment of your sources, pipelines, reports and controls, and agree on the handful of business metrics that matter most. A pilot then rebuilds one domain end to end, from ingestion to dashboard, typically in eight to twelve weeks. Remaining domains follow in planned waves over six to twelve months, each ending with documented ownership and a handover to your data team.',
      'Our architects and engineers have built and run data platforms at enterprise scale, and they treat governance as part of the design rather than a policy binder written afterward. Quality checks, lineage, access rules and privacy controls live in the pipelines themselves, and we train your data stewards and engineers alongside the build so the discipline outlasts the engagement.',
      'Clients typically retire a third or more of their redundant reports, cut data preparation time for analysts by 40 percent or more, and shorten audit and regulatory requests from weeks to days. Just as important, business and technology leaders end up working from a single, defined set of numbers.',
    ],
    services: [
      'Business Intelligence',
      'Engineering & Architecture',
      'Advanced Analytics',
      'Governance Risk & Compliance',
      'Data Privacy',
    ],
    serviceSummaries: [
      'Dashboards and self-service reporting built on certified metrics, so executives and front-line managers see the same numbers, refreshed on a predictable schedule.',
      'A scalable, cost-aware data platform with tested pipelines, clear data models and lineage, designed around how your business actually uses data.',
      'Statistical analysis, segmentation and experimentation that answer specific business questions, from pricing and retention to network and capacity planning.',
      'Practical data ownership, quality standards and controls mapped to your regulatory obligations, with the evidence auditors ask for generated automatically.',
      'An inventory of personal and sensitive data, consent and retention rules enforced in your systems, and privacy reviews built into every new project.',
    ],
    image: '/images/expertise/data.svg',
    imageAlt:
      'Abstract illustration of layered cylinders joined by flowing lines into a central grid',
    successStories: [
      {
        name: 'Multi-state community health system',
        description:
          'Finance, operations and clinical leaders each reported different patient volumes and margins. We consolidated 14 source systems into a governed data platform with a shared metric catalog, retiring 380 redundant reports and cutting monthly reporting preparation from nine days to two.',
        image: '/images/success-stories/data-1.svg',
        imageAlt: 'Abstract illustration of scattered lines converging into a single ordered grid',
      },
      {
        name: 'Regional credit union',
        description:
          'Ahead of a regulatory exam, a credit union with 400,000 members could not trace how figures in its risk reports were produced. We mapped lineage for 60 critical data elements, automated quality checks and assigned data owners. The exam closed with no data-related findings, and report production time fell by 45 percent.',
        image: '/images/success-stories/data-2.svg',
        imageAlt:
          'Abstract illustration of a branching path traced back through connected checkpoints',
      },
      {
        name: 'National B2B distribution company',
        description:
          'A distributor expanding into California and European markets needed to know where customer personal data lived and how long it was kept. We inventoried 120 systems, automated retention and deletion rules, and set up a request workflow that now answers consumer privacy requests in four days instead of five weeks.',
        image: '/images/success-stories/data-3.svg',
        imageAlt:
          'Abstract illustration of a shield shape over a field of small connected data points',
      },
    ],
  },
  {
    id: 'business-operations',
    title: 'Business Operations',
    menuTitle: 'Business Operations',
    icon: 'briefcase-business',
    description:
      'We help leadership teams redesign how work gets done, from building the business case to integrating an acquisition, so that processes, contracts and organizations deliver the savings and speed they were promised.',
    overview: [
      'Operational problems tend to surface as symptoms: approvals that take weeks, a post-merger organization still running two of everything, contracts that auto-renew because nobody tracked the deadline, or a transformation budget that cannot be tied to any measurable return. Behind most of them are processes and decision rights that grew by accident rather than by design.',
      'We begin with two to four weeks of discovery, mapping the current process with the people who run it and measuring cycle times, handoffs and costs from real transaction data. We then pilot the redesigned process or operating model in one business unit or region for eight to twelve weeks, adjust it based on results, and roll it out in waves with training, updated procedures and a handover to process owners.',
      'Our consultants have run operations, finance and integration programs themselves, so recommendations come with a realistic view of what front-line teams can absorb. Every engagement starts with a baseline and agreed targets, and we build the dashboards that track them so the benefits stay visible after we leave.',
      'Typical outcomes include 25 to 40 percent shorter process cycle times, integration synergies captured months ahead of plan, and far less contract leakage thanks to better visibility of obligations and renewals. Clients also gain business cases their finance teams are willing to sign off on.',
    ],
    services: [
      'Business Case Design & Development',
      'Mergers & Acquisitions Operations',
      'Operating Model Design',
      'Business Process Engineering',
      'Contract Lifecycle Management',
    ],
    serviceSummaries: [
      'Investment cases built from baseline data, with costs, benefits, risks and sensitivities laid out clearly enough for finance and the board to approve.',
      'Day-one readiness, integration planning and synergy tracking that bring two organizations onto shared processes and systems without disrupting customers.',
      'A clear blueprint of structure, roles, decision rights and governance that aligns how your organization works with the strategy it is pursuing.',
      'Redesigned end-to-end processes with fewer handoffs and approvals, documented standards, and metrics that show where work is getting stuck.',
      'A single, searchable view of contracts and obligations, with standard templates, approval workflows and renewal alerts that prevent value leakage.',
    ],
    image: '/images/expertise/business-operations.svg',
    imageAlt: 'Abstract illustration of interlocking gears linked by arrows in a continuous loop',
    successStories: [
      {
        name: 'Mid-market industrial manufacturer',
        description:
          'After acquiring a competitor of similar size, the company was running two ERP systems, two sales teams and two procurement functions. We led the integration management office, sequenced 140 integration activities and tracked synergies weekly, delivering $18 million in annual run-rate savings six months ahead of plan.',
        image: '/images/success-stories/business-operations-1.svg',
        imageAlt:
          'Abstract illustration of two circular shapes merging into one larger unified form',
      },
      {
        name: 'Regional property and casualty insurer',
        description:
          'Commercial policy renewals passed through 11 handoffs across underwriting, billing and service. We redesigned the process with the teams that run it, removed duplicate approvals and introduced work queues with service-level targets. Renewal cycle time dropped from 21 days to 8, and overtime costs fell by 30 percent.',
        image: '/images/success-stories/business-operations-2.svg',
        imageAlt:
          'Abstract illustration of a winding path straightening into a direct line between two points',
      },
      {
        name: 'Statewide public university system',
        description:
          'Legal and procurement teams across 12 campuses managed more than 9,000 vendor contracts in shared drives and email. We implemented a central repository, a standard clause library and renewal alerts, which surfaced $3.2 million in unused or duplicate agreements in the first year and halved contract approval times.',
        image: '/images/success-stories/business-operations-3.svg',
        imageAlt:
          'Abstract illustration of stacked document shapes arranged along a timeline with markers',
      },
    ],
  },
  {
    id: 'cloud',
    title: 'Cloud',
    menuTitle: 'Cloud',
    icon: 'cloud',
    description:
      'We move applications and infrastructure to the cloud with a plan built around business risk and cost, then modernize and connect them so teams release faster and pay only for the capacity they use.',
    overview: [
      'Clients usually reach us at one of three points: a data center lease or hardware refresh forcing a decision, a first migration that delivered higher bills instead of savings, or a portfolio of applications that cannot share data without overnight batch files and manual re-keying. In each case the technology choices matter less than sequencing, cost control and the skills of the team left to run it.',
      'A three- to five-week assessment inventories applications, dependencies and costs, and assigns each workload a path: rehost, re-platform, refactor or retire. We then migrate a pilot wave of five to ten applications over eight to twelve weeks to prove the landing zone, tooling and runbooks. Later waves run on a predictable cadence, typically across six to eighteen months depending on portfolio size, ending with operations handed to your team.',
      'Our cloud architects and engineers have led migrations for regulated and high-availability environments, and they define every environment as code so it can be reviewed, repeated and audited. Security, cost tagging and monitoring are built into the foundation, and your engineers work in the same pipelines from the first wave so they own the platform when we step back.',
      'Typical results include infrastructure costs 20 to 35 percent below the pre-migration baseline, new environments provisioned in hours rather than weeks, and release frequency rising from monthly to weekly or better. Integration work usually removes entire classes of manual reconciliation between systems.',
    ],
    services: [
      'Migration & Modernization',
      'Infrastructure & Provisioning',
      'Application Integration',
    ],
    serviceSummaries: [
      'A sequenced migration plan and wave-by-wave execution that moves workloads with minimal downtime and modernizes the applications that benefit most.',
      'Secure, standardized cloud foundations defined as code, with automated provisioning, cost tagging, monitoring and guardrails built in from the start.',
      'APIs, event streams and integration services that connect cloud and on-premises systems in near real time, replacing brittle file transfers and manual re-keying.',
    ],
    image: '/images/expertise/cloud.svg',
    imageAlt:
      'Abstract illustration of layered cloud shapes connected to stacked blocks by flowing lines',
    successStories: [
      {
        name: 'National logistics and freight company',
        description:
          'Facing the end of a data center lease in 14 months, the company needed to move 230 applications without disrupting shipment tracking. We planned and ran the migration in seven waves, finishing three weeks early with no unplanned customer-facing outages and cutting annual infrastructure spend by 28 percent.',
        image: '/images/success-stories/cloud-1.svg',
        imageAlt:
          'Abstract illustration of blocks moving in ordered waves from a grid into floating layers',
      },
      {
        name: 'Fast-growing digital lender',
        description:
          'Engineers waited up to three weeks for new test and production environments. We built a standardized, code-defined cloud foundation with automated security controls and cost tagging. Environment setup now takes under two hours, and the lender moved from monthly to daily releases while passing its annual security audit.',
        image: '/images/success-stories/cloud-2.svg',
        imageAlt:
          'Abstract illustration of identical modular blocks assembling along a conveyor path',
      },
      {
        name: 'Regional hospital network',
        description:
          'Patient scheduling, billing and lab systems exchanged data through nightly batch files, leaving staff to re-key orders and fix mismatches. We introduced an integration layer of APIs and event messaging across nine systems, eliminating 1,200 hours of manual entry a month and reducing billing errors by 37 percent.',
        image: '/images/success-stories/cloud-3.svg',
        imageAlt:
          'Abstract illustration of separate circles joined by a bright central hub with radiating lines',
      },
    ],
  },
  {
    id: 'planning-delivery',
    title: 'Planning & Delivery',
    menuTitle: 'Planning & Delivery',
    icon: 'calendar-check',
    description:
      'We help organizations deliver complex programs on time and on budget, bringing disciplined program management, product thinking and agile practices that teams adopt and keep using long after the engagement ends.',
    overview: [
      'Clients bring us programs that have drifted: a multi-year platform replacement running behind, portfolio reports that show everything green until it turns red, product teams shipping features nobody asked for, or an agile rollout that changed the vocabulary but not the results. Usually the people are capable; what is missing is a shared plan, honest status and clear decision-making.',
      'We start with a two- to three-week health check covering scope, schedule, budget, dependencies and team practices, and we report what we find plainly. Stabilization or a pilot with one program or release train usually follows over six to twelve weeks. From there we scale the governance and ways of working across the portfolio over three to nine months, coaching internal leaders to take over each role we fill.',
      'Our program managers, product leaders and agile coaches are senior practitioners who have delivered large transformations in finance, healthcare, retail and the public sector. We measure what matters, such as milestone predictability, cycle time and benefits realized, rather than ceremony attendance, and we plan our exit from the first week so your organization keeps the capability.',
      'Clients typically see schedule predictability rise above 85 percent, decision turnaround shortened from weeks to days, and time from idea to release cut by a third or more. Across the firm we deliver more than 50 successful projects a year, and most clients keep running the practices we introduce without outside help.',
    ],
    services: [
      'Enterprise Program Management',
      'Product Management',
      'Change Leadership',
      'Project Coaching/Advisory',
      'Agile Training and SAFE',
    ],
    serviceSummaries: [
      'Program and portfolio governance with integrated plans, dependency tracking and honest status reporting that gives executives early warning and clear decisions.',
      'Product strategy, roadmaps and backlog practices that tie every release to customer and business outcomes, with product owners coached to lead.',
      'Stakeholder engagement, communications and training plans that prepare people for new systems and processes, and measures of whether adoption is actually happening.',
      'Experienced advisors who review troubled projects, mentor project managers and sponsors, and help get delivery back on track without taking the work away from your team.',
      'Hands-on training in agile fundamentals and scaled agile (SAFE) practices for teams, product owners and leaders, followed by coaching as they apply it to live work.',
    ],
    image: '/images/expertise/planning-delivery.svg',
    imageAlt:
      'Abstract illustration of a calendar grid with milestone markers joined by a rising path',
    successStories: [
      {
        name: 'State department of revenue',
        description:
          'A tax system modernization was 10 months behind schedule, with 26 vendor and internal teams reporting separately. We set up an integrated program office, a single master schedule and weekly risk reviews. The final two releases went live on their planned dates, and the program closed within 3 percent of its re-baselined budget.',
        image: '/images/success-stories/planning-delivery-1.svg',
        imageAlt:
          'Abstract illustration of parallel timeline bars aligning under a single horizontal band',
      },
      {
        name: 'National insurance brokerage',
        description:
          'Product teams building a new client portal worked from competing wish lists. We introduced outcome-based roadmaps, coached six product owners and set up quarterly planning with business sponsors. Time from approved idea to release fell from seven months to ten weeks, and portal adoption doubled within a year.',
        image: '/images/success-stories/planning-delivery-2.svg',
        imageAlt:
          'Abstract illustration of a winding road with flag markers leading toward a bright horizon',
      },
      {
        name: 'Fortune 500 consumer goods manufacturer',
        description:
          'An enterprise agile rollout had stalled after initial training, with teams drifting back to old habits. We trained 420 staff across eight release trains and embedded coaches for two planning cycles. Delivery predictability rose from 58 to 87 percent, and internal coaches now run the program without outside support.',
        image: '/images/success-stories/planning-delivery-3.svg',
        imageAlt:
          'Abstract illustration of concentric rings of small shapes moving in synchronized rhythm',
      },
    ],
  },
  {
    id: 'strategy',
    title: 'Strategy',
    menuTitle: 'Strategy',
    icon: 'compass',
    description:
      'We help executive teams decide where to compete, where to grow and how to invest in data, technology and AI, then turn those choices into funded roadmaps with clear owners and measurable targets.',
    overview: [
      'Strategy work usually starts with a tension: growth has slowed in the core business, the board is asking what the company is doing about AI, technology spending keeps rising without a clear link to results, or leaders disagree about which of several opportunities to back. Slide decks do not resolve these questions; evidence, explicit trade-offs and a plan people can execute do.',
      'Engagements typically run eight to twelve weeks. The first three to four weeks are discovery: interviews with leaders and customers, market and competitor analysis, and a fact base built from your own financial and operational data. We then test options with the executive team in working sessions, pilot the riskiest assumptions where possible, and finish with a sequenced roadmap, investment case and governance model your team will own.',
      'Our strategy work is led by senior partners who bring more than 20 years of operating and advisory experience, supported by specialists in data, AI and technology who know what it takes to deliver the plans they recommend. That combination keeps recommendations grounded, and it means the same firm can help you execute them if you choose.',
      'Clients leave with fewer, better-funded priorities and the metrics to track them. Typical results include shifting 15 to 25 percent of discretionary investment toward the highest-return initiatives, new revenue streams launched within a year, and technology roadmaps that cut duplicate spending across business units.',
    ],
    services: [
      'Business Strategy',
      'Growth Strategy',
      'AI Partnerships',
      'Data & Technology Strategy',
    ],
    serviceSummaries: [
      'A clear view of where to compete and how to win, grounded in market evidence and your economics, with priorities, trade-offs and targets leadership can commit to.',
      'Sized and tested growth options, from new segments and channels to pricing and adjacent offerings, with a launch plan for the ones worth pursuing.',
      'Help choosing, structuring and managing relationships with AI vendors and platform providers, including build-versus-buy decisions, contract terms and data rights.',
      'A target architecture and multi-year roadmap that ties data and technology investments to business goals, with sequencing, costs and ownership spelled out.',
    ],
    image: '/images/expertise/strategy.svg',
    imageAlt: 'Abstract illustration of a compass rose whose points extend into branching paths',
    successStories: [
      {
        name: 'Regional grocery chain',
        description:
          'Facing margin pressure from national competitors, a 120-store grocer had to choose among private label, home delivery and new store formats. We built a fact base from loyalty and store data and modeled each option. The resulting three-year plan concentrated capital on two initiatives and lifted operating margin by 1.4 points within 18 months.',
        image: '/images/success-stories/strategy-1.svg',
        imageAlt:
          'Abstract illustration of diverging arrows with two highlighted paths moving forward',
      },
      {
        name: 'Mid-size commercial real estate services firm',
        description:
          'Leadership wanted to launch an AI-driven lease analytics offering but lacked in-house capability. We evaluated build, buy and partner options, negotiated data-rights terms with the selected vendor and defined the go-to-market plan. The new service launched in seven months and generated $6 million in first-year revenue.',
        image: '/images/success-stories/strategy-2.svg',
        imageAlt:
          'Abstract illustration of two distinct geometric shapes linked by a bridge of network lines',
      },
      {
        name: 'Multi-state electric cooperative',
        description:
          'Seven business units were funding overlapping data and software projects with no shared architecture. We produced a target-state architecture and a four-year technology roadmap tied to grid reliability and member service goals, consolidating 42 initiatives into 15 and redirecting $9 million a year toward the highest-priority work.',
        image: '/images/success-stories/strategy-3.svg',
        imageAlt:
          'Abstract illustration of many thin lines consolidating into a few strong pathways on a grid',
      },
    ],
  },
])

export function expertiseHref(id: ExpertiseAreaId): ExpertiseHref {
  return `/expertise/${id}`
}

export function findExpertiseArea(id: string): ExpertiseArea | undefined {
  return expertiseAreas.find((area) => area.id === id)
}
