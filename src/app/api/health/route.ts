import { getDb } from '@/server/db/instance'
import { checkHealth } from '@/server/health'
import { jsonResponse } from '@/server/http/json-response'

export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await checkHealth(getDb)
  return jsonResponse(report, { status: report.status === 'ok' ? 200 : 503 })
}
