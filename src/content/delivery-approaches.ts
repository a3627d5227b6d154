import { DeliveryApproachesSchema, type DeliveryApproach } from './schemas'

/** The delivery approaches described on the 'How We Serve' page. */
export const deliveryApproaches: readonly DeliveryApproach[] = DeliveryApproachesSchema.parse([
  {
    anchor: 'enterprise-program-management',
    title: 'Enterprise Program Management',
    paragraphs: [
      'Large transformations rarely fail for lack of talent. They fail when dozens of projects compete for the same people, budgets and systems without a shared view of priorities. We set up portfolio governance that ties every initiative to a business outcome, gives executives clear decision points and stops work that no longer earns its funding.',
      'Our consultants build or reset program management offices sized to your needs, not to a template. We map dependencies across teams and vendors, manage risks before they become delays, and give leaders concise reporting on scope, schedule, budget and benefits. When the program ends, your team keeps the playbooks, tools and habits to run the next one.',
    ],
    highlights: [
      'Portfolio governance that links funding decisions to measurable outcomes',
      'PMO setup or reset, from intake and prioritization to benefits tracking',
      'Cross-team and vendor dependency mapping with early risk escalation',
      'Executive dashboards that show status, spend and value on one page',
    ],
  },
  {
    anchor: 'agile-transformation',
    title: 'Agile Transformation',
    paragraphs: [
      'Agile works when it changes how decisions get made, not just how meetings are named. Our coaches work alongside your teams and leaders, helping them plan in short cycles, shrink batch sizes and release value sooner. We start with a few pilot teams, prove the results and scale what works across the organization.',
      'For larger organizations we provide Scaled Agile Framework (SAFe) training and help launch agile release trains, while introducing a product operating model in which durable teams own outcomes instead of projects. We measure flow, including lead time, throughput and work in progress, so leaders can see whether the change is really speeding up delivery.',
    ],
    highlights: [
      'Hands-on coaching for teams, product owners and leaders',
      'Scaled Agile Framework (SAFe) training and release train launch support',
      'Product operating model design with durable, outcome-owning teams',
      'Flow metrics such as lead time, throughput and work in progress',
    ],
  },
])
