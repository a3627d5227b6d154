import type { ExternalToast, toast as sonnerToast } from 'sonner'

// Forms raise notices through this small facade rather than through sonner itself, so the toast
// library loads on the first notice instead of with every page (a content page never shows one).
// Notices raised before the library has loaded wait in a queue and are shown as soon as it has.

type Sonner = typeof sonnerToast
type Notice = (sonner: Sonner) => void

const queue: Notice[] = []
let sonner: Sonner | undefined
let requestToaster: (() => void) | undefined

function show(notice: Notice) {
  if (sonner) {
    notice(sonner)
    return
  }
  queue.push(notice)
  requestToaster?.()
}

/** Called by the mounted toaster: notices raised from now on ask it to load the library. */
export function onFirstNotice(load: () => void): () => void {
  requestToaster = load
  if (queue.length > 0) load()
  return () => {
    if (requestToaster === load) requestToaster = undefined
  }
}

/** Called once the library's toaster is mounted: shows what waited and everything after. */
export function attachSonner(instance: Sonner): () => void {
  sonner = instance
  for (const notice of queue.splice(0)) notice(instance)
  return () => {
    if (sonner === instance) sonner = undefined
  }
}

type Message = string
export const toast = {
  message: (message: Message, options?: ExternalToast) => show((s) => s.message(message, options)),
  success: (message: Message, options?: ExternalToast) => show((s) => s.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((s) => s.error(message, options)),
  info: (message: Message, options?: ExternalToast) => show((s) => s.info(message, options)),
}
