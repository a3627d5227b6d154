import { z } from '@/lib/zod'
import { WEBHOOK_EVENT_TYPES, webhookUrlProblem } from '@/lib/webhook-events'

/** An endpoint as the console's form sends it, with the messages each field shows. */
export const WebhookEndpointFormSchema = z.strictObject({
  url: z
    .string('Enter the URL.')
    .trim()
    .min(1, 'Enter the URL.')
    .max(2000, 'Use a URL of at most 2000 characters.')
    .superRefine((value, context) => {
      const problem = value ? webhookUrlProblem(value) : undefined
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  description: z.string().trim().max(200, 'Keep the description to 200 characters.').default(''),
  events: z
    .array(
      z.enum(WEBHOOK_EVENT_TYPES, 'Choose events from the list.'),
      'Choose at least one event.',
    )
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  active: z.boolean('Say whether it is on.').default(true),
})
export type WebhookEndpointForm = z.output<typeof WebhookEndpointFormSchema>

/** An edit: the form and the version of the endpoint it was opened on. */
export const WebhookEndpointUpdateSchema = WebhookEndpointFormSchema.extend({
  version: z.number().int().min(0),
})
