import { EasternTime } from '@/components/console/eastern-time'
import type { ConsoleWebinar } from '../webinar-console.server'
import { WEBINAR_STATE_LABELS } from '../webinar-form-fields'

/**
 * A webinar's state with what staff need beside it: when a scheduled publish will happen, and
 * when the publish happened and whether the schedule or a person did it (so staff can see the
 * minute job ran).
 */
export function WebinarStateNote({
  webinar,
}: {
  webinar: Pick<
    ConsoleWebinar,
    'state' | 'publishAt' | 'publishedAt' | 'publishedBy' | 'cancelledAt'
  >
}) {
  const label = <span className="font-medium">{WEBINAR_STATE_LABELS[webinar.state]}</span>
  if (webinar.state === 'scheduled') {
    return (
      <>
        {label}
        <span className="block text-muted-foreground">
          Publishes at <EasternTime at={webinar.publishAt} />
        </span>
      </>
    )
  }
  if (webinar.state === 'cancelled') {
    return (
      <>
        {label}
        <span className="block text-muted-foreground">
          <EasternTime at={webinar.cancelledAt} />
        </span>
      </>
    )
  }
  if (webinar.publishedAt && (webinar.state === 'published' || webinar.state === 'past')) {
    return (
      <>
        {label}
        <span className="block text-muted-foreground">
          {webinar.publishedBy === 'schedule' ? 'By the schedule, ' : 'By hand, '}
          <EasternTime at={webinar.publishedAt} />
        </span>
      </>
    )
  }
  return label
}
