'use client'

import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { apiMessages, readApiResult, type ApiResult } from '@/lib/api-client'
import {
  isUploadedImage,
  PREVIEW_WEBINAR_IMAGE_WIDTH,
  uploadedImageVariantUrl,
  WEBINAR_ARTWORKS,
  WEBINAR_IMAGE_MAX_BYTES,
  WEBINAR_IMAGE_TOO_LARGE,
  webinarImageHeight,
} from '../images/webinar-images'

/** Where the console uploads a picture (src/app/api/staff/webinars/images). */
export const WEBINAR_IMAGE_UPLOAD_PATH = '/api/staff/webinars/images'

/** What the upload answers (the endpoint's `UploadedWebinarImage`). */
export type UploadedPicture = { image: string; preview: string }

/** Sends a file as it is (the server judges it by content) and reads the API's answer. */
export async function uploadWebinarPicture(file: File): Promise<ApiResult<UploadedPicture>> {
  let response: Response
  try {
    response = await fetch(WEBINAR_IMAGE_UPLOAD_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    })
  } catch {
    return { ok: false, status: 0, error: apiMessages.unreachable }
  }
  return readApiResult<UploadedPicture>(response)
}

type Props = {
  /** The name the chosen value is submitted under (a hidden input of the surrounding form). */
  name: string
  /** The webinar's current `image`: an artwork's path or an upload's. */
  defaultValue: string
  label?: string
}

const previewWidth = PREVIEW_WEBINAR_IMAGE_WIDTH
const previewHeight = webinarImageHeight(PREVIEW_WEBINAR_IMAGE_WIDTH)

const optionClass =
  'flex cursor-pointer flex-col gap-2 rounded-md border p-2 text-sm has-[:checked]:border-teal-700 has-[:checked]:ring-2 has-[:checked]:ring-teal-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700'

/**
 * The picture of a webinar in the console's form: one of the site's artworks, or a picture
 * uploaded here (decision 048). The choice is written into a hidden input named `name`, so the
 * field sits in a plain form; its own controls belong to no form (their `form` names none), so
 * only that value is submitted. Native radio buttons: arrow keys move between the choices.
 */
export function WebinarImageField({ name, defaultValue, label = 'Picture' }: Props) {
  const id = useId()
  const noForm = `${id}-no-form`
  const fileId = `${id}-file`
  const hintId = `${id}-hint`
  const problemId = `${id}-problem`
  const [value, setValue] = useState(defaultValue)
  const [uploaded, setUploaded] = useState<UploadedPicture | undefined>(() =>
    isUploadedImage(defaultValue)
      ? {
          image: defaultValue,
          preview: uploadedImageVariantUrl(defaultValue, PREVIEW_WEBINAR_IMAGE_WIDTH),
        }
      : undefined,
  )
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  // The input stays enabled while a file uploads (disabling it would drop the keyboard focus): a
  // file chosen meanwhile wins, and the answer to the earlier one is ignored.
  const latest = useRef(0)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    setProblem(undefined)
    // Told at once, without sending 5 MB to hear the same from the server.
    if (file.size > WEBINAR_IMAGE_MAX_BYTES) {
      latest.current += 1
      setBusy(false)
      setProblem(WEBINAR_IMAGE_TOO_LARGE)
      input.value = ''
      return
    }
    const attempt = ++latest.current
    setBusy(true)
    const result = await uploadWebinarPicture(file)
    if (attempt !== latest.current) return
    setBusy(false)
    // The same file may be chosen again after a refusal (a change event needs a new value).
    input.value = ''
    if (!result.ok) {
      setProblem(result.error)
      return
    }
    setUploaded(result.data)
    setValue(result.data.image)
  }

  const choice = (path: string) => ({
    type: 'radio' as const,
    name: `${id}-choice`,
    form: noForm,
    value: path,
    checked: value === path,
    onChange: () => setValue(path),
    className: 'sr-only',
  })

  return (
    <fieldset className="space-y-3" aria-describedby={hintId} aria-busy={busy}>
      <legend className="text-sm font-medium">{label}</legend>
      <input type="hidden" name={name} value={value} />
      <p id={hintId} className="text-xs text-muted-foreground">
        Pick one of the site&apos;s artworks or upload a JPEG, PNG or WebP picture of up to 5 MB.
        Pictures are cropped to the pages&apos; 1200 × 630 frame from the centre.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {WEBINAR_ARTWORKS.map((artwork) => (
          <label key={artwork.path} className={optionClass}>
            <input {...choice(artwork.path)} />
            {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG of the site itself */}
            <img
              src={artwork.path}
              alt=""
              width={previewWidth}
              height={previewHeight}
              loading="lazy"
              className="aspect-[40/21] h-auto w-full rounded-sm object-cover"
            />
            {artwork.label}
          </label>
        ))}
        {uploaded ? (
          <label className={optionClass}>
            <input {...choice(uploaded.image)} />
            {/* eslint-disable-next-line @next/next/no-img-element -- already our own WebP size */}
            <img
              src={uploaded.preview}
              alt=""
              width={previewWidth}
              height={previewHeight}
              className="aspect-[40/21] h-auto w-full rounded-sm object-cover"
            />
            Uploaded picture
          </label>
        ) : null}
      </div>
      <div>
        <Label htmlFor={fileId}>Upload a picture</Label>
        <Input
          id={fileId}
          type="file"
          form={noForm}
          accept="image/jpeg,image/png,image/webp"
          onChange={upload}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          className="mt-1.5"
        />
        <p role="status" className="mt-1.5 min-h-5 text-sm text-muted-foreground">
          {busy ? 'Uploading the picture…' : ''}
        </p>
        <p id={problemId} role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {problem ?? ''}
        </p>
      </div>
    </fieldset>
  )
}
