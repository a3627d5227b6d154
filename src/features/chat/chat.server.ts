import 'server-only'
import type { ChatModelSettings } from '@/config/env.server'
import { log } from '@/server/log'
import { estimateTokens } from './token-estimate'
import type { TokenBudget, TokenReservation } from './token-budget.server'
import type { ChatRequest, ChatResponse, ChatStreamLine } from './chat.schema'
import {
  answerLocally,
  retrieveForQuestion,
  type LocalAnswer,
  type Retriever,
} from './local-assistant'
import { smallTalk } from './small-talk'
import {
  ChatModelError,
  generateModelAnswer,
  modelPrompt,
  selectGrounding,
  streamModelAnswer,
  type Grounding,
  type ModelCall,
  type ModelPrompt,
} from './model-assistant.server'

/**
 * One chat answer, from the configured model when there is one and the day's token budget covers
 * the call, and from the local assistant otherwise or when the model fails (decision 018). Nothing
 * the visitor typed is kept or logged: the log lines carry the request id, the model's name, the
 * duration and why the model was not used.
 */

/** The configured model and the site's daily token budget it spends from. */
export type ChatModel = { settings: ChatModelSettings; budget: TokenBudget }

export type ChatContext = {
  /** The site's passages (src/app/_wiring/chat.ts hands in the search feature's index). */
  retrieve: Retriever
  /** The model; undefined: the local assistant answers alone. */
  model?: ChatModel
  /** For the log lines. */
  requestId?: string
  /** The request's signal: a visitor who leaves stops the model call. */
  signal?: AbortSignal
}

export const NDJSON_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8'

/**
 * Whether a request's Accept header asks for the streamed answer: it names
 * `application/x-ndjson` with a non-zero quality. Anything else gets the JSON document.
 */
export function wantsChatStream(accept: string | null): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    if (type !== 'application/x-ndjson') return false
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/**
 * Why the model's answer was not the one sent (for the log only); `budget`: the day's tokens are
 * spent (or the budget could not be read), so the model was not called.
 */
type FallbackReason = 'timeout' | 'error' | 'empty' | 'budget'

function reasonOf(error: unknown): { reason: FallbackReason | 'cancelled'; status?: number } {
  if (error instanceof ChatModelError) return { reason: error.reason, status: error.status }
  return { reason: 'error' }
}

function logOutcome(
  context: ChatContext,
  started: number,
  outcome: { reason?: FallbackReason | 'cancelled'; status?: number; truncated?: boolean },
) {
  const fields = {
    requestId: context.requestId,
    model: context.model?.settings.model,
    durationMs: Math.round(performance.now() - started),
    fallback: outcome.reason,
    status: outcome.status,
    truncated: outcome.truncated,
  }
  if (outcome.reason === undefined) log.info('chat model answered', fields)
  else log.warn('chat model not used', fields)
}

/** Passages of each page the local answer cites, put first in the model's grounding. */
const PASSAGES_PER_LEADING_PAGE = 3

/**
 * The passages a model answer to a question is grounded in, led by the pages of the local answer
 * (`local`, computed once by the caller). Small talk ('hello', 'thanks') is grounded in the
 * firm's facts only.
 */
export function groundingFor(
  request: ChatRequest,
  retrieve: Retriever,
  local: LocalAnswer = answerLocally(request.message, request.conversationHistory, retrieve),
): Grounding {
  const { message, conversationHistory: history } = request
  if (smallTalk(message)) return { passages: [], sources: [] }
  const leading = local.sources.flatMap((source) =>
    retrieveForQuestion(message, history, retrieve, { page: source.path }).passages.slice(
      0,
      PASSAGES_PER_LEADING_PAGE,
    ),
  )
  return selectGrounding(retrieveForQuestion(message, history, retrieve), leading)
}

/** The model call for a question, what it sends, and the local answer, which is the fallback. */
function prepare(request: ChatRequest, context: ChatContext, model: ChatModel) {
  const { message, conversationHistory: history } = request
  const local = answerLocally(message, history, context.retrieve)
  const grounding = groundingFor(request, context.retrieve, local)
  const call: ModelCall = {
    settings: model.settings,
    passages: grounding.passages,
    history,
    message,
    ...(context.signal ? { signal: context.signal } : {}),
  }
  return {
    call,
    prompt: modelPrompt(call),
    sources: grounding.sources,
    fallback: asResponse(local),
  }
}

/**
 * Reserves the most a call may cost (its prompt's estimate and the answer's limit) from the day's
 * budget; undefined when the budget cannot cover it, or cannot be read (the database is down: the
 * local assistant answers rather than the model spending uncounted).
 */
async function reserve(
  context: ChatContext,
  model: ChatModel,
  prompt: ModelPrompt,
): Promise<TokenReservation | undefined> {
  try {
    return await model.budget.reserve(prompt.inputTokens + model.settings.maxOutputTokens)
  } catch (error) {
    log.warn('chat token budget unavailable', { requestId: context.requestId, error })
    return undefined
  }
}

/**
 * Replaces the reservation by what the call used, counted by the callers as: the server's own
 * count when it reported one; else, for an answer that completed, the estimate of the prompt and
 * the text; nothing when the server refused the call with an HTTP error (it generated nothing);
 * else (a timeout, a broken connection, a visitor who left) the whole reservation, since the
 * server may have worked to the limit.
 */
