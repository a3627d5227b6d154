import { site } from '@/config/site'

/** Conversation that is not a question about the firm: said back to, not searched for. */
export type SmallTalk = 'greeting' | 'thanks' | 'identity' | 'farewell'

const PATTERNS: ReadonlyArray<readonly [SmallTalk, RegExp]> = [
  // Whole-message patterns: 'hi, what do you do in retail?' is a question, not a greeting.
  [
    'greeting',
    /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo)( there| all| team)?[!.,\s]*$/i,
  ],
  [
    'thanks',
    /^(thanks?( you)?( so much| very much| a lot)?|thx|ty|cheers|great,? thanks|that('s| is) helpful|perfect,? thanks?|much appreciated|appreciate it)[!.,\s]*$/i,
  ],
  ['farewell', /^(bye|goodbye|see you|see ya|have a (good|nice|great) (day|one))[!.,\s]*$/i],
  [
    'identity',
    /^(who|what) are you\??$|\b(are you|is this) (a |an )?(real |actual )?(bot|robot|human|person|ai|chatbot|machine|chatgpt)\b|^what can you (do|help( me)? with)\??$|^how does this (chat|work)\??$/i,
  ],
]

export function smallTalk(text: string): SmallTalk | undefined {
  // Emoji and trailing punctuation do not change what 'Hello there! 👋' is.
  const message = text.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '').trim()
  return PATTERNS.find(([, pattern]) => pattern.test(message))?.[0]
}

const REPLIES: Record<SmallTalk, string> = {
  greeting: `Hello! Ask me anything about ${site.name}: our services, the industries we work in, our case studies and insights, or how to book a free consultation.`,
  thanks: `You're welcome. If you would like to talk it through with one of our consultants, [book a free 30-minute consultation](/contact).`,
  farewell: `Thanks for stopping by. You can reach us any time at ${site.email}.`,
  identity: `I'm the ${site.name} site assistant. I answer from what this website says about our services, industries, case studies and insights, and I link the pages I used. I can also help you book a free 30-minute consultation.`,
}

export function smallTalkReply(kind: SmallTalk): string {
  return REPLIES[kind]
}
