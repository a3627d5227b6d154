import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { z } from '@/lib/zod'
import { requireStaffPage } from '@/app/_wiring/staff'
import { WebinarEditor } from '@/features/webinars/components/webinar-editor'
import { WebinarImageField } from '@/features/webinars/components/webinar-image-field'
import { WebinarStateNote } from '@/features/webinars/components/webinar-state-note'
import { WebinarStatusPanel } from '@/features/webinars/components/webinar-status-panel'
import { webinarPath } from '@/features/webinars/webinar'
import { webinarCategories, webinarForConsole } from '@/features/webinars/webinar-console.server'
import { scheduleFormDefault, webinarFormValues } from '@/features/webinars/webinar-form.server'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'Webinar' }

const WebinarId = z.uuid()

/** One webinar: where it stands and its publishing, its registrants, and every field to edit. */
export default async function WebinarPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage('webinars.manage')
  const id = WebinarId.safeParse((await params).id)
  const db = getDb()
  const webinar = id.success ? await webinarForConsole(db, id.data) : null
  if (!webinar) notFound()
  const categories = await webinarCategories(db)
  const visible = webinar.state !== 'draft' && webinar.state !== 'scheduled'
  return (
    <div className="space-y-8">
      <p className="text-sm">
        <Link href="/staff/webinars" className="underline-offset-4 hover:underline">
          Webinars
        </Link>
      </p>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{webinar.title}</h1>
        <p className="text-sm">
          <WebinarStateNote webinar={webinar} />
        </p>
        <ul className="flex flex-wrap gap-4 text-sm">
          {visible ? (
            <li>
              <Link href={webinarPath(webinar.slug)} className="underline-offset-4 hover:underline">
                Public page
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              href={`/staff/webinars/${webinar.id}/registrants`}
              className="underline-offset-4 hover:underline"
            >
              Registrants ({webinar.registrations}
              {webinar.registrationLimit === null ? '' : ` of ${webinar.registrationLimit}`})
            </Link>
          </li>
        </ul>
      </div>
      <WebinarStatusPanel
        id={webinar.id}
        state={webinar.state}
        registrations={webinar.registrations}
        scheduleDefault={scheduleFormDefault(webinar.publishAt)}
      />
      {webinar.state === 'cancelled' ? null : (
        <WebinarEditor
          id={webinar.id}
          version={webinar.version}
          webinar={webinarFormValues(webinar)}
          slugLocked={webinar.publishedAt !== null}
          categories={categories}
          imageField={<WebinarImageField name="image" defaultValue={webinar.image} />}
        />
      )}
    </div>
  )
}
