import 'server-only'
import { chatModelSettings, getEnv } from '@/config/env.server'
import type { ChatModel } from '@/features/chat/chat.server'
import type { Retriever } from '@/features/chat/local-assistant'
import { databaseTokenBudget } from '@/features/chat/token-budget.server'
import { sitePassageIndex } from '@/features/search/passage-index.server'
import type { Database } from '@/server/db/client'

/**
 * Where the chat and search features meet (features never import each other): the assistant
 * retrieves from the search feature's passage index, the same build-time documents the search
 * dialog ranks.
 */
export const retrieveSitePassages: Retriever = (query, options) =>
  sitePassageIndex().retrieve(query, options)

/**
 * The language model that words the answers, when CHAT_BASE_URL, CHAT_MODEL and CHAT_API_KEY are
 * set, spending from the site's daily token budget in the database.
 */
export function chatModel(db: Database): ChatModel | undefined {
  const settings = chatModelSettings(getEnv())
  if (!settings) return undefined
  return { settings, budget: databaseTokenBudget(db, settings.dailyTokenBudget) }
}
