import 'server-only'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/client'
import { chatTokenUsage } from '@/server/db/schema'

/**
 * The site's daily token budget for the chat model (CHAT_DAILY_TOKEN_BUDGET), kept in the
 * database so every instance spends from the same day. A call reserves what it may cost at most
 * (its prompt's estimate and the answer's limit) before it starts, and the reservation is then
 * replaced by what the call used, so concurrent calls cannot together pass the budget by more than
 * the estimates miss by. A new day starts at midnight UTC with a new row.
 */

/** Tokens held for one model call, on the day they were reserved. */
export type TokenReservation = { day: string; tokens: number }

export type TokenBudget = {
  /** Reserves the tokens, or answers undefined when the day's budget cannot cover them. */
  reserve(tokens: number): Promise<TokenReservation | undefined>
  /** Replaces a reservation by what the call used. */
  settle(reservation: TokenReservation, used: number): Promise<void>
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

export function databaseTokenBudget(
  db: Database,
  dailyTokens: number,
  now: () => Date = () => new Date(),
): TokenBudget {
  return {
    async reserve(tokens) {
      const amount = Math.max(0, Math.ceil(tokens))
      if (amount > dailyTokens) return undefined
      const day = utcDay(now())
      // One statement: concurrent reservations queue on the day's row, and each sees the total
      // the one before it left, so no two can both take the last of the budget.
      const result = await db.execute(sql`
        insert into ${chatTokenUsage} (day, tokens) values (${day}, ${amount})
        on conflict (day) do update set tokens = ${chatTokenUsage.tokens} + excluded.tokens
        where ${chatTokenUsage.tokens} + excluded.tokens <= ${dailyTokens}
        returning tokens`)
      return rowsOf<{ tokens: unknown }>(result).length > 0 ? { day, tokens: amount } : undefined
    },
    async settle(reservation, used) {
      const difference = Math.max(0, Math.ceil(used)) - reservation.tokens
      if (difference === 0) return
      await db
        .update(chatTokenUsage)
        .set({ tokens: sql`greatest(0, ${chatTokenUsage.tokens} + ${difference})` })
        .where(eq(chatTokenUsage.day, reservation.day))
    },
  }
}

/** Tokens counted for a day so far (reservations under way included). */
export async function tokensUsedOn(db: Database, day: string): Promise<number> {
  const [row] = await db
    .select({ tokens: chatTokenUsage.tokens })
    .from(chatTokenUsage)
    .where(eq(chatTokenUsage.day, day))
  return row?.tokens ?? 0
}