async function settle(
  context: ChatContext,
  model: ChatModel,
  reservation: TokenReservation,
  used: number,
) {
  try {
    await model.budget.settle(reservation, used)
  } catch (error) {
    log.warn('chat token budget unavailable', { requestId: context.requestId, error })
  }
}

function asResponse(answer: LocalAnswer): ChatResponse {
  return { success: true, response: answer.response, sources: answer.sources }
}

function localResponse(request: ChatRequest, context: ChatContext): ChatResponse {
  return asResponse(answerLocally(request.message, request.conversationHistory, context.retrieve))
}

/**
 * The answer as one JSON document (`Accept: application/json`, the default): the model's whole
 * text when it answers within the timeout, the local assistant's on a timeout, an error or an
 * empty answer.
 */
export async function answerChat(
  request: ChatRequest,
  context: ChatContext,
): Promise<ChatResponse> {
  const model = context.model
  if (!model) return localResponse(request, context)
  const started = performance.now()
  const { call, prompt, sources, fallback } = prepare(request, context, model)
  const reservation = await reserve(context, model, prompt)
  if (!reservation) {
    logOutcome(context, started, { reason: 'budget' })
    return fallback
  }
  let used = reservation.tokens
  try {
    const answer = await generateModelAnswer(call, prompt)
    used = answer.tokens ?? prompt.inputTokens + estimateTokens(answer.text)
    const text = answer.text.trim()
    if (text !== '') {
      logOutcome(context, started, {})
      return { success: true, response: text, sources }
    }
    logOutcome(context, started, { reason: 'empty' })
  } catch (error) {
    const outcome = reasonOf(error)
    if (outcome.status !== undefined) used = 0
    logOutcome(context, started, outcome)
  } finally {
    await settle(context, model, reservation, used)
  }
  return fallback
}

/** A whole answer as stream lines: its sources, the text, done. */
function* wholeAnswer(answer: ChatResponse, fallback: boolean): Generator<ChatStreamLine> {
  yield { sources: answer.sources }
  yield { delta: answer.response }
  yield { done: true, fallback }
}

/**
 * The answer's lines as they become known. With a model: the sources (the pages of the grounding
 * passages) just before its first token, a delta per chunk, then done. A model that fails before
 * its first token is replaced by the local answer (`fallback: true`); one that fails after tokens
 * went out ends the answer there (`truncated: true`).
 */
export async function* chatStreamLines(
  request: ChatRequest,
  context: ChatContext,
): AsyncGenerator<ChatStreamLine, void, undefined> {
  const model = context.model
  if (!model) {
    yield* wholeAnswer(localResponse(request, context), false)
    return
  }
  const started = performance.now()
  const { call, prompt, sources, fallback } = prepare(request, context, model)
  const reservation = await reserve(context, model, prompt)
  if (!reservation) {
    logOutcome(context, started, { reason: 'budget' })
    yield* wholeAnswer(fallback, true)
    return
  }
  let answering = false
  // Whitespace the model sends before its first word is held back, so an answer that turns out
  // empty can still fall back.
  let leading = ''
  // What the call used, for the budget: the server's count, or the text it sent.
  let reported: number | undefined
  let written = ''
  let completed = false
  let refused = false
  try {
    try {
      for await (const part of streamModelAnswer(call, prompt)) {
        if (part.type === 'usage') {
          reported = part.tokens
          continue
        }
        written += part.text
        if (!answering) {
          leading += part.text
          if (leading.trim() === '') continue
          answering = true
          yield { sources }
          yield { delta: leading.trimStart() }
          continue
        }
        yield { delta: part.text }
      }
    } catch (error) {
      const { reason, status } = reasonOf(error)
      refused = status !== undefined
      logOutcome(context, started, { reason, status, truncated: answering })
      // Also when cancelled: a reader who left reads nothing more, and any other gets an answer.
      if (answering) yield { done: true, fallback: false, truncated: true }
      else yield* wholeAnswer(fallback, true)
      return
    }
    completed = true
    if (!answering) {
      logOutcome(context, started, { reason: 'empty' })
      yield* wholeAnswer(fallback, true)
      return
    }
    logOutcome(context, started, {})
    yield { done: true, fallback: false }
  } finally {
    // Runs however the answer ends, a reader who went away included (the stream is closed).
    const estimate = completed
      ? prompt.inputTokens + estimateTokens(written)
      : refused
        ? 0
        : reservation.tokens
    await settle(context, model, reservation, reported ?? estimate)
  }
}

/**
 * The answer as newline-delimited JSON (`Accept: application/x-ndjson`), one line per event, each
 * written as soon as it is known. Cancelling the stream (the visitor left) stops the model call.
 */
export function streamChat(request: ChatRequest, context: ChatContext): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const cancelled = new AbortController()
  const signal = context.signal
    ? AbortSignal.any([context.signal, cancelled.signal])
    : cancelled.signal
  const lines = chatStreamLines(request, { ...context, signal })
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`))
    },
    async cancel() {
      cancelled.abort()
      await lines.return(undefined)
    },
  })
}
