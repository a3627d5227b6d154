import { site } from '@/config/site'

/** The first message, one of five at random (spec section 9: 5 greetings). */
export const greetings = [
  `Hi! I'm the ${site.name} assistant. Ask me about our services, industries or case studies.`,
  `Hello! Looking for help with AI, data or cloud? Ask me anything about how ${site.name} works.`,
  `Welcome to ${site.name}. I can point you to the right service, case study or article, or book you a free consultation.`,
  `Hi there! Curious what we've done in your industry? Ask away, and I'll link you to the details.`,
  `Good to see you. I answer from what this site says about ${site.name}, and I can set up a free 30-minute consultation.`,
] as const

/** Example questions, one picked from each group (spec section 4: three groups). */
export const exampleGroups = [
  // About services
  [
    'What services do you offer?',
    'How do you help companies adopt AI?',
    'Do you help with cloud migration?',
  ],
  // Scheduling a consultation
  [
    'Can I book a free consultation?',
    'How do I schedule a call with a consultant?',
    'I would like to talk to an expert',
  ],
  // Industries and expertise
  [
    'Which industries do you work with?',
    'What have you done for e-commerce companies?',
    'Tell me about your data and analytics expertise',
  ],
] as const
