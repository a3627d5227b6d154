import { EasternTime } from '@/components/console/eastern-time'
import type { WebhookEndpointView } from './webhook-console.server'

/** Healthy, failing since when, switched off (by the worker or by staff). */
export function EndpointState({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpointView, 'active' | 'failingSince' | 'disabledAt' | 'disabledReason'>
}) {
  if (!endpoint.active) {
    return endpoint.disabledAt ? (
      <span className="font-medium text-destructive">
        Switched off <EasternTime at={endpoint.disabledAt} />: {endpoint.disabledReason}
      </span>
    ) : (
      <span>Off</span>
    )
  }
  return endpoint.failingSince ? (
    <span className="font-medium text-destructive">
      Failing since <EasternTime at={endpoint.failingSince} />
    </span>
  ) : (
    <span>Healthy</span>
  )
}
