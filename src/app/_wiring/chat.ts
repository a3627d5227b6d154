import 'server-only'
import { chatModelSettings, getEnv, type ChatModelSettings } from '@/config/env.server'
import type { Retriever } from '@/features/chat/local-assistant'
import { sitePassageIndex } from '@/features/search/passage-index.server'

/**
 * Where the chat and search features meet (features never import each other): the assistant
 * retrieves from the search feature's passage index, the same build-time documents the search
 * dialog ranks.
 */
export const retrieveSitePassages: Retriever = (query, options) =>
  sitePassageIndex().retrieve(query, options)

/** The language model that words the answers, when CHAT_BASE_URL, CHAT_MODEL and CHAT_API_KEY are set. */
export const chatModel = (): ChatModelSettings | undefined => chatModelSettings(getEnv())

/** Questions per client: a person types a few a minute; more is a script. */
export const CHAT_LIMIT = { name: 'chat', limit: 20, windowMs: 60_000 }
