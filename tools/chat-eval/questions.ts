/**
 * Questions business visitors put to the site's chat assistant, each with the pages a good answer
 * cites. The set measures the assistant: an answer passes when it links one of the expected pages,
 * or, for 'none', when it says the site has nothing on the subject instead of inventing an answer.
 *
 * Every expected page holds the fact the question asks about (read it there before adding a
 * question). Paths are written out rather than built from the content modules so that renaming a
 * page fails questions.test.ts instead of silently moving the target.
 */

/** Every topic the set covers; questions.test.ts checks each one has questions. */
export const chatEvalTopics = [
  'services',
  'industry',
  'case-study',
  'article',
  'about',
  'locations',
  'certifications',
  'pricing',
  'booking',
  'webinars',
  'small-talk',
  'off-topic',
  'nonsense',
] as const

export type ChatEvalTopic = (typeof chatEvalTopics)[number]

export type ChatEvalQuestion = {
  /** What a business visitor would actually type, typos and all. */
  question: string
  topic: ChatEvalTopic
  /** Site paths (no anchor, no origin) any one of which a good answer must cite; 'none' when the site has nothing on it and the honest answer is "not on our site". */
  expect: readonly string[] | 'none'
}

export const chatEvalQuestions: readonly ChatEvalQuestion[] = [
  // -------------------------------------------------------------------------------------------
  // Services: the six expertise areas, the overview and the 'How We Serve' page

  {
    question: 'What services does Northbridge Digital offer?',
    topic: 'services',
    expect: ['/services', '/expertise', '/'],
  },
  {
    question:
      'do you guys do generative ai? we want an internal assistant that answers questions from our own policy documents',
    topic: 'services',
    expect: ['/expertise/artificial-intelligence', '/expertise'],
  },
  {
    question: 'Can you build AI agents that take actions across our systems using MCP?',
    topic: 'services',
    expect: ['/expertise/artificial-intelligence'],
  },
  {
    question: 'How long does it usually take you to get an AI use case from idea to production?',
    topic: 'services',
    expect: ['/expertise/artificial-intelligence'],
  },
  {
    question:
      'We have a lot of document-heavy back office work (forms, invoices, requests). Is intelligent automation something you do?',
    topic: 'services',
    expect: ['/expertise/artificial-intelligence', '/expertise'],
  },
  {
    question: 'do you actually build software or only advise and hand over slides?',
    topic: 'services',
    expect: ['/expertise/artificial-intelligence', '/'],
  },
  {
    question:
      'Our board meetings end up with three different revenue numbers and our analysts spend most of the week reconciling spreadsheet extracts. Is that something your data team fixes, and how would you start?',
    topic: 'services',
    expect: ['/expertise/data'],
  },
  {
    question: 'data lineage + quality controls before a regulatory exam, is that something u do?',
    topic: 'services',
    expect: ['/expertise/data', '/expertise'],
  },
  {
    question:
      'We just acquired a competitor about our size and we are running two ERPs, two sales teams and two procurement functions. Can you help us integrate?',
    topic: 'services',
    expect: [
      '/expertise/business-operations',
      '/expertise',
      '/case-studies/financial-services-merger',
    ],
  },
  {
    question:
      'contract managment help? our vendor contracts keep auto renewing bc nobody tracks them',
    topic: 'services',
    expect: ['/expertise/business-operations'],
  },
  {
    question: 'Our data center lease runs out next year. Do you do cloud migrations?',
    topic: 'services',
    expect: ['/expertise/cloud', '/expertise'],
  },
  {
    question: 'can you help us get our cloud bill under control? finops?',
    topic: 'services',
    expect: ['/expertise', '/expertise/cloud', '/industries/high-tech'],
  },
  {
    question: 'Is SAFe training something you offer?',
    topic: 'services',
    expect: ['/expertise/planning-delivery', '/services'],
  },
  {
    question: 'Do you provide agile coaches for teams and product owners?',
    topic: 'services',
    expect: ['/services', '/expertise/planning-delivery'],
  },
  {
    question:
      "Our ERP replacement is months behind but every status report is green. Can someone come in and tell us what's really going on?",
    topic: 'services',
    expect: ['/expertise/planning-delivery'],
  },
  {
    question: 'Can you set up a PMO for us?',
    topic: 'services',
    expect: ['/services', '/expertise/planning-delivery'],
  },
  {
    question: 'we are rolling out a new system to 3000 staff, do you do change management',
    topic: 'services',
    expect: ['/expertise/planning-delivery'],
  },
  {
    question:
      'We need help choosing an LLM vendor and negotiating who owns the data. Is that a strategy thing or an AI thing for you?',
    topic: 'services',
    expect: ['/expertise/strategy'],
  },
  {
    question: 'How long does a typical strategy engagement run?',
    topic: 'services',
    expect: ['/expertise/strategy'],
  },

  // -------------------------------------------------------------------------------------------
  // Industries: the index, every industry page, and industries the site has no page for

  {
    question: 'Which industries do you work in?',
    topic: 'industry',
    expect: ['/industries'],
  },
  {
    question: 'do u work with saas companies? our trial to paid conversion is pretty bad',
    topic: 'industry',
    expect: ['/industries/high-tech'],
  },
  {
    question: 'Any experience with demand planning for a fabless semiconductor company?',
    topic: 'industry',
    expect: ['/industries/high-tech'],
  },
  {
    question:
      "We're a regional bank and our old rules engine floods investigators with false-positive AML alerts. Have you dealt with that, and would a model you build survive our model risk review?",
    topic: 'industry',
    expect: ['/industries/financial-services'],
  },
  {
    question: 'how fast can auto insurance claims get settled with claims triage automation?',
    topic: 'industry',
    expect: ['/industries/financial-services'],
  },
  {
    question: "we're a DTC apparel brand and returns are eating our margin. can you help?",
    topic: 'industry',
    expect: ['/industries/e-commerce'],
  },
  {
    question:
      'Have you worked with an online marketplace where sellers upload messy, inconsistent product listings?',
    topic: 'industry',
    expect: ['/industries/e-commerce'],
  },
  {
    question: 'Any experience with dealership groups pricing used cars?',
    topic: 'industry',
    expect: ['/industries/automotive'],
  },
  {
    question:
      'EV startup here, our over-the-air software releases take about 12 weeks each. is that something you fix?',
    topic: 'industry',
    expect: ['/industries/automotive'],
  },
  {
    question:
      'We run a group of boutique hotels and lean way too hard on the online travel agencies. How would you grow direct bookings?',
    topic: 'industry',
    expect: ['/industries/hospitality'],
  },
  {
    question: 'restaurant chain - can you forecast demand for staff scheduling?',
    topic: 'industry',
    expect: ['/industries/hospitality'],
  },
  {
    question:
      'We operate an off-Strip casino resort. Do you understand casino loyalty and host programs, and how do you handle responsible gaming in the analytics?',
    topic: 'industry',
    expect: ['/industries/gaming'],
  },
  {
    question: 'mobile game studio, our day 30 retention is terrible. worked with studios before?',
    topic: 'industry',
    expect: ['/industries/gaming'],
  },
  {
    question:
      'Do you work with news publishers? Our digital subscribers cancel as soon as the introductory price ends.',
    topic: 'industry',
    expect: ['/industries/media'],
  },
  {
    question: 'streaming network, we cant tell which rights we own by territory. can you help',
    topic: 'industry',
    expect: ['/industries/media'],
  },
  {
    // No healthcare industry page: the case study and the expertise pages' client stories answer.
    question: 'Do you work with hospitals or other healthcare organizations?',
    topic: 'industry',
    expect: [
      '/case-studies/healthcare-digital-transformation',
      '/services',
      '/expertise/artificial-intelligence',
      '/expertise/data',
      '/expertise/cloud',
    ],
  },
  {
    question: 'do you have manufacturing clients?',
    topic: 'industry',
    expect: [
      '/industries/automotive',
      '/expertise/business-operations',
      '/expertise/planning-delivery',
    ],
  },
  {
    question: 'Do you take on public sector or government clients?',
    topic: 'industry',
    expect: [
      '/about',
      '/expertise/planning-delivery',
      '/expertise/business-operations',
      '/about/certifications',
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Case studies and client success stories

  {
    question: 'Tell me about the bank merger you worked on.',
    topic: 'case-study',
    expect: ['/case-studies/financial-services-merger'],
  },
  {
    question:
      'how many customers did the merged bank move over, and was there any downtime on the conversion weekend?',
    topic: 'case-study',
    expect: ['/case-studies/financial-services-merger'],
  },
  {
    question: 'What results did the outdoor apparel retailer get from your AI forecasting work?',
    topic: 'case-study',
    expect: ['/case-studies/retail-ai-transformation', '/services'],
  },
  {
    question: 'which tech stack did you use on the retail forecasting project? gcp or aws?',
    topic: 'case-study',
    expect: ['/case-studies/retail-ai-transformation'],
  },
  {
    question:
      "We're a health system nervous about putting patient data in the cloud. In your hospital project, how did you handle HIPAA?",
    topic: 'case-study',
    expect: ['/case-studies/healthcare-digital-transformation'],
  },
  {
    question: 'how long did the health system self-scheduling and cloud migration project take',
    topic: 'case-study',
    expect: ['/case-studies/healthcare-digital-transformation'],
  },
  {
    question: 'Do you have any case studies I can read?',
    topic: 'case-study',
    expect: [
      '/services',
      '/case-studies/financial-services-merger',
      '/case-studies/retail-ai-transformation',
      '/case-studies/healthcare-digital-transformation',
      '/client-success-stories',
    ],
  },
  {
    question: 'where can i see client success stories for each of your services',
    topic: 'case-study',
    expect: ['/client-success-stories'],
  },

  // -------------------------------------------------------------------------------------------
  // Thought-leadership articles

  {
    question: 'What is a neocloud, and should we use one to train our models?',
    topic: 'article',
    expect: ['/insights/thought-leadership/neocloud-providers'],
  },
  {
    question: 'are those specialized gpu clouds actually cheaper than the big hyperscalers?',
    topic: 'article',
    expect: ['/insights/thought-leadership/neocloud-providers'],
  },
  {
    question:
      "We're choosing an agent framework and can't decide between a graph-based one and a multi-agent conversational one. Any guidance?",
    topic: 'article',
    expect: ['/insights/thought-leadership/ai-agent-frameworks'],
  },
  {
    question: 'how long should an agent framework bake-off take?',
    topic: 'article',
    expect: ['/insights/thought-leadership/ai-agent-frameworks'],
  },
  {
    question: 'our staff just rubber stamp whatever the AI suggests. how do we fix over-trust?',
    topic: 'article',
    expect: ['/insights/thought-leadership/trust-human-ai-relationships'],
  },
  {
    question: 'Who gave the talk on calibrated trust in AI that you feature?',
    topic: 'article',
    expect: [
      '/insights/thought-leadership/trust-human-ai-relationships',
      '/insights/thought-leadership',
    ],
  },
  {
    question: 'Is AI-generated synthetic data safe to use for testing, privacy-wise?',
    topic: 'article',
    expect: ['/insights/thought-leadership/product-testing-ai-synthetic-data'],
  },
  {
    question: 'can synthetic test data replace real data for performance and load testing?',
    topic: 'article',
    expect: ['/insights/thought-leadership/product-testing-ai-synthetic-data'],
  },
  {
    question:
      'We process roughly 40,000 invoices a month. If we put an extraction agent on them, what straight-through processing rate is realistic in the first six months?',
    topic: 'article',
    expect: ['/insights/thought-leadership/agentic-ai-document-extraction'],
  },
  {
    question: 'how do you measure accuracy of a document extraction agent',
    topic: 'article',
    expect: ['/insights/thought-leadership/agentic-ai-document-extraction'],
  },
  {
    question: 'Do you publish articles on AI I could read?',
    topic: 'article',
    expect: ['/insights/thought-leadership', '/insights'],
  },

  // -------------------------------------------------------------------------------------------
  // About the firm: leadership, mission, values, team

  {
    question: 'who founded northbridge digital?',
    topic: 'about',
    expect: ['/about/leadership'],
  },
  {
    question: 'When was the company founded?',
    topic: 'about',
    expect: ['/about', '/about/leadership', '/'],
  },
  {
    question: 'Are you a minority-owned or women-owned business?',
    topic: 'about',
    expect: ['/about', '/about/certifications', '/'],
  },
  {
    question: "What's your mission?",
    topic: 'about',
    expect: ['/about/mission', '/about'],
  },
  {
    question: 'what does AIDATA stand for',
    topic: 'about',
    expect: ['/about/mission', '/about'],
  },
  {
    question: 'What values does the company work by?',
    topic: 'about',
    expect: ['/about/values', '/about/mission', '/'],
  },
  {
    question: 'How many consultants do you have?',
    topic: 'about',
    expect: ['/'],
  },
  {
    question: 'how many fortune 500 clients have you worked with',
    topic: 'about',
    expect: ['/'],
  },
  {
    question: 'How diverse is your team?',
    topic: 'about',
    expect: ['/', '/about/mission'],
  },
  {
    question: 'who runs your AI practice?',
    topic: 'about',
    expect: ['/about/leadership', '/insights/thought-leadership'],
  },
  {
    question: "Tell me about Priya Raman's background.",
    topic: 'about',
    expect: ['/about/leadership'],
  },
  {
    question: "are you hiring? i'm a data engineer",
    topic: 'about',
    expect: ['/about/people', '/career'],
  },
  {
    question:
      "Before we sign anything, can we talk to the people who'd actually do the work rather than a sales team?",
    topic: 'about',
    expect: ['/about/people', '/contact'],
  },

  // -------------------------------------------------------------------------------------------
  // Offices and contact details

  {
    question: 'Where are your offices?',
    topic: 'locations',
    expect: ['/about/locations', '/contact', '/about'],
  },
  {
    question: 'whats the address of the las vegas office',
    topic: 'locations',
    expect: ['/about/locations', '/contact'],
  },
  {
    question: 'where is your HQ?',
    topic: 'locations',
    expect: ['/about/locations', '/contact'],
  },
  {
    question: 'What is your phone number?',
    topic: 'locations',
    expect: ['/about/locations', '/contact'],
  },
  {
    question: 'email address to reach someone there?',
    topic: 'locations',
    expect: ['/contact', '/about/locations'],
  },
  {
    // The honest answer: no, the two offices are in California and Nevada.
    question: "Do you have an office in New York? We'd rather work with someone local.",
    topic: 'locations',
    expect: ['/about/locations', '/about'],
  },
  {
    question: 'Can your consultants work on-site with us in Chicago, or is everything remote?',
    topic: 'locations',
    // Both say it: 'see how we support clients on-site and remotely across the U.S.'
    expect: ['/about', '/about/locations'],
  },

  // -------------------------------------------------------------------------------------------
  // Certifications, recognitions and partners

  {
    question: 'are your consultants AWS certified?',
    topic: 'certifications',
    expect: ['/about/certifications'],
  },
  {
    question: 'Do you have Snowflake or Databricks certified engineers?',
    topic: 'certifications',
    expect: ['/about/certifications'],
  },
  {
    question: 'any azure ai certs on the team?',
    topic: 'certifications',
    expect: ['/about/certifications'],
  },
  {
    question:
      'We need a women-owned small business for a federal set-aside contract. Do you qualify?',
    topic: 'certifications',
    expect: ['/about/certifications'],
  },
  {
    question: 'are you certified minority-owned? it would count toward our diverse spend goals',
    topic: 'certifications',
    expect: ['/about/certifications'],
  },
  {
    question: 'Which technology partners do you work with?',
    topic: 'certifications',
    expect: ['/about/partners'],
  },
  {
    question: 'what does your Corvelle partnership actually get us',
    topic: 'certifications',
    expect: ['/about/partners'],
  },

  // -------------------------------------------------------------------------------------------
  // Pricing: the site lists no rates. It offers a free consultation that ends with "an honest
  // view of options and effort" (/contact) and promises transparent pricing (/about/mission).

  {
    question: 'How much do you charge?',
    topic: 'pricing',
    expect: ['/contact'],
  },
  {
    question: 'is the first consultation free or is there a fee',
    topic: 'pricing',
    expect: ['/contact'],
  },
  {
    question: 'whats your hourly rate for a senior data engineer',
    topic: 'pricing',
    expect: ['/contact'],
  },
  {
    question:
      "How do you price your work? We've been burned before by consultancies with surprise costs.",
    topic: 'pricing',
    expect: ['/about/mission', '/contact'],
  },
  {
    question: 'Can I get a rough idea of the effort for an AI pilot before we commit to anything?',
    topic: 'pricing',
    expect: ['/contact', '/expertise/artificial-intelligence'],
  },

  // -------------------------------------------------------------------------------------------
  // Booking a consultation

  {
    question: "I'd like to book a free consultation.",
    topic: 'booking',
    expect: ['/contact'],
  },
  {
    question: 'can i schedule a call for next tuesday afternoon?',
    topic: 'booking',
    expect: ['/contact'],
  },
  {
    question: 'How long is the intro call?',
    topic: 'booking',
    expect: ['/contact'],
  },
  {
    question: 'will i be stuck talking to a sales rep on the consultation?',
    topic: 'booking',
    expect: ['/contact'],
  },
  {
    question: 'Do you take consultation calls on weekends?',
    topic: 'booking',
    expect: ['/contact'],
  },
  {
    question: 'What should I prepare before the consultation, do I need a slide deck?',
    topic: 'booking',
    expect: ['/contact'],
  },

  // -------------------------------------------------------------------------------------------
  // Webinars

  {
    question: 'Do you have any upcoming webinars?',
    topic: 'webinars',
    expect: ['/insights/webinars'],
  },
  {
    question: 'Where can I watch the SCIPAB webinar?',
    topic: 'webinars',
    expect: ['/insights/webinars/SCIPAB', '/insights/webinars'],
  },
  {
    question: 'what does SCIPAB stand for',
    topic: 'webinars',
    expect: ['/insights/webinars/SCIPAB'],
  },
  {
    question: 'how do i get an email when you schedule a new webinar?',
    topic: 'webinars',
    expect: ['/insights/webinars'],
  },
  {
    question: 'Is there a webinar on data products and data contracts? Who is presenting it?',
    topic: 'webinars',
    expect: ['/insights/webinars'],
  },
  {
    question: 'did you do a webinar about migrating to the cloud without freezing releases',
    topic: 'webinars',
    expect: ['/insights/webinars'],
  },
  {
    question: 'any webinar recordings on governing agentic AI?',
    topic: 'webinars',
    expect: ['/insights/webinars'],
  },

  // -------------------------------------------------------------------------------------------
  // Small talk: a friendly reply, no page to cite

  { question: 'hi', topic: 'small-talk', expect: 'none' },
  { question: 'Hello there! 👋', topic: 'small-talk', expect: 'none' },
  { question: 'good morning', topic: 'small-talk', expect: 'none' },
  { question: 'thanks, that was really helpful', topic: 'small-talk', expect: 'none' },
  { question: 'Who are you?', topic: 'small-talk', expect: 'none' },
  { question: 'are you a real person or a bot?', topic: 'small-talk', expect: 'none' },
  { question: 'ok cool, bye', topic: 'small-talk', expect: 'none' },

  // -------------------------------------------------------------------------------------------
  // Off-topic: nothing on the site; the honest answer says so

  { question: "What's the weather in San Francisco tomorrow?", topic: 'off-topic', expect: 'none' },
  { question: 'who won the lakers game last night', topic: 'off-topic', expect: 'none' },
  { question: 'Give me a good recipe for banana bread', topic: 'off-topic', expect: 'none' },
  {
    question: 'write my 1500 word essay on the causes of the french revolution, due tomorrow',
    topic: 'off-topic',
    expect: 'none',
  },
  { question: 'should i buy nvidia stock right now?', topic: 'off-topic', expect: 'none' },
  { question: "Translate 'good morning' into Japanese.", topic: 'off-topic', expect: 'none' },
  { question: 'what is the capital of australia', topic: 'off-topic', expect: 'none' },

  // -------------------------------------------------------------------------------------------
  // Nonsense: keyboard mash and noise

  { question: 'asdfghjkl', topic: 'nonsense', expect: 'none' },
  { question: 'qwerty uiop zxcvbnm', topic: 'nonsense', expect: 'none' },
  { question: '??????', topic: 'nonsense', expect: 'none' },
  { question: 'lkjh ;;; 8888 gfds', topic: 'nonsense', expect: 'none' },
  { question: 'aaaaaaaaaaaaaaaaaaaaa', topic: 'nonsense', expect: 'none' },
  { question: 'blorf snizzle wump?', topic: 'nonsense', expect: 'none' },
]
