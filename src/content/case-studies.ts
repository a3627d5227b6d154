import { CaseStudiesSchema, type CaseStudy, type CaseStudyHref, type CaseStudyId } from './schemas'

export const caseStudies: readonly CaseStudy[] = CaseStudiesSchema.parse([
  {
    id: 'financial-services-merger',
    title: 'Bringing Two Merging Banks Onto One Core in 16 Months',
    client: 'Two merging community banks with $18B in combined assets',
    industry: 'Financial Services',
    industryId: 'financial-services',
    challenge:
      'The deal had closed, but we were still running two cores, two mobile apps and two sets of credit policies. Every month we waited cost us synergies and confused customers in both footprints.',
    summary:
      'How two merging regional banks consolidated onto one core, unified their data and moved 640,000 customers over a single conversion weekend.',
    situation:
      'Two community banks, one in the Mountain West and one in the Pacific Northwest, completed a merger of equals that created an $18B-asset institution. Nine months after close, the combined bank still ran both legacy cores, two online banking platforms and separate general ledgers. Branch staff toggled between systems, finance rebuilt consolidated reports by hand each month, and regulators were asking pointed questions about the integration timeline.',
    task: 'Leadership asked us to run the full integration: choose the surviving platforms, convert every deposit and loan account without disrupting customers, stand up one data foundation for finance and risk, and design a single operating model, all within 16 months and without exceeding the board-approved budget of $42M.',
    action: [
      'Set up an integration management office with weekly executive steering, a single RAID log and clear decision rights for each of 14 workstreams.',
      'Ran a platform selection scored on cost, capability and conversion risk, keeping the larger bank core and retiring 37 overlapping applications.',
      'Mapped more than 2,100 data elements and ran four full mock conversions, driving reconciliation breaks from 3.1% to under 0.05% before go-live.',
      'Built a cloud data platform that merged both ledgers and customer records, giving finance and risk one trusted view of balances and exposure.',
      'Redesigned branch, lending and operations roles with HR and frontline managers, then trained 1,900 employees through role-based sessions and sandbox practice.',
      'Led a customer communication plan of letters, in-app notices and branch huddles, and staffed a conversion-weekend command center around the clock.',
    ],
    result:
      'All 640,000 customers moved to the surviving core over one planned weekend with no unplanned downtime and fewer than 300 escalated service calls. The bank retired 37 applications and one data center, cut its month-end close from nine to four days, and is on pace to capture $31M in annual cost synergies, ahead of the case presented to shareholders.',
    metrics: [
      { label: 'Annual cost synergies on track', value: '$31M', icon: 'dollar-sign' },
      { label: 'Customers converted in one weekend', value: '640K', icon: 'users' },
      { label: 'Customer attrition after conversion', value: '1.6%', icon: 'trending-down' },
      { label: 'Month-end close', value: '9 → 4 days', icon: 'clock' },
    ],
    timeline: {
      duration: '16 months',
      phases: [
        { name: 'Integration blueprint and governance', duration: 'Months 1-3' },
        { name: 'Data mapping and mock conversions', duration: 'Months 3-9' },
        { name: 'Operating model and workforce readiness', duration: 'Months 6-12' },
        { name: 'Core conversion and customer migration', duration: 'Months 12-14' },
        { name: 'Decommissioning and stabilization', duration: 'Months 14-16' },
      ],
    },
    technologies: [
      'Azure',
      'Snowflake',
      'dbt',
      'Informatica',
      'Python',
      'Power BI',
      'ServiceNow',
      'Jira',
    ],
    image: '/images/case-studies/financial-services-merger.svg',
    imageAlt:
      'Abstract illustration of two streams of geometric shapes flowing together into one unified grid',
  },
  {
    id: 'retail-ai-transformation',
    title: 'AI Forecasting and Personalization for a Specialty Retailer',
    client: 'Specialty outdoor apparel retailer with 310 stores',
    industry: 'Retail',
    industryId: null,
    challenge:
      'We kept running out of our best sellers while marking down racks of what did not move. Our forecasts came from spreadsheets, and our marketing sent the same email to two million people.',
    summary:
      'An outdoor apparel retailer cut forecast error by 38% and markdowns by $12M with AI demand forecasting, personalization and smarter store replenishment.',
    situation:
      "A specialty outdoor apparel retailer with 310 stores and a fast-growing online channel planned inventory with spreadsheet models built on last year's sales. Weather swings and short seasonal windows made those forecasts unreliable: popular sizes sold out within weeks while slow styles piled up for clearance. Marketing had rich loyalty data on 4.2 million members but sent largely identical campaigns to everyone.",
    task: 'The chief merchant and chief digital officer asked us to put machine learning to work in three places at once: demand forecasting by store, style and size; personalized offers for loyalty members; and store replenishment that managers would actually trust. The first models had to be in production before the holiday season, seven months out.',
    action: [
      'Built a unified retail data platform joining point-of-sale, e-commerce, loyalty, weather and promotion history across five years of transactions.',
      'Developed gradient-boosted demand forecasts at the store, style and size level, retrained weekly and explained through the top drivers behind each prediction.',
      'Launched a recommendation and next-best-offer engine for loyalty members, tested through controlled experiments before each broader rollout.',
      'Rebuilt store replenishment so planners review exceptions instead of every line, with overrides captured to improve the next model run.',
      'Piloted in 40 stores over one season, comparing results against matched control stores before scaling chain-wide.',
      'Set up MLOps practices for model monitoring, drift alerts and retraining, and trained an internal team of six to own the models after handover.',
    ],
    result:
      "Forecast error fell 38% across the assortment and in-stock rates on top sellers rose to 96%. Year-end markdown spend dropped by $12M, personalized campaigns lifted email-driven revenue by 14%, and weekly replenishment planning now takes store teams two hours instead of six. The retailer's internal data science team now runs and extends the models on its own.",
    metrics: [
      { label: 'Lower forecast error', value: '38%', icon: 'percent' },
      { label: 'Reduction in markdown spend', value: '$12M', icon: 'dollar-sign' },
      { label: 'Lift in email-driven revenue', value: '+14%', icon: 'trending-up' },
      { label: 'Weekly replenishment planning', value: '6 → 2 hrs', icon: 'clock' },
    ],
    timeline: {
      duration: '11 months',
      phases: [
        { name: 'Discovery and data foundation', duration: 'Months 1-2' },
        { name: 'Forecasting model build', duration: 'Months 2-4' },
        { name: 'Personalization and 40-store pilot', duration: 'Months 4-7' },
        { name: 'Chain-wide rollout', duration: 'Months 7-9' },
        { name: 'MLOps handover and enablement', duration: 'Months 9-11' },
      ],
    },
    technologies: [
      'Google Cloud',
      'BigQuery',
      'Vertex AI',
      'Python',
      'dbt',
      'Airflow',
      'Looker',
      'Kubernetes',
    ],
    image: '/images/case-studies/retail-ai-transformation.svg',
    imageAlt:
      'Abstract illustration of rising bar shapes linked by a flowing line of connected nodes',
  },
  {
    id: 'healthcare-digital-transformation',
    title: 'Modernizing Patient Access and Data for a Regional Health System',
    client: 'Nonprofit regional health system with 9 hospitals and 120 clinics',
    industry: 'Healthcare',
    industryId: null,
    challenge:
      "Patients waited on hold to book a simple visit, our clinicians saw yesterday's data, and our on-premises servers were near end of life. We needed to modernize without putting patient privacy at risk.",
    summary:
      'A nine-hospital health system launched online self-scheduling, built a cloud data platform with HIPAA safeguards and saved $4.2M a year on infrastructure.',
    situation:
      'A nonprofit health system serving 1.1 million patients across nine hospitals and 120 clinics relied on a central call center for nearly every appointment. Call abandonment reached 22% on Monday mornings. Clinical and operational reporting ran on nightly batch jobs from an aging on-premises warehouse, and two data centers with hardware nearing end of support drove rising maintenance costs.',
    task: 'The chief digital officer and CIO asked us to deliver three connected outcomes: give patients self-service scheduling and reminders, build a modern data platform that refreshes clinical and operational data within the hour, and move core workloads to the cloud, with HIPAA privacy and security requirements designed into every step rather than reviewed at the end.',
    action: [
      'Mapped the patient access journey with schedulers, nurses and patient advisors, then prioritized fixes by call volume and patient impact.',
      'Launched online self-scheduling and automated text reminders integrated with the EHR through standards-based FHIR APIs.',
      'Built a cloud data lakehouse with encryption, role-based access, audit logging and de-identified datasets for analytics and research use.',
      'Migrated 140 applications to the cloud in six waves, retiring one data center and consolidating the other into a smaller disaster recovery site.',
      'Worked with the privacy and compliance teams to complete risk assessments, confirm business associate agreements and document HIPAA safeguards.',
      'Trained 600 call center, clinic and analytics staff and set up a product team to keep improving patient access after launch.',
    ],
    result:
      'Within a year of launch, 41% of eligible appointments were booked online and call abandonment fell from 22% to 7%. Clinical dashboards now refresh hourly instead of overnight, giving bed management and care teams current information. The migration retired one data center and is saving $4.2M a year in infrastructure and licensing, with no privacy incidents reported during the program.',
    metrics: [
      { label: 'Call abandonment rate', value: '22% → 7%', icon: 'trending-down' },
      { label: 'Appointments booked online', value: '41%', icon: 'users' },
      { label: 'Annual infrastructure savings', value: '$4.2M', icon: 'dollar-sign' },
      { label: 'Clinical data refresh', value: '24h → 1h', icon: 'clock' },
    ],
    timeline: {
      duration: '18 months',
      phases: [
        { name: 'Assessment and privacy-by-design blueprint', duration: 'Months 1-3' },
        { name: 'Patient access redesign and launch', duration: 'Months 3-9' },
        { name: 'Cloud data platform build', duration: 'Months 4-12' },
        { name: 'Application migration waves', duration: 'Months 8-16' },
        { name: 'Optimization and handover', duration: 'Months 16-18' },
      ],
    },
    technologies: ['AWS', 'Databricks', 'Terraform', 'HL7 FHIR', 'Python', 'Tableau', 'Kubernetes'],
    image: '/images/case-studies/healthcare-digital-transformation.svg',
    imageAlt:
      'Abstract illustration of a pulse line crossing a grid of soft cloud shapes and connected data points',
  },
])

export function caseStudyHref(id: CaseStudyId): CaseStudyHref {
  return `/case-studies/${id}`
}

export function findCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id)
}
