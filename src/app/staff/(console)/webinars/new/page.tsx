import type { Metadata } from 'next'
import Link from 'next/link'
import { requireStaffPage } from '@/app/_wiring/staff'
import { WebinarEditor } from '@/features/webinars/components/webinar-editor'
import { WebinarImageField } from '@/features/webinars/components/webinar-image-field'
import { DEFAULT_WEBINAR_IMAGE } from '@/features/webinars/webinar'
import { webinarCategories } from '@/features/webinars/webinar-console.server'
import { newWebinarForm } from '@/features/webinars/webinar-form.server'
import { getDb } from '@/server/db/instance'

export const metadata: Metadata = { title: 'New webinar' }

/** A new webinar: saved as a draft, published from its page now or at a chosen time. */
export default async function NewWebinarPage() {
  await requireStaffPage('webinars.manage')
  const categories = await webinarCategories(getDb())
  return (
    <div className="space-y-8">
      <p className="text-sm">
        <Link href="/staff/webinars" className="underline-offset-4 hover:underline">
          Webinars
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">New webinar</h1>
      <WebinarEditor
        webinar={newWebinarForm(categories[0] ?? 'AI & Data')}
        categories={categories}
        imageField={<WebinarImageField name="image" defaultValue={DEFAULT_WEBINAR_IMAGE} />}
      />
    </div>
  )
}
