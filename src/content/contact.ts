import {
  ConsultationStepsSchema,
  PeopleCardsSchema,
  type ConsultationStep,
  type PeopleCard,
} from './schemas'

/** The contact page's copy: what a free 30-minute consultation is like. */
export const consultationSteps: readonly ConsultationStep[] = ConsultationStepsSchema.parse([
  {
    title: 'Tell us where you are',
    text: 'Share the goal, the deadline and what is in the way. No slides needed; a few sentences are enough.',
  },
  {
    title: 'Talk to a practitioner',
    text: 'A senior consultant from the relevant practice joins the call, not a sales representative.',
  },
  {
    title: 'Leave with next steps',
    text: 'You get an honest view of options and effort, whether or not we are the right team for it.',
  },
])

export const consultationHours =
  'Consultations run Monday to Friday, mornings and afternoons, in your time zone.'

/** The two invitations on /about/people. */
export const peopleCards: readonly PeopleCard[] = PeopleCardsSchema.parse([
  {
    title: 'Join the team',
    text: 'We hire consultants who like hard problems, share what they know and stay with a client until the work runs without them.',
    link: { label: 'See careers', href: '/career' },
  },
  {
    title: 'Work with our people',
    text: 'Talk to the practitioners who would lead your engagement before you sign anything.',
    link: { label: 'Connect With Us', href: '/contact' },
  },
])
