'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { FormProblem, StaffInput } from '@/components/console/console-form-parts'
import { useSensitiveRequest } from '@/components/console/password-recheck'
import { formValue } from '@/components/console/use-console-request'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@/lib/webhook-events'
import { WebhookSecretNotice } from './webhook-secret-notice'

export type EditableEndpoint = {
  id: string
  url: string
  description: string
  events: string[]
  active: boolean
  version: number
}

/**
 * Adds an endpoint (then shows its secret, once) or edits one. URL, description, the events it
 * receives and whether it is on; the server checks it all again.
 */
export function WebhookEndpointForm({ endpoint }: { endpoint?: EditableEndpoint }) {
  const router = useRouter()
  const { busy, failure, send, dialog } = useSensitiveRequest()
  const [created, setCreated] = useState<{ id: string; secret: string }>()
  const [formKey, setFormKey] = useState(0)
  const prefix = endpoint ? `endpoint-${endpoint.id}` : 'new-endpoint'
  const errors = failure?.fields ?? {}

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = {
      url: formValue(form, 'url'),
      description: formValue(form, 'description'),
      events: form.getAll('events').map(String),
      active: form.get('active') === 'on',
      ...(endpoint ? { version: endpoint.version } : {}),
    }
    const result = await send<{ id: string; secret: string }>(
      endpoint ? `/api/staff/webhooks/${endpoint.id}` : '/api/staff/webhooks',
      body,
    )
    if (!result.ok) return
    if (endpoint) {
      toast.success('Endpoint saved')
    } else {
      setCreated(result.data)
      setFormKey((key) => key + 1)
    }
    router.refresh()
  }

  return (
    <div className="space-y-6">
      {created ? (
        <WebhookSecretNotice
          secret={created.secret}
          detailsHref={`/staff/webhooks/${created.id}`}
          onDone={() => setCreated(undefined)}
        />
      ) : null}
      <form key={formKey} onSubmit={submit} noValidate className="max-w-2xl space-y-4">
        <StaffInput
          id={`${prefix}-url`}
          name="url"
          type="url"
          label="URL"
          hint="https only; plain http to localhost for testing."
          defaultValue={endpoint?.url}
          required
          error={errors.url}
        />
        <StaffInput
          id={`${prefix}-description`}
          name="description"
          label="Description (optional)"
          defaultValue={endpoint?.description}
          maxLength={200}
          error={errors.description}
        />
        <fieldset
          className="space-y-2"
          aria-describedby={errors.events ? `${prefix}-events-error` : undefined}
        >
          <legend className="text-sm font-medium">Events to send</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="events"
                value={type}
                className="size-4"
                defaultChecked={endpoint ? endpoint.events.includes(type) : true}
              />
              <span>
                {WEBHOOK_EVENT_LABELS[type]} <code className="text-muted-foreground">{type}</code>
              </span>
            </label>
          ))}
          {errors.events || errors['events.0'] ? (
            <p id={`${prefix}-events-error`} className="text-sm font-medium text-destructive">
              {errors.events ?? errors['events.0']}
            </p>
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="active"
            className="size-4"
            defaultChecked={endpoint ? endpoint.active : true}
          />
          On (deliveries are sent)
        </label>
        <FormProblem failure={failure && !failure.fields ? failure : undefined} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : endpoint ? 'Save changes' : 'Add endpoint'}
        </Button>
      </form>
      {dialog}
    </div>
  )
}
