import { describe, expect, it } from 'vitest'
import { ChatRequestSchema } from './chat.schema'
import { exampleGroups, greetings } from './conversation-starters'
import { historyFor, pickExamples, pickOne, showExamples, type PanelMessage } from './chat-state'

const sequence = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

describe('the conversation starters', () => {
  it('are five greetings and three groups of examples', () => {
    expect(greetings).toHaveLength(5)
    expect(exampleGroups).toHaveLength(3)
  })

  it('pick one greeting at random, the last one included', () => {
    expect(pickOne(greetings, () => 0)).toBe(greetings[0])
    expect(pickOne(greetings, () => 0.9999)).toBe(greetings[4])
  })

  it('pick one example from each group, in the groups’ order', () => {
    const picked = pickExamples(exampleGroups, sequence(0, 0.5, 0.99))
    expect(picked).toEqual([exampleGroups[0][0], exampleGroups[1][1], exampleGroups[2][2]])
    for (let run = 0; run < 20; run++) {
      const examples = pickExamples(exampleGroups)
      examples.forEach((example, group) =>
        expect(exampleGroups[group] as readonly string[]).toContain(example),
      )
    }
  })
})

const greeting: PanelMessage = { id: 1, role: 'system', content: 'Hello!' }
const question: PanelMessage = { id: 2, role: 'user', content: 'What do you do?' }
const reply: PanelMessage = { id: 3, role: 'system', content: 'We help.', offersBooking: true }

describe('historyFor', () => {
  it('sends every message but the first greeting, as role and content', () => {
    expect(historyFor([greeting, question, reply])).toEqual([
      { role: 'user', content: 'What do you do?' },
      { role: 'system', content: 'We help.' },
    ])
    expect(historyFor([greeting])).toEqual([])
  })

  it('sends a history the server accepts however long the conversation, its newest messages', () => {
    const messages: PanelMessage[] = [greeting]
    for (let turn = 0; turn < 15; turn++) {
      messages.push({ id: messages.length + 1, role: 'user', content: `Question ${turn}` })
      messages.push({ id: messages.length + 1, role: 'system', content: 'x'.repeat(2500) })
    }
    // The booking confirmation follows the booking offer: two replies in a row.
    messages.push({ id: messages.length + 1, role: 'system', content: 'You’re booked.' })
    const history = historyFor(messages)
    expect(history).toHaveLength(20)
    expect(history.at(-1)).toEqual({ role: 'system', content: 'You’re booked.' })
    expect(history.at(-3)).toEqual({ role: 'user', content: 'Question 14' })
    const parsed = ChatRequestSchema.safeParse({
      message: 'One more',
      conversationHistory: history,
    })
    expect(parsed.error?.issues).toBeUndefined()
  })
})

describe('showExamples', () => {
  const idle = { messages: [greeting], formShown: false, scheduled: false, loading: false }
  it('shows the examples only while the greeting is alone and nothing else is going on', () => {
    expect(showExamples(idle)).toBe(true)
    expect(showExamples({ ...idle, messages: [greeting, question] })).toBe(false)
    expect(showExamples({ ...idle, formShown: true })).toBe(false)
    expect(showExamples({ ...idle, scheduled: true })).toBe(false)
    expect(showExamples({ ...idle, loading: true })).toBe(false)
  })
})
