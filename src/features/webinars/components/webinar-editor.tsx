'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { FormProblem, StaffInput, StaffTextarea } from '@/components/console/console-form-parts'
import { formValue, useConsoleRequest } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { WEBINAR_FORM_FIELDS, type WebinarFormFields } from '../webinar-form-fields'

type Saved = { toldOfNewTime: number; recordingsSent: number }

const people = (count: number) => `${count} registrant${count === 1 ? '' : 's'}`

/** What a save did beyond the page: who was e-mailed. */
function savedDescription({ toldOfNewTime, recordingsSent }: Saved): string {
  const told = [
    toldOfNewTime > 0 ? `${people(toldOfNewTime)} sent the new time.` : '',
    recordingsSent > 0 ? `${people(recordingsSent)} sent the recording.` : '',
  ].filter(Boolean)
  return ['The site shows the change at once.', ...told].join(' ')
}

/**
 * Creates or edits a webinar (issue 29): every field of the spec's webinar, the replay link and
 * the registration limit, the date and time in US Eastern. The server checks it again with the
 * same schema and names each wrong field; an edit carries the version it was opened on, so a
 * colleague's change made meanwhile is not overwritten.
 */
export function WebinarEditor({
  webinar,
  id,
  version,
  slugLocked = false,
  categories,
  imageField,
}: {
  webinar: WebinarFormFields
  /** The webinar being edited; none for a new one. */
  id?: string
  version?: string
  /** Published once: its address stays, since links to it are out in the world. */
  slugLocked?: boolean
  /** The categories in use, offered as suggestions. */
  categories: string[]
  /** The picture's control, which writes the chosen value into a field named `image`. */
  imageField: React.ReactNode
}) {
  const router = useRouter()
  const { busy, failure, send } = useConsoleRequest()
  const fields = failure?.fields ?? {}
  // An agenda or speaker line's problem arrives as `agenda.2`: shown under the whole field.
  const errorFor = (name: string) =>
    fields[name] ??
    Object.entries(fields).find(([key]) => key.startsWith(`${name}.`))?.[1] ??
    undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values = Object.fromEntries(
      WEBINAR_FORM_FIELDS.map((name) => [name, formValue(form, name)]),
    )
    if (!id) {
      const created = await send<{ id: string }>('/api/staff/webinars', values)
      if (created.ok) {
        toast.success('Draft created', { description: 'Publish it now or choose a time.' })
        router.push(`/staff/webinars/${created.data.id}`)
      }
      return
    }
    const saved = await send<Saved>(`/api/staff/webinars/${id}`, { ...values, version })
    if (saved.ok) {
      toast.success('Webinar saved', { description: savedDescription(saved.data) })
      router.refresh()
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="editor-heading">
      <h2 id="editor-heading" className="text-lg font-semibold">
        {id ? 'Details' : 'New webinar'}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <StaffInput
          id="webinar-title"
          name="title"
          label="Title"
          required
          defaultValue={webinar.title}
          error={errorFor('title')}
        />
        <StaffInput
          id="webinar-slug"
          name="slug"
          label="Address"
          defaultValue={webinar.slug}
          readOnly={slugLocked}
          error={errorFor('slug')}
          hint={
            slugLocked
              ? 'Fixed: the webinar has been published, and links to it are out in the world.'
              : 'The end of /insights/webinars/…, lowercase words and hyphens. Empty: made from the title.'
          }
        />
        <div className="md:col-span-2">
          <StaffTextarea
            id="webinar-description"
            name="description"
            label="Description"
            rows={4}
            required
            defaultValue={webinar.description}
            error={errorFor('description')}
          />
        </div>
        <StaffTextarea
          id="webinar-agenda"
          name="agenda"
          label="Agenda"
          rows={5}
          defaultValue={webinar.agenda}
          error={errorFor('agenda')}
          hint="One item per line, up to 20."
        />
        <StaffTextarea
          id="webinar-speakers"
          name="speakers"
          label="Speakers"
          rows={5}
          required
          defaultValue={webinar.speakers}
          error={errorFor('speakers')}
          hint="One per line, as the page should name them: 'Priya Raman, Head of Data'."
        />
        <StaffInput
          id="webinar-date"
          name="date"
          type="date"
          label="Date (US Eastern)"
          required
          defaultValue={webinar.date}
          error={errorFor('date')}
        />
        <StaffInput
          id="webinar-time"
          name="time"
          type="time"
          label="Start time (US Eastern)"
          required
          defaultValue={webinar.time}
          error={errorFor('time')}
          hint="Visitors also see it in their own time zone."
        />
        <StaffInput
          id="webinar-duration"
          name="duration"
          label="Duration"
          required
          defaultValue={webinar.duration}
          error={errorFor('duration')}
          hint="As the page shows it: '45 minutes', '1 hour'."
        />
        <StaffInput
          id="webinar-category"
          name="category"
          label="Category"
          required
          list="webinar-categories"
          defaultValue={webinar.category}
          error={errorFor('category')}
        />
        <datalist id="webinar-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <StaffInput
          id="webinar-join"
          name="zoomLink"
          type="url"
          label="Join link"
          inputMode="url"
          defaultValue={webinar.zoomLink}
          error={errorFor('zoomLink')}
          hint="The Zoom or Teams address. Registrants get it through a personal link."
        />
        <StaffInput
          id="webinar-replay"
          name="replayLink"
          type="url"
          label="Replay link"
          inputMode="url"
          defaultValue={webinar.replayLink}
          error={errorFor('replayLink')}
          hint="Once the recording is up. Added after the session, it is e-mailed to registrants once."
        />
        <StaffInput
          id="webinar-limit"
          name="registrationLimit"
          label="Registration limit"
          inputMode="numeric"
          defaultValue={webinar.registrationLimit}
          error={errorFor('registrationLimit')}
          hint="Empty for no limit. When full, the page offers the subscribe form instead."
        />
      </div>
      {imageField}
      {errorFor('image') ? (
        <p className="text-sm font-medium text-destructive">{errorFor('image')}</p>
      ) : null}
      <FormProblem failure={failure && !failure.fields ? failure : undefined} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : id ? 'Save changes' : 'Create draft'}
      </Button>
    </form>
  )
}
